import { z } from 'zod';
import {
  MAX_MESSAGE_PAGE_SIZE,
  SETTABLE_MESSAGE_STATUSES,
  SOURCE_FILTERS,
  STATUS_FILTERS,
} from './constants';
import { type EndpointGroup, idParams, NO_CONTENT, searchQuery } from './endpoint';
import { idSchema, messageSchema, messageSourceSchema, requestId } from './entities';

/** Request and response bodies of the message calls, the inbox paging and the inbound channel. */

const uuid = (name: string) => requestId(`Invalid ${name}`);

export const messagesQuerySchema = z.object({
  tenantId: uuid('tenant id').optional(),
  /** Sent by older clients; the inbox is the tenant's, whoever imported a message. */
  userId: z.string().max(64).optional(),
  customerId: uuid('customer id').optional(),
  source: z
    .enum(SOURCE_FILTERS, { message: `source must be one of ${SOURCE_FILTERS.join(', ')}` })
    .optional(),
  status: z
    .enum(STATUS_FILTERS, { message: `status must be one of ${STATUS_FILTERS.join(', ')}` })
    .optional(),
  search: searchQuery,
  limit: z.coerce.number().int().min(1).max(MAX_MESSAGE_PAGE_SIZE).meta({ format: 'int32' }).optional(),
  cursor: z.string().max(512).optional(),
});
export type MessagesQuery = z.input<typeof messagesQuerySchema>;

/** A message as the list returns it: its fields plus the derived preview (docs/product-rules.md). */
export const inboxMessageSchema = messageSchema.extend({ preview: z.string() });
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** A list row of a paged inbox: no body or AI results (the reader loads the message by id). */
export const messageSummarySchema = inboxMessageSchema.omit({
  content: true,
  aiQuoteResponse: true,
  aiLinkResponse: true,
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;

export const sourceCountsSchema = z.record(z.enum(SOURCE_FILTERS), z.number().int());
export const statusCountsSchema = z.record(z.enum([...STATUS_FILTERS, 'PENDING']), z.number().int());
/**
 * Counts for the current search: by source within the chosen status, by status within the chosen source,
 * so each sidebar number is what choosing that entry would list. `capped`: the search matched more messages
 * than the server counts for a search (a thousand), so each number is a lower bound ("1000+").
 */
export const messageCountsSchema = z.object({
  source: sourceCountsSchema,
  status: statusCountsSchema,
  capped: z.boolean(),
});
export type MessageCounts = z.infer<typeof messageCountsSchema>;

/** Without `limit`: `{ messages }` whole (the original shape). With it: one page, the next cursor and the counts. */
export const messagesResponseSchema = z.object({ messages: z.array(inboxMessageSchema) });
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;
export const messagePageSchema = z.object({
  messages: z.array(messageSummarySchema),
  nextCursor: z.string().nullable(),
  counts: messageCountsSchema,
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const updateMessageStatusRequestSchema = z.object({
  status: z.enum(SETTABLE_MESSAGE_STATUSES, {
    message: `status must be one of ${SETTABLE_MESSAGE_STATUSES.join(', ')}`,
  }),
});
export type UpdateMessageStatusRequest = z.infer<typeof updateMessageStatusRequestSchema>;

/** Older clients send tenantId, email and phone; the message's own sender is what is matched. */
export const autoLinkRequestSchema = z
  .object({
    tenantId: uuid('tenant id').optional(),
    email: z.string().max(320).nullish(),
    phone: z.string().max(64).nullish(),
  })
  .optional();
export type AutoLinkRequest = z.infer<typeof autoLinkRequestSchema>;

export const linkMessageRequestSchema = z.object({
  contactId: uuid('contact id'),
  tenantId: uuid('tenant id').optional(),
});
export type LinkMessageRequest = z.infer<typeof linkMessageRequestSchema>;

const optionalText = (max: number) => z.string().max(max).nullish();

/** What a provider (SMS, voicemail, Zoom transcripts…) posts to `POST /api/inbound/messages`. */
export const inboundMessageRequestSchema = z
  .object({
    source: messageSourceSchema,
    fromEmail: optionalText(320),
    fromPhone: optionalText(64),
    senderName: optionalText(200),
    subject: optionalText(500),
    content: optionalText(1_000_000),
    receivedAt: z.iso
      .datetime({ offset: true, message: 'receivedAt must be an ISO date-time' })
      .max(40, 'receivedAt must be an ISO date-time')
      .nullish(),
  })
  .refine((body) => Boolean(body.subject?.trim() || body.content?.trim()), {
    message: 'subject or content is required',
    path: ['content'],
  })
  .refine((body) => Boolean(body.fromEmail?.trim() || body.fromPhone?.trim()), {
    message: 'fromEmail or fromPhone is required',
    path: ['fromEmail'],
  });
export type InboundMessageRequest = z.input<typeof inboundMessageRequestSchema>;

export const inboundKeyResponseSchema = z.object({
  /** Shown once: only its hash is stored. */
  key: z.string(),
  tenantId: idSchema,
});
export type InboundKeyResponse = z.infer<typeof inboundKeyResponseSchema>;

const messageIdParams = idParams('id', 'message');

export const messageEndpoints = {
  listMessages: {
    summary: "A tenant's inbox: with `limit`, one page (newest first) with its counts and next cursor",
    description:
      'Without `limit` every matching message is answered whole. Filters: source, status and a search over ' +
      'sender, subject and text; the counts are for the current search, by source within the chosen status ' +
      'and by status within the chosen source.',
    tag: 'Messages',
    access: 'session',
    query: messagesQuerySchema,
    // The page first: a whole list lacks its cursor and counts, so it matches only the second shape.
    responses: { 200: z.union([messagePageSchema, messagesResponseSchema]) },
  },
  getMessage: {
    summary: 'One message with its body, contact, customer and AI results',
    tag: 'Messages',
    access: 'session',
    params: messageIdParams,
    responses: { 200: inboxMessageSchema },
  },
  updateMessageStatus: {
    summary: 'Mark a message read, important, archived or new',
    tag: 'Messages',
    access: 'session',
    params: messageIdParams,
    body: updateMessageStatusRequestSchema,
    responses: { 200: inboxMessageSchema },
  },
  deleteMessage: {
    summary: 'Delete a message',
    tag: 'Messages',
    access: 'session',
    params: messageIdParams,
    responses: { 204: NO_CONTENT },
  },
  autoLinkMessage: {
    summary: 'Link a message to the contact (else customer) whose email or phone matches its sender',
    tag: 'Messages',
    access: 'session',
    params: messageIdParams,
    body: autoLinkRequestSchema,
    responses: { 200: inboxMessageSchema },
  },
  linkMessage: {
    summary: 'Link a message to a contact (and so to its customer)',
    tag: 'Messages',
    access: 'session',
    params: messageIdParams,
    body: linkMessageRequestSchema,
    responses: { 200: inboxMessageSchema },
  },
  receiveInboundMessage: {
    summary: "Deliver a text, voicemail transcript, zoom summary or email into a tenant's inbox",
    description:
      "For SMS, voicemail and meeting providers. Authenticate with the tenant's inbound key " +
      '(`Authorization: Bearer <key>`), created by a tenant admin under Admin → System Settings. Send at ' +
      'least one of `subject`/`content` and one of `fromEmail`/`fromPhone`; the message is linked to a ' +
      'matching contact or customer at once.',
    tag: 'Inbound',
    access: 'inboundKey',
    body: inboundMessageRequestSchema,
    responses: { 201: inboxMessageSchema },
  },
} satisfies EndpointGroup;
