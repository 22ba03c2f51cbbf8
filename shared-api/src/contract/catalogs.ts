import { z } from 'zod';
import { type EndpointGroup, idParams, NO_CONTENT, tenantQuery } from './endpoint';
import { catalogSchema, serviceSchema } from './entities';

/** Request bodies of the catalog and service calls; the server validates with these. */

/** numeric(12,2): the largest unit cost the database holds. */
export const MAX_UNIT_COST = 9_999_999_999.99;

const CENTS_TEXT = /^\d+(\.\d{1,2})?$/;

/** Optional free text: trimmed, and blank becomes null. */
const optionalText = z
  .string()
  .max(2000)
  .nullish()
  .transform((value) => {
    const trimmed = value?.trim();
    return trimmed ? trimmed : null;
  });

export const createCatalogRequestSchema = z.object({
  name: z.string().trim().min(1, 'Please enter a catalog name').max(200),
  description: optionalText,
  tenantId: z.uuid({ message: 'Invalid tenant id' }).optional(),
});
export type CreateCatalogRequest = z.input<typeof createCatalogRequestSchema>;

/**
 * A unit cost as JSON sends it: a finite number ≥ 0 with at most two decimals, so nothing is lost on the way
 * into numeric(12,2). The output is the exact decimal text the database stores.
 */
export const unitCostSchema = z
  .number({ message: 'must be a number' })
  .finite('must be a finite number')
  .min(0, 'must not be negative')
  .max(MAX_UNIT_COST, 'is too large')
  .refine((value) => CENTS_TEXT.test(String(value)), 'must have at most two decimals')
  .transform((value) => value.toFixed(2));

export const serviceRequestSchema = z.object({
  name: z.string().trim().min(1, 'Please enter a service name').max(200),
  description: optionalText,
  unit: z
    .string()
    .max(100)
    .nullish()
    .transform((value) => value?.trim() || null),
  unitCost: unitCostSchema,
  catalogId: z.uuid({ message: 'Invalid catalog id' }),
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
      catalogId: z.uuid({ message: 'Invalid catalog id' }).optional(),
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
