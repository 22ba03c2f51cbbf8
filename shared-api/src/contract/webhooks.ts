import { z } from 'zod';
import {
  MAX_WEBHOOK_DESCRIPTION_LENGTH,
  MAX_WEBHOOK_URL_LENGTH,
  MAX_WEBHOOKS_PER_TENANT,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
  WEBHOOK_RETRY_HOURS,
  type WebhookEvent,
} from './constants';
import { type EndpointGroup, idParams, NO_CONTENT, pageQuery, tenantQuery } from './endpoint';
import {
  customerSchema,
  customerStatusSchema,
  idSchema,
  isoDate,
  messageSchema,
  quoteStatusSchema,
} from './entities';

/**
 * A tenant's webhooks (docs/api-integrations.md#webhooks): HTTPS endpoints of the tenant's own systems that
 * QuoteDesk POSTs a signed JSON event to when something happens (a message received, a quote sent, accepted or
 * declined, a customer created or moved). Made and deleted by the tenant's admins; each one's deliveries are
 * listed with their attempts, and one may be sent again.
 */

export const webhookEventSchema = z.enum(WEBHOOK_EVENTS, {
  message: `events: each one of ${WEBHOOK_EVENTS.join(', ')}`,
});

export const webhookDeliveryStatusSchema = z.enum(WEBHOOK_DELIVERY_STATUSES);

