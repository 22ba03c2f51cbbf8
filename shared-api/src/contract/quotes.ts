import { z } from 'zod';
import {
  DEFAULT_QUOTE_VALIDITY_DAYS,
  MAX_EMAIL_LENGTH,
  MAX_QUOTE_COMMENT_LENGTH,
  MAX_QUOTE_LINE_DESCRIPTION_LENGTH,
  MAX_QUOTE_LINES,
  MAX_QUOTE_NOTES_LENGTH,
  MAX_QUOTE_QUANTITY,
  MAX_QUOTE_UNIT_COST,
  QUOTE_EVENT_ACTIONS,
  QUOTE_LINE_KINDS,
} from './constants';
import { type EndpointGroup, idParams, NO_CONTENT } from './endpoint';
import { idSchema, quoteSchema, quoteStatusSchema, requestId } from './entities';
import {
  currencyProblem,
  percentProblem,
  priceProblem,
  QUOTE_FIELD_MESSAGES,
  quantityProblem,
  validityDaysProblem,
} from './quote-rules';

/**
 * Quotes as documents (issue 17): drafted from the catalog or an AI quote, edited, sent to the client as a
 * public link, accepted or declined there, downloaded as a PDF. Money travels as JSON numbers with at most
 * two decimals; the server computes every total with exact decimal arithmetic.
 */

