import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { tenants } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import type { StoredQuoteSettings } from './records';

/** A tenant's quote settings (tax rate and discount none unless set). */
export async function quoteSettingsOf(db: Database, tenantId: string): Promise<StoredQuoteSettings> {
  const [row] = await db
    .select({
      taxRatePercent: tenants.quoteTaxRatePercent,
      discountPercent: tenants.quoteDiscountPercent,
      currency: tenants.quoteCurrency,
      validityDays: tenants.quoteValidityDays,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!row) throw notFound('Tenant not found');
  return row;
}