/** A webhook as lists show it: never its signing secret. */
export const webhookSchema = z.object({
  id: idSchema,
  tenantId: idSchema,
  url: z.string(),
  events: z.array(webhookEventSchema),
  description: z.string().nullable(),
  createdAt: isoDate,
  /** The email of the admin who made it; null once that account is deleted. */
  createdBy: z.string().nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The answer to making a webhook: the webhook and, this once, the secret its deliveries are signed with. */
export const createdWebhookSchema = webhookSchema.extend({
  /** `whsec_…`: shown once; the receiver keeps it to verify `QuoteDesk-Signature`. */
  secret: z.string(),
});
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const createWebhookRequestSchema = z.object({
  tenantId: tenantQuery.shape.tenantId,
  url: z
    .url({ protocol: /^https?$/, message: 'url: an https:// URL' })
    .max(MAX_WEBHOOK_URL_LENGTH, `url: at most ${MAX_WEBHOOK_URL_LENGTH} characters`),
  events: z
    .array(webhookEventSchema)
    .min(1, 'events: choose at least one')
    .max(WEBHOOK_EVENTS.length, 'events: each at most once')
    .refine((events) => new Set(events).size === events.length, 'events: each at most once'),
  description: z
    .string()
    .trim()
    .max(MAX_WEBHOOK_DESCRIPTION_LENGTH, `description: at most ${MAX_WEBHOOK_DESCRIPTION_LENGTH} characters`)
    .optional(),
});
export type CreateWebhookRequest = z.input<typeof createWebhookRequestSchema>;

/** One event sent (or to be sent) to one webhook: its id is the `QuoteDesk-Delivery` header and the body's `id`. */
export const webhookDeliverySchema = z.object({
  id: idSchema,
  webhookId: idSchema,
  event: webhookEventSchema,
  status: webhookDeliveryStatusSchema,
  /** Attempts made since it was made (or last replayed). */
  attempts: z.number().int(),
  /** The HTTP status of the last attempt's answer; null before any, or when none came (timeout, refused). */
  lastResponseStatus: z.number().int().nullable(),
  /** Why the last attempt failed; null before any, or once delivered. */
  lastError: z.string().nullable(),
  createdAt: isoDate,
  /** When it is tried next while pending; null once delivered or failed. */
  nextAttemptAt: isoDate.nullable(),
  deliveredAt: isoDate.nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryPageSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
  nextCursor: z.string().nullable(),
});
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;

export const webhookDeliveriesQuerySchema = pageQuery.extend(tenantQuery.shape);
export type WebhookDeliveriesQuery = z.input<typeof webhookDeliveriesQuerySchema>;

/** A received message as a webhook is told of it: the API's message fields and its preview, not the AI's drafts. */
export const webhookMessageDataSchema = messageSchema
  .pick({
    id: true,
    source: true,
    status: true,
    subject: true,
    content: true,
    fromEmail: true,
    fromPhone: true,
    senderName: true,
    receivedAt: true,
    customerId: true,
    contactId: true,
    createdAt: true,
  })
  .extend({ preview: z.string().nullable() })
  .strict();
export type WebhookMessageData = z.infer<typeof webhookMessageDataSchema>;

/** A customer as a webhook is told of it: the API's fields less its notes and owners, with its import's id. */
const webhookCustomerDataSchema = customerSchema
  .omit({ notes: true, tenantId: true, userId: true })
  .extend({ externalId: z.string().nullable() })
  .strict();

/** An amount exact to the cent, as text ("80.00"): a receiver's floats never round it. */
const decimalText = z.string().regex(/^-?\d+\.\d{2}$/);

/** A quote as a webhook is told of it, at the revision the event is about. */
const webhookQuoteDataSchema = z
  .object({
    id: idSchema,
    number: z.string(),
    status: quoteStatusSchema,
    customerId: idSchema,
    messageId: idSchema.nullable(),
    revision: z.number().int(),
    currency: z.string(),
    subtotal: decimalText,
    discountAmount: decimalText,
    taxAmount: decimalText,
    total: decimalText,
    validUntil: z.string(),
    sentAt: isoDate.nullable(),
    decidedAt: isoDate.nullable(),
    clientComment: z.string().nullable(),
  })
  .strict();

/** What a delivery's `data` holds for each event (docs/api-integrations.md#what-is-sent). */
export const WEBHOOK_DATA_SCHEMAS = {
  'message.received': webhookMessageDataSchema,
  'quote.sent': webhookQuoteDataSchema,
  'quote.accepted': webhookQuoteDataSchema,
  'quote.declined': webhookQuoteDataSchema,
  'customer.created': webhookCustomerDataSchema,
  'customer.moved': webhookCustomerDataSchema.extend({ previousStatus: customerStatusSchema }).strict(),
} satisfies Record<WebhookEvent, z.ZodType>;

const WHO =
  "The tenant's admins and the super admin (`tenantId` names the tenant; the caller's own if none).";
const webhookParams = idParams('id', 'webhook');
const deliveryParams = webhookParams.extend(idParams('deliveryId', 'delivery').shape);

export const webhookEndpoints = {
  listWebhooks: {
    summary: "A tenant's webhooks, newest first (never their secrets)",
    description: WHO,
    tag: 'Webhooks',
    access: 'admin',
    query: tenantQuery,
    responses: { 200: z.array(webhookSchema) },
  },
  createWebhook: {
    summary: 'Make a webhook: a URL and the events it is sent; its signing secret is in this answer only',
    description: `${WHO} The URL must be https:// and its host must not resolve to a private, loopback or link-local address (400 saying why). At most ${MAX_WEBHOOKS_PER_TENANT} per tenant. Recorded in the tenant's audit log.`,
    tag: 'Webhooks',
    access: 'admin',
    body: createWebhookRequestSchema,
    responses: { 201: createdWebhookSchema },
  },
  deleteWebhook: {
    summary: 'Delete a webhook and its deliveries: nothing more is sent to it',
    description: `${WHO} Recorded in the tenant's audit log.`,
    tag: 'Webhooks',
    access: 'admin',
    params: webhookParams,
    query: tenantQuery,
    responses: { 204: NO_CONTENT },
  },
  listWebhookDeliveries: {
    summary: "A webhook's deliveries, newest first, a page at a time (20 unless `limit` says otherwise)",
    description: `${WHO} A delivery not answered 2xx is tried again with growing waits for ${WEBHOOK_RETRY_HOURS} hours, then failed.`,
    tag: 'Webhooks',
    access: 'admin',
    params: webhookParams,
    query: webhookDeliveriesQuerySchema,
    responses: { 200: webhookDeliveryPageSchema },
  },
  replayWebhookDelivery: {
    summary: 'Send a delivery again: the same delivery id and body, as a fresh attempt',
    description: `${WHO} It becomes pending with its attempts reset, and is sent after the webhook's earlier pending deliveries. Recorded in the tenant's audit log.`,
    tag: 'Webhooks',
    access: 'admin',
    params: deliveryParams,
    query: tenantQuery,
    responses: { 202: webhookDeliverySchema },
  },
} satisfies EndpointGroup;
