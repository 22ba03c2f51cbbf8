import { z } from 'zod';
import {
  ALIAS_SOURCES,
  CUSTOMER_STATUSES,
  MESSAGE_SOURCES,
  MESSAGE_STATUSES,
  QUOTE_STATUSES,
  ROLES,
  THEME_MODES,
} from './constants';

/** The API contract: one schema per entity, shared by the server (validation) and the web (types). */

export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const themeModeSchema = z.enum(THEME_MODES);
export type ThemeMode = z.infer<typeof themeModeSchema>;

export const idSchema = z.string().min(1).max(64);

/** A uuid's text is 36 characters: the bound of every id a request names (OWASP API4, unbounded input). */
const UUID_LENGTH = 36;

/** An id a request names; `message` is the 400's when it is not a uuid. */
export const requestId = (message: string) => z.uuid({ message }).max(UUID_LENGTH, message);
export const isoDate = z.string();

export const tenantSchema = z.object({ id: idSchema, name: z.string() });
export type Tenant = z.infer<typeof tenantSchema>;

export const currentSessionSchema = z.object({
  tenantId: idSchema,
  tenantName: z.string(),
  userId: idSchema,
  userName: z.string(),
  userEmail: z.string(),
  role: roleSchema,
  /**
   * True while a super admin views this tenant as support: `tenantId` and `tenantName` are then the viewed
   * tenant's, and every call acts in it (docs/product-rules.md#support-view).
   */
  viewingAsSupport: z.boolean().optional(),
});
export type CurrentSession = z.infer<typeof currentSessionSchema>;

export const userSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  tenantId: idSchema,
  tenant: tenantSchema.nullable(),
  tenantName: z.string().nullable(),
  createdAt: isoDate,
  themeMode: themeModeSchema,
  gmailAuthStatus: z.boolean(),
  gmailEmail: z.string().nullable(),
  /** Whether the user has set a password; until then an admin may resend the invitation. */
  passwordSet: z.boolean(),
  /** Whether the user signs in with a second factor (TOTP). */
  twoFactorEnabled: z.boolean(),
  /** Whether the user's tenant requires a second factor of everyone: then the user cannot turn theirs off. */
  twoFactorRequired: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const brandingSchema = z.object({
  logoUrl: z.string().nullable(),
  sidebarLogoUrl: z.string().nullable(),
  primaryColor: z.string().nullable(),
  secondaryColor: z.string().nullable(),
  accentColor: z.string().nullable(),
  theme: z.string().nullable(),
});
export type Branding = z.infer<typeof brandingSchema>;

export const messageSourceSchema = z.enum(MESSAGE_SOURCES);
export type MessageSource = z.infer<typeof messageSourceSchema>;
export const messageStatusSchema = z.enum(MESSAGE_STATUSES);
export type MessageStatus = z.infer<typeof messageStatusSchema>;

export const contactSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  isPrimary: z.boolean(),
  customerId: idSchema,
});
export type Contact = z.infer<typeof contactSchema>;

/** A contact as GET /api/contacts lists them: with its customer's name, for pickers across customers. */
export const listedContactSchema = contactSchema.extend({ customerName: z.string() });
export type ListedContact = z.infer<typeof listedContactSchema>;

export const quoteLineItemSchema = z.object({
  serviceId: idSchema.nullable(),
  name: z.string(),
  quantity: z.number(),
  unit: z.string().nullable(),
  unitCost: z.number(),
  lineTotal: z.number(),
  sourceText: z.string().nullable(),
});
export type QuoteLineItem = z.infer<typeof quoteLineItemSchema>;

export const aiQuoteContentSchema = z.object({
  lineItems: z.array(quoteLineItemSchema),
  total: z.number(),
  currency: z.string(),
  unmatched: z.array(z.object({ text: z.string(), reason: z.string() })),
});
export type AiQuoteContent = z.infer<typeof aiQuoteContentSchema>;

export const messageSchema = z.object({
  id: idSchema,
  tenantId: idSchema,
  customerId: idSchema.nullable(),
  contactId: idSchema.nullable(),
  source: messageSourceSchema,
  status: messageStatusSchema,
  subject: z.string().nullable(),
  content: z.string().nullable(),
  fromEmail: z.string().nullable(),
  fromPhone: z.string().nullable(),
  senderName: z.string().nullable(),
  receivedAt: isoDate.nullable(),
  createdAt: isoDate,
  contact: contactSchema.nullable(),
  customer: z.object({ id: idSchema, name: z.string() }).nullable(),
  aiQuoteResponse: aiQuoteContentSchema.nullable(),
  aiLinkResponse: z.unknown().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const customerStatusSchema = z.enum(CUSTOMER_STATUSES);
export type CustomerStatus = z.infer<typeof customerStatusSchema>;

export const customerSchema = z.object({
  id: idSchema,
  name: z.string(),
  status: customerStatusSchema,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  industry: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  source: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: isoDate,
  tenantId: idSchema,
  userId: idSchema.nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

export const quoteStatusSchema = z.enum(QUOTE_STATUSES);
export type QuoteStatus = z.infer<typeof quoteStatusSchema>;

/** A quote as `GET /api/quotes` lists it: the spec's fields, plus its number, currency and valid-until date. */
export const quoteSchema = z.object({
  id: idSchema,
  customerId: idSchema,
  messageId: idSchema.nullable(),
  status: quoteStatusSchema,
  /** Exact to the cent: computed on the server with decimal arithmetic. */
  total: z.number(),
  aiGenerated: z.boolean(),
  createdAt: isoDate,
  /** The tenant's sequence, e.g. `Q-2026-0042`. */
  number: z.string(),
  currency: z.string(),
  /** The last day the quote may be accepted (YYYY-MM-DD). */
  validUntil: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const aiResponseSchema = z.object({
  id: idSchema,
  output: z.string(),
  model: z.string(),
  version: z.string().nullable(),
  status: z.string(),
  createdAt: isoDate,
  metadata: z.record(z.string(), z.unknown()).nullable(),
});
export type AiResponse = z.infer<typeof aiResponseSchema>;

export const aiPromptSchema = z.object({
  id: idSchema,
  content: z.string(),
  type: z.string(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  createdAt: isoDate,
  user: z.object({ name: z.string() }).nullable(),
  responses: z.array(aiResponseSchema),
});
export type AiPrompt = z.infer<typeof aiPromptSchema>;

export const catalogSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  tenantId: idSchema,
  serviceCount: z.number(),
  avgCost: z.number().nullable(),
  minCost: z.number().nullable(),
  maxCost: z.number().nullable(),
});
export type Catalog = z.infer<typeof catalogSchema>;

export const serviceSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  unit: z.string().nullable(),
  unitCost: z.number(),
  catalogId: idSchema,
  /** "Also known as": the words customers use for the service, oldest first. */
  aliases: z.array(z.string()),
});
export type Service = z.infer<typeof serviceSchema>;

export const aliasSourceSchema = z.enum(ALIAS_SOURCES);
export type AliasSource = z.infer<typeof aliasSourceSchema>;

/** One "Also known as" phrase of a service, with where it came from, who added it and when. */
export const serviceAliasSchema = z.object({
  serviceId: idSchema,
  phrase: z.string(),
  source: aliasSourceSchema,
  /** Null when the user who added it has since been deleted. */
  createdBy: idSchema.nullable(),
  createdAt: isoDate,
});
export type ServiceAlias = z.infer<typeof serviceAliasSchema>;

export const importResultSchema = z.object({ imported: z.number().int().nonnegative() });
export type ImportResult = z.infer<typeof importResultSchema>;
