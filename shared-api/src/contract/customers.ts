import { z } from 'zod';
import { CUSTOMER_STATUSES } from './constants';
import { contactSchema, customerSchema } from './entities';
import { changesSomething, NOTHING_TO_UPDATE } from './requests';

/** Request and response bodies of the spec §7 customer, contact and quote calls. */

/** Optional free text: trimmed, and blank becomes null. */
const optionalText = (max = 2000) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => value?.trim() || null);

/** An optional address, trimmed and lower-cased; blank becomes null. The form's rule and text (spec §5). */
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
  tenantId: z.uuid({ message: 'Invalid tenant id' }).optional(),
  /** Sent by the spec's client; the owner is always the signed-in user. */
  userId: z.string().max(64).nullish(),
});
export type CustomerRequest = z.input<typeof customerRequestSchema>;

export const contactRequestSchema = z.object({
  name: z.string({ message: 'Contact name is required' }).trim().min(1, 'Contact name is required').max(200),
  email: optionalEmail,
  phone: optionalText(50),
  isPrimary: z.boolean().default(false),
  customerId: z.uuid({ message: 'Customer is required.' }),
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

/** A customer as the pipeline reads it: the entity, its contacts and the figures derived for spec §3. */
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
