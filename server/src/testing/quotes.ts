import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { customers, type quotes } from '../db/schema';

type QuoteInsert = typeof quotes.$inferInsert;

/** A quote row for a test that needs one as-is: a unique number and a far valid-until date filled in. */
export const testQuote = (values: Omit<QuoteInsert, 'number' | 'validUntil'>): QuoteInsert => ({
  number: `T-${randomUUID()}`,
  validUntil: '2099-12-31',
  ...values,
});

/** A new Lead of the tenant to quote (a unique name; other fields as given). */
export async function testCustomer(
  db: Database,
  tenantId: string,
  values: Partial<typeof customers.$inferInsert> = {},
) {
  const [row] = await db
    .insert(customers)
    .values({ tenantId, name: `Client ${randomUUID()}`, status: 'LEAD', ...values })
    .returning();
  return row as typeof customers.$inferSelect;
}
