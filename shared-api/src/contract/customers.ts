import { z } from 'zod';
import { CUSTOMER_SORTS, CUSTOMER_STATUSES } from './constants';
import { type EndpointGroup, idParams, NO_CONTENT, pageQuery, searchQuery, tenantQuery } from './endpoint';
import { contactSchema, customerSchema, listedContactSchema, quoteSchema, requestId } from './entities';
import { changesSomething, NOTHING_TO_UPDATE } from './requests';

/** Request and response bodies of the customer, contact and quote calls. */

/** Optional free text: trimmed, and blank becomes null. */
const optionalText = (max = 2000) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => value?.trim() || null);

/** An optional address, trimmed and lower-cased; blank becomes null. The customer form's rule and text. */
const optionalEmail = z
  .string()
  .max(320)
  .nullish()
  .transform((value) => value?.trim().toLowerCase() || null)
  .pipe(z.email({ message: 'Invalid email format' }).nullable());

const hasScheme = (value: string) => /^[a-z][a-z0-9+.-]*:/i.test(value);

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * An optional web address, shown as a link: blank becomes null, a bare host (`acme.com`) gets `https://`, and
 * anything but http(s) — `javascript:` above all — is refused.
 */
const optionalWebsite = optionalText(500)
  .transform((value) => (value && !hasScheme(value) ? `https://${value}` : value))
  .refine((value) => value === null || isWebAddress(value), {
    message: 'Website must be an http or https address',
  });

export const customerRequestSchema = z.object({
  name: z.string({ message: 'Company name is required' }).trim().min(1, 'Company name is required').max(200),
  status: z
    .enum(CUSTOMER_STATUSES, { message: `status must be one of ${CUSTOMER_STATUSES.join(', ')}` })
    .default('LEAD'),
  email: optionalEmail,
  phone: optionalText(50),
  website: optionalWebsite,
  industry: optionalText(200),
  address: optionalText(500),
  city: optionalText(200),
  state: optionalText(100),
  postalCode: optionalText(20),
  country: optionalText(100),
  source: optionalText(200),
  notes: optionalText(10_000),
  tenantId: requestId('Invalid tenant id').optional(),
  /** Sent by older clients; the owner is always the signed-in user. */
  userId: z.string().max(64).nullish(),
});
export type CustomerRequest = z.input<typeof customerRequestSchema>;

