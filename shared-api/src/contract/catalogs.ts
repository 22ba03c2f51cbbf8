import { z } from 'zod';

/** Request bodies of the spec §7 catalog and service calls; the server validates with these. */

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