/** A check of quote-rules.ts as a zod refinement: the browser runs the same function on what is typed. */
const ruledBy =
  <T>(problemOf: (value: T) => string | null) =>
  (value: T, context: z.RefinementCtx) => {
    const problem = problemOf(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  };

/** A line's quantity: over 0, at most MAX_QUOTE_QUANTITY, at most two decimals. */
const quantitySchema = z
  .number({ message: QUOTE_FIELD_MESSAGES.quantityPositive })
  .superRefine(ruledBy(quantityProblem))
  .meta({ description: `Over 0, at most ${MAX_QUOTE_QUANTITY}, at most 2 decimals` });

/** A price typed by hand: 0 or more, at most two decimals. */
export const moneySchema = z
  .number({ message: QUOTE_FIELD_MESSAGES.priceNegative })
  .superRefine(ruledBy(priceProblem))
  .meta({ description: `0 to ${MAX_QUOTE_UNIT_COST}, at most 2 decimals` });

/** A tax or discount rate in percent (8.25 = 8.25 %); null means none. */
export const percentSchema = z
  .number({ message: QUOTE_FIELD_MESSAGES.percentRange })
  .superRefine(ruledBy(percentProblem))
  .meta({ description: 'Percent, 0 to 100, at most 2 decimals' });

export const quoteLineKindSchema = z.enum(QUOTE_LINE_KINDS);
export type QuoteLineKind = z.infer<typeof quoteLineKindSchema>;

/**
 * What the AI proposed for a line, kept so an edit of it can teach the quote engine (a correction). The server
 * keeps them only on a new line of a quote made from a message whose AI quote has that line; a line the quote
 * already has keeps what it had.
 */
const aiLineFields = {
  /** The line came from the AI quote (saved from the inbox). */
  aiProposed: z.boolean().optional(),
  /** The words of the message the AI matched to this line. */
  sourceText: z.string().trim().max(MAX_QUOTE_LINE_DESCRIPTION_LENGTH).nullable().optional(),
};

/** A line of a quote being saved: `id` names a line it already has (an edit), none a new line. */
const lineIdentity = { id: requestId('Invalid quote line id').optional() };

/** A service of the tenant's catalog: its name, unit and price are copied into the line when saved. */
export const catalogLineRequestSchema = z.object({
  ...lineIdentity,
  serviceId: requestId('Invalid service id'),
  quantity: quantitySchema,
  ...aiLineFields,
});

/** A line typed by hand: marked as custom on the quote, the PDF and the public page. */
export const customLineRequestSchema = z.object({
  ...lineIdentity,
  description: z
    .string({ message: QUOTE_FIELD_MESSAGES.descriptionEmpty })
    .trim()
    .min(1, QUOTE_FIELD_MESSAGES.descriptionEmpty)
    .max(MAX_QUOTE_LINE_DESCRIPTION_LENGTH, 'Description is too long'),
  unit: z.string().trim().max(40).nullable().optional(),
  unitCost: moneySchema,
  quantity: quantitySchema,
  ...aiLineFields,
});

export const quoteLineRequestSchema = z.union([catalogLineRequestSchema, customLineRequestSchema]);
export type QuoteLineRequest = z.input<typeof quoteLineRequestSchema>;

/** The lines in their order on the quote (the order is the position: reorder by sending them reordered). */
const linesSchema = z.array(quoteLineRequestSchema).max(MAX_QUOTE_LINES, QUOTE_FIELD_MESSAGES.tooManyLines);

/** The fields of a quote a user edits (PUT replaces them all; lines in order). */
const quoteContentSchema = z.object({
  lines: linesSchema,
  /** The last day the client may accept; `DEFAULT_QUOTE_VALIDITY_DAYS` from today when left out. */
  validUntil: z.iso
    .date({ message: 'validUntil must be a date (YYYY-MM-DD)' })
    .max(10, 'validUntil must be a date (YYYY-MM-DD)')
    .optional(),
  notes: z.string().trim().max(MAX_QUOTE_NOTES_LENGTH, 'Notes are too long').nullable().optional(),
  /** A discount in percent off the subtotal; the tenant's default when left out, null for none. */
  discountPercent: percentSchema.nullable().optional(),
});

/** POST /api/quotes: a new DRAFT for a customer, optionally from a message (and its AI quote). */
export const createQuoteRequestSchema = quoteContentSchema.extend({
  customerId: requestId('Invalid customer id'),
  messageId: requestId('Invalid message id').nullable().optional(),
  /** Saved from the message's AI quote ("Save as quote"): the quote keeps the AI-generated flag. */
  aiGenerated: z.boolean().optional(),
});
export type CreateQuoteRequest = z.input<typeof createQuoteRequestSchema>;

export const updateQuoteRequestSchema = quoteContentSchema;
export type UpdateQuoteRequest = z.input<typeof updateQuoteRequestSchema>;

/** POST /api/quotes/{id}/send: to the customer's email (or its primary contact's) unless `to` names one. */
export const sendQuoteRequestSchema = z
  .object({
    to: z
      .email({ message: 'Enter a valid email address' })
      .max(MAX_EMAIL_LENGTH, 'Enter a valid email address')
      .optional(),
  })
  .nullish();
export type SendQuoteRequest = z.input<typeof sendQuoteRequestSchema>;

/** A line as the server stored it, with its price at the time and its exact total. */
export const quoteLineSchema = z.object({
  id: idSchema,
  kind: quoteLineKindSchema,
  /** The catalog service the price was copied from; null on a custom line (or once the service is deleted). */
  serviceId: idSchema.nullable(),
  description: z.string(),
  unit: z.string().nullable(),
  quantity: z.number(),
  unitCost: z.number(),
  lineTotal: z.number(),
  aiProposed: z.boolean(),
  sourceText: z.string().nullable(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** The server-computed amounts of a quote (and of each sent revision). */
export const quoteTotalsSchema = z.object({
  subtotal: z.number(),
  discountPercent: z.number().nullable(),
  discountAmount: z.number(),
  taxRatePercent: z.number().nullable(),
  taxAmount: z.number(),
  total: z.number(),
});
export type QuoteTotals = z.infer<typeof quoteTotalsSchema>;

export const quoteEventActionSchema = z.enum(QUOTE_EVENT_ACTIONS);
export type QuoteEventAction = z.infer<typeof quoteEventActionSchema>;

/** One entry of the audit trail: who (a user; null for the client or the system), what, when. */
export const quoteEventSchema = z.object({
  action: quoteEventActionSchema,
  at: z.string(),
  actor: z.object({ id: idSchema, name: z.string() }).nullable(),
  revision: z.number().int(),
  /** The client's comment on accept or decline; the recipient on send. */
  detail: z.string().nullable(),
});
export type QuoteEvent = z.infer<typeof quoteEventSchema>;

/** A quote in full, as the editor, the tab and the send call read it. */
export const quoteDetailSchema = quoteSchema.extend({
  ...quoteTotalsSchema.shape,
  customerName: z.string(),
  notes: z.string().nullable(),
  lines: z.array(quoteLineSchema),
  /** Grows when a sent quote is edited; the client keeps seeing `sentRevision` until it is sent again. */
  revision: z.number().int(),
  sentRevision: z.number().int().nullable(),
  /** Edited since it was last sent: Send again to show the client the changes. */
  hasUnsentChanges: z.boolean(),
  /** The public page's address, once sent (null for a draft never sent). */
  publicUrl: z.string().nullable(),
  sentAt: z.string().nullable(),
  viewedAt: z.string().nullable(),
  /** When the client accepted or declined, and their comment. */
  decidedAt: z.string().nullable(),
  clientComment: z.string().nullable(),
  updatedAt: z.string(),
  history: z.array(quoteEventSchema),
});
export type QuoteDetail = z.infer<typeof quoteDetailSchema>;

/** What Send answers: the quote (now SENT, with its link) and whether an email went out. */
export const sentQuoteSchema = quoteDetailSchema.extend({
  emailed: z.boolean(),
  /** Where the email went; null when none went out (no SMTP, or no address): copy `publicUrl` instead. */
  emailedTo: z.string().nullable(),
});
export type SentQuote = z.infer<typeof sentQuoteSchema>;

/** A tenant's quote settings: tax rate and discount (none by default), currency and validity. */
export const quoteSettingsSchema = z.object({
  taxRatePercent: percentSchema.nullable(),
  discountPercent: percentSchema.nullable(),
  currency: z
    .string({ message: QUOTE_FIELD_MESSAGES.currency })
    .max(20, QUOTE_FIELD_MESSAGES.currency)
    .trim()
    .superRefine(ruledBy(currencyProblem)),
  /** How many days a new quote stays valid (its valid-until date is today plus these). */
  validityDays: z
    .number({ message: QUOTE_FIELD_MESSAGES.validityRange })
    .superRefine(ruledBy(validityDaysProblem)),
});
export type QuoteSettings = z.infer<typeof quoteSettingsSchema>;
export const DEFAULT_QUOTE_SETTINGS: QuoteSettings = {
  taxRatePercent: null,
  discountPercent: null,
  currency: 'USD',
  validityDays: DEFAULT_QUOTE_VALIDITY_DAYS,
};

/** What the client sees on the public page: the revision that was sent, with the tenant's branding. */
export const publicQuoteSchema = quoteTotalsSchema.extend({
  number: z.string(),
  status: quoteStatusSchema,
  currency: z.string(),
  validUntil: z.string(),
  notes: z.string().nullable(),
  customerName: z.string(),
  tenant: z.object({
    name: z.string(),
    logoUrl: z.string().nullable(),
    primaryColor: z.string().nullable(),
  }),
  lines: z.array(quoteLineSchema.omit({ id: true, serviceId: true, aiProposed: true, sourceText: true })),
  sentAt: z.string(),
  decidedAt: z.string().nullable(),
  clientComment: z.string().nullable(),
});
export type PublicQuote = z.infer<typeof publicQuoteSchema>;

export const quoteDecisionRequestSchema = z
  .object({
    comment: z
      .string()
      .trim()
      .max(MAX_QUOTE_COMMENT_LENGTH, `Comment must be at most ${MAX_QUOTE_COMMENT_LENGTH} characters`)
      .optional(),
  })
  .nullish();
export type QuoteDecisionRequest = z.input<typeof quoteDecisionRequestSchema>;

const quoteParams = idParams('id', 'quote');
/** The public link's token: unguessable, 43 URL-safe characters (32 random bytes). */
const tokenParams = z.object({ token: z.string().min(1).max(128) });
const PDF = { description: 'The quote as a PDF document', contentType: 'application/pdf' };
const QUOTE_TAG = 'Quotes';

export const quoteEndpoints = {
  createQuote: {
    summary: 'Draft a quote for a customer (from the catalog, typed lines, or a message and its AI quote)',
    tag: QUOTE_TAG,
    access: 'session',
    body: createQuoteRequestSchema,
    responses: { 201: quoteDetailSchema },
  },
  getQuote: {
    summary: 'A quote in full: lines, totals, revision and audit trail',
    tag: QUOTE_TAG,
    access: 'session',
    params: quoteParams,
    responses: { 200: quoteDetailSchema },
  },
  updateQuote: {
    summary: "Replace a quote's lines, notes, discount and valid-until date",
    description:
      'A DRAFT changes in place; a SENT quote gets a new revision (the client keeps seeing the sent one until ' +
      'it is sent again). An accepted, declined or expired quote cannot change (409). Editing a line the AI ' +
      'proposed (another service or quantity, or removing it) records a correction the quote engine learns from.',
    tag: QUOTE_TAG,
    access: 'session',
    params: quoteParams,
    body: updateQuoteRequestSchema,
    responses: { 200: quoteDetailSchema },
  },
  deleteQuote: {
    summary: 'Delete a draft quote (one sent to the client stays, 409)',
    tag: QUOTE_TAG,
    access: 'session',
    params: quoteParams,
    responses: { 204: NO_CONTENT },
  },
  sendQuote: {
    summary: 'Send a quote: SENT, with its public link, emailed when mail is set up',
    description:
      'Answers the link to copy in `publicUrl` also when no email went out. A Lead or Prospect customer moves ' +
      'to Quoted. Sending again sends the latest revision.',
    tag: QUOTE_TAG,
    access: 'session',
    params: quoteParams,
    body: sendQuoteRequestSchema,
    responses: { 200: sentQuoteSchema },
  },
  getQuotePdf: {
    summary: 'Download a quote as a PDF (the current revision)',
    tag: QUOTE_TAG,
    access: 'session',
    params: quoteParams,
    responses: { 200: PDF },
  },
  getQuoteSettings: {
    summary: "A tenant's quote settings: tax rate, discount, currency, validity",
    tag: QUOTE_TAG,
    access: 'session',
    params: idParams('tenantId', 'tenant'),
    responses: { 200: quoteSettingsSchema },
  },
  updateQuoteSettings: {
    summary: "Change a tenant's quote settings (applies to quotes drafted afterwards)",
    tag: QUOTE_TAG,
    access: 'admin',
    params: idParams('tenantId', 'tenant'),
    body: quoteSettingsSchema,
    responses: { 200: quoteSettingsSchema },
  },
  getPublicQuote: {
    summary: 'The sent quote behind a public link (no sign-in); marks it viewed',
    description: 'The page at `/q/{token}` shows the same. A wrong or expired token is a 404.',
    tag: QUOTE_TAG,
    access: 'public',
    params: tokenParams,
    responses: { 200: publicQuoteSchema },
  },
  getPublicQuotePdf: {
    summary: 'The sent quote behind a public link as a PDF (no sign-in)',
    tag: QUOTE_TAG,
    access: 'public',
    params: tokenParams,
    responses: { 200: PDF },
  },
  acceptPublicQuote: {
    summary: 'The client accepts the quote (no sign-in, rate-limited; accepting twice changes nothing)',
    description: 'The customer moves to Active. A declined or expired quote answers 409.',
    tag: QUOTE_TAG,
    access: 'public',
    params: tokenParams,
    body: quoteDecisionRequestSchema,
    responses: { 200: publicQuoteSchema },
  },
  declinePublicQuote: {
    summary: 'The client declines the quote (no sign-in, rate-limited; declining twice changes nothing)',
    description: 'An accepted or expired quote answers 409.',
    tag: QUOTE_TAG,
    access: 'public',
    params: tokenParams,
    body: quoteDecisionRequestSchema,
    responses: { 200: publicQuoteSchema },
  },
} satisfies EndpointGroup;
