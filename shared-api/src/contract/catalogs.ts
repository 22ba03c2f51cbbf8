import { z } from 'zod';
import {
  CATALOG_NAME_REQUIRED,
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
  MAX_UNIT_LENGTH,
  SERVICE_NAME_REQUIRED,
  tooLongMessage,
  UNIT_COST_MESSAGES,
  unitCostProblem,
} from './catalog-rules';
import {
  MAX_ALIAS_LENGTH,
  MAX_CORRECTION_PHRASE_LENGTH,
  MAX_RAW_PHRASE_LENGTH,
  MAX_SERVICE_ALIASES,
  MIN_ALIAS_LENGTH,
} from './constants';
import { type EndpointGroup, idParams, NO_CONTENT, tenantQuery } from './endpoint';
import { catalogSchema, requestId, serviceSchema } from './entities';

/** Request bodies of the catalog and service calls; the server validates with these, built from catalog-rules.ts. */

/** A required name: trimmed, not blank, at most MAX_NAME_LENGTH characters. */
const nameText = (required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, required)
    .max(MAX_NAME_LENGTH, tooLongMessage('Name', MAX_NAME_LENGTH));

/** Optional free text: trimmed, blank becomes null, at most `max` characters. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .max(max * 2, tooLongMessage(label, max))
    .nullish()
    .transform((value) => value?.trim() || null)
    .refine((value) => (value?.length ?? 0) <= max, tooLongMessage(label, max));

const catalogFields = {
  name: nameText(CATALOG_NAME_REQUIRED),
  description: optionalText('Description', MAX_DESCRIPTION_LENGTH),
};

export const createCatalogRequestSchema = z.object({
  ...catalogFields,
  tenantId: requestId('Invalid tenant id').optional(),
});
export type CreateCatalogRequest = z.input<typeof createCatalogRequestSchema>;

/** Renaming a catalog: the fields of a new one; its tenant stays. */
export const updateCatalogRequestSchema = z.object(catalogFields);
export type UpdateCatalogRequest = z.input<typeof updateCatalogRequestSchema>;

/**
 * A unit cost as JSON sends it: a finite number over 0 with at most two decimals, so nothing is lost on the way
 * into numeric(12,2). The output is the exact decimal text the database stores.
 */
export const unitCostSchema = z
  .number({ message: UNIT_COST_MESSAGES.notANumber })
  .superRefine((cost, ctx) => {
    const problem = unitCostProblem(cost);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((cost) => cost.toFixed(2));

/** A phrase as it is stored and compared: trimmed, each run of spaces made one. */
export const normalisePhrase = (text: string): string => text.trim().replace(/\s+/g, ' ');

/** A phrase as an error message quotes it: cut to 40 characters. */
const quoted = (phrase: string) => `"${phrase.length > 40 ? `${phrase.slice(0, 39)}…` : phrase}"`;

const ALIAS_LENGTHS = `phrases have ${MIN_ALIAS_LENGTH} to ${MAX_ALIAS_LENGTH} characters`;

/** The 400 messages of a service's "Also known as" list, after `aliases: `; the server words its own checks alike. */
export const aliasMessages = {
  tooMany: `at most ${MAX_SERVICE_ALIASES} phrases per service`,
  tooShort: (phrase: string) => `${quoted(phrase)} is too short: ${ALIAS_LENGTHS}`,
  tooLong: (phrase: string) => `${quoted(phrase)} is too long: ${ALIAS_LENGTHS}`,
  twice: (phrase: string) => `${quoted(phrase)} is listed twice`,
};

/**
 * A service's "Also known as" phrases: each normalised, at least 2 characters, none twice whatever the case.
 * A phrase up to 200 characters passes here because a stored correction (a quote line's text) may be that
 * long and is sent back with the list; the server refuses a new phrase over 80.
 */
export const aliasListSchema = z
  .array(
    z
      .string({ message: 'each phrase must be text' })
      .max(MAX_RAW_PHRASE_LENGTH, `each phrase must have at most ${MAX_RAW_PHRASE_LENGTH} characters`)
      .transform(normalisePhrase),
    {
      message: 'must be a list of phrases',
    },
  )
  .max(MAX_SERVICE_ALIASES, aliasMessages.tooMany)
  .superRefine((phrases, ctx) => {
    const seen = new Set<string>();
    for (const phrase of phrases) {
      if (phrase.length < MIN_ALIAS_LENGTH) {
        ctx.addIssue({ code: 'custom', message: aliasMessages.tooShort(phrase) });
      }
      if (phrase.length > MAX_CORRECTION_PHRASE_LENGTH) {
        ctx.addIssue({ code: 'custom', message: aliasMessages.tooLong(phrase) });
      }
      const key = phrase.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: aliasMessages.twice(phrase) });
      seen.add(key);
    }
  });

export const serviceRequestSchema = z.object({
  name: nameText(SERVICE_NAME_REQUIRED),
  description: optionalText('Description', MAX_DESCRIPTION_LENGTH),
  unit: optionalText('Unit', MAX_UNIT_LENGTH),
  unitCost: unitCostSchema,
  catalogId: requestId('Invalid catalog id'),
  /** The service's whole "Also known as" list; omitted, the stored one is kept (none for a new service). */
  aliases: aliasListSchema.optional(),
});
export type ServiceRequest = z.input<typeof serviceRequestSchema>;

export const catalogEndpoints = {
  listCatalogs: {
    summary: "A tenant's service catalogs, with their service counts and cost figures",
    tag: 'Catalogs',
    access: 'session',
    query: tenantQuery,
    responses: { 200: z.array(catalogSchema) },
  },
  createCatalog: {
    summary: 'Create a catalog',
    tag: 'Catalogs',
    access: 'session',
    body: createCatalogRequestSchema,
    responses: { 201: catalogSchema },
  },
  updateCatalog: {
    summary: "Change a catalog's name and description",
    tag: 'Catalogs',
    access: 'session',
    params: idParams('id', 'catalog'),
    body: updateCatalogRequestSchema,
    responses: { 200: catalogSchema },
  },
  deleteCatalog: {
    summary: 'Delete a catalog and its services',
    tag: 'Catalogs',
    access: 'session',
    params: idParams('id', 'catalog'),
    responses: { 204: NO_CONTENT },
  },
  listServices: {
    summary: 'The services of a catalog, or of the whole tenant when no catalog is named',
    tag: 'Catalogs',
    access: 'session',
    query: z.object({
      catalogId: requestId('Invalid catalog id').optional(),
      tenantId: tenantQuery.shape.tenantId,
    }),
    responses: { 200: z.array(serviceSchema) },
  },
  createService: {
    summary: 'Add a service to a catalog',
    tag: 'Catalogs',
    access: 'session',
    body: serviceRequestSchema,
    responses: { 201: serviceSchema },
  },
  updateService: {
    summary: 'Change a service (it may move to another catalog of the tenant)',
    description:
      'A given `aliases` list becomes the whole "Also known as" list: phrases that stay keep their source and ' +
      'author, new ones are added as typed in the catalog, missing ones are removed. Without it they are kept.',
    tag: 'Catalogs',
    access: 'session',
    params: idParams('id', 'service'),
    body: serviceRequestSchema,
    responses: { 200: serviceSchema },
  },
  deleteService: {
    summary: 'Delete a service',
    tag: 'Catalogs',
    access: 'session',
    params: idParams('id', 'service'),
    responses: { 204: NO_CONTENT },
  },
} satisfies EndpointGroup;