export const contactRequestSchema = z.object({
  name: z.string({ message: 'Contact name is required' }).trim().min(1, 'Contact name is required').max(200),
  email: optionalEmail,
  phone: optionalText(50),
  isPrimary: z.boolean().default(false),
  customerId: requestId('Customer is required.'),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** PUT /api/contacts/{id}: any of the contact fields; those left out keep their value. */
export const contactUpdateSchema = z
  .object({
    name: contactRequestSchema.shape.name.optional(),
    email: optionalEmail.optional(),
    phone: optionalText(50).optional(),
    isPrimary: z.boolean().optional(),
    customerId: contactRequestSchema.shape.customerId.optional(),
  })
  .refine(changesSomething, NOTHING_TO_UPDATE);
export type ContactUpdate = z.input<typeof contactUpdateSchema>;

/** A customer as the pipeline reads it: the entity, its contacts and the figures derived from its messages and quotes. */
export const customerWithFiguresSchema = customerSchema.extend({
  contacts: z.array(contactSchema),
  /** Sum of the customer's quote totals. */
  totalRevenue: z.number(),
  /** The latest message time (received, else created); null without messages. */
  lastContact: z.string().nullable(),
  /** Whether any of the customer's quotes was AI-generated. */
  aiGenerated: z.boolean(),
  /** Messages NEW or PENDING. */
  pendingMessages: z.number(),
  /** Quotes DRAFT or SENT. */
  activeQuotes: z.number(),
  messageCount: z.number(),
  quoteCount: z.number(),
});
export type CustomerWithFigures = z.infer<typeof customerWithFiguresSchema>;

const statusMessage = `status must be one of ${CUSTOMER_STATUSES.join(', ')}`;

/** GET /api/customers: a tenant's customers, of some statuses, matching a search, in one order; paged or whole. */
export const customerListQuerySchema = pageQuery.extend({
  ...tenantQuery.shape,
  /** Comma-separated: a pipeline column asks for every status it shows. */
  status: z
    .string()
    .max(200, statusMessage)
    .transform((list) => list.split(',').map((status) => status.trim()))
    .pipe(z.array(z.enum(CUSTOMER_STATUSES, { message: statusMessage })))
    .optional()
    .meta({ description: `Comma-separated statuses (${CUSTOMER_STATUSES.join(', ')}); all when absent` }),
  /** By name unless told. */
  sort: z.enum(CUSTOMER_SORTS, { message: `sort must be one of ${CUSTOMER_SORTS.join(', ')}` }).optional(),
  /** Over the name, email and industry. */
  search: searchQuery,
});
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** The classic call's answer: every customer of the tenant, by name. */
export const customerListSchema = z.object({ customers: z.array(customerWithFiguresSchema) });
export const customerPageSchema = z.object({
  customers: z.array(customerWithFiguresSchema),
  /** How many customers the list holds in all (of the statuses asked for); null under a search. */
  total: z.number().int().nullable(),
  nextCursor: z.string().nullable(),
});
export type CustomerPage = z.infer<typeof customerPageSchema>;

/** One customer status's totals in a tenant, kept exact as customers, quotes and messages change. */
export const customerStatusTotalsSchema = z.object({
  status: z.enum(CUSTOMER_STATUSES),
  customers: z.number().int(),
  /** Customers with at least one AI-generated quote. */
  aiCustomers: z.number().int(),
  /** Their messages NEW or PENDING. */
  pendingMessages: z.number().int(),
  /** The sum of their quote totals. */
  revenue: z.number(),
});
export type CustomerStatusTotals = z.infer<typeof customerStatusTotalsSchema>;
export const customerSummarySchema = z.object({ statuses: z.array(customerStatusTotalsSchema) });
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

/** GET /api/contacts: a picker's first matches as the user types, or a customer's contacts page by page. */
export const contactListQuerySchema = pageQuery.extend({
  ...tenantQuery.shape,
  customerId: requestId('Invalid customer id').optional(),
  /** Over the contact's name, email and phone and its customer's name. */
  search: searchQuery,
});
export type ContactListQuery = z.input<typeof contactListQuerySchema>;

export const contactPageSchema = z.object({
  contacts: z.array(listedContactSchema),
  nextCursor: z.string().nullable(),
});
export type ContactPage = z.infer<typeof contactPageSchema>;

const customerIdParams = idParams('id', 'customer');
const contactIdParams = idParams('id', 'contact');

export const customerEndpoints = {
  listCustomers: {
    summary:
      "A tenant's customers with their contacts and figures: a page (by name, newest, revenue or last contact, of some statuses, matching a search), or with none of those parameters the whole list",
    tag: 'Customers',
    access: 'session',
    query: customerListQuerySchema,
    responses: { 200: z.union([customerPageSchema, customerListSchema]) },
  },
  getCustomerSummary: {
    summary:
      "A tenant's customer totals per status (count, with AI quotes, pending messages, revenue): the summary cards and the pipeline columns' totals, at the same cost for any tenant size",
    tag: 'Customers',
    access: 'session',
    query: tenantQuery,
    responses: { 200: customerSummarySchema },
  },
  getCustomer: {
    summary: 'One customer with its contacts and figures',
    tag: 'Customers',
    access: 'session',
    params: customerIdParams,
    query: tenantQuery,
    responses: { 200: customerWithFiguresSchema },
  },
  createCustomer: {
    summary: 'Create a customer (owned by the signed-in user)',
    tag: 'Customers',
    access: 'session',
    body: customerRequestSchema,
    responses: { 201: customerWithFiguresSchema },
  },
  updateCustomer: {
    summary: "Replace a customer's fields (a pipeline move sends them all with the new status)",
    tag: 'Customers',
    access: 'session',
    params: customerIdParams,
    body: customerRequestSchema,
    responses: { 200: customerWithFiguresSchema },
  },
  deleteCustomer: {
    summary: 'Delete a customer with its contacts and quotes; its messages stay, unlinked',
    tag: 'Customers',
    access: 'session',
    params: customerIdParams,
    query: tenantQuery,
    responses: { 204: NO_CONTENT },
  },
  listContacts: {
    summary:
      "A tenant's contacts with their customer's name (by name), or one customer's (primary first): a page, or with none of `limit`, `cursor` and `search` the whole list (an array)",
    tag: 'Customers',
    access: 'session',
    query: contactListQuerySchema,
    responses: { 200: z.union([contactPageSchema, z.array(listedContactSchema)]) },
  },
  createContact: {
    summary: 'Add a contact to a customer',
    tag: 'Customers',
    access: 'session',
    body: contactRequestSchema,
    responses: { 201: contactSchema },
  },
  updateContact: {
    summary: 'Change some fields of a contact (or move it to another customer of the tenant)',
    tag: 'Customers',
    access: 'session',
    params: contactIdParams,
    body: contactUpdateSchema,
    responses: { 200: contactSchema },
  },
  deleteContact: {
    summary: 'Delete a contact',
    tag: 'Customers',
    access: 'session',
    params: contactIdParams,
    responses: { 204: NO_CONTENT },
  },
  listQuotes: {
    summary: "A tenant's quotes, newest first (`customerId` narrows them to one customer)",
    tag: 'Customers',
    access: 'session',
    query: tenantQuery.extend({ customerId: requestId('Invalid customer id').optional() }),
    responses: { 200: z.array(quoteSchema) },
  },
} satisfies EndpointGroup;
