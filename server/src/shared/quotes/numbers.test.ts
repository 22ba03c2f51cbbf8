import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database';
import { customers, quotes, tenants } from '../../db/schema';
import { createTestDatabase } from '../../testing/database';
import { insertQuote } from './records';

/** On PGlite by default, on PostgreSQL with DATABASE_URL (where the drafts truly run at once). */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.close());

const SETTINGS = { taxRatePercent: null, discountPercent: null, currency: 'USD', validityDays: 30 };

async function tenantWithCustomer(name: string) {
  const { db } = database;
  const [tenant] = await db.insert(tenants).values({ name }).returning();
  const [customer] = await db
    .insert(customers)
    .values({ tenantId: tenant?.id as string, name: 'C' })
    .returning();
  return { tenantId: tenant?.id as string, customerId: customer?.id as string };
}

const draft = (ids: { tenantId: string; customerId: string }) =>
  database.db.transaction((tx) =>
    insertQuote(tx, {
      ...ids,
      messageId: null,
      aiGenerated: false,
      createdBy: null,
      lines: [],
      settings: SETTINGS,
    }),
  );

describe('quote numbers', () => {
  it('are handed out once each, in sequence per tenant, under concurrent drafts', async () => {
    const first = await tenantWithCustomer('First');
    const second = await tenantWithCustomer('Second');
    const drafts = 24;
    await Promise.all(Array.from({ length: drafts }, (_, index) => draft(index % 2 === 0 ? first : second)));
    const year = new Date().getUTCFullYear();
    for (const { tenantId } of [first, second]) {
      const numbers = (
        await database.db.select({ number: quotes.number }).from(quotes).where(eq(quotes.tenantId, tenantId))
      )
        .map((row) => row.number)
        .sort();
      const expected = Array.from(
        { length: drafts / 2 },
        (_, index) => `Q-${year}-${String(index + 1).padStart(4, '0')}`,
      );
      expect(numbers).toEqual(expected);
    }
  });
});
