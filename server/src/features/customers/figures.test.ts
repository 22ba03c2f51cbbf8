import { eq, inArray, sql } from 'drizzle-orm';
import { CUSTOMER_STATUSES, MESSAGE_STATUSES, QUOTE_STATUSES } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { customers, messages, quotes } from '../../db/schema';
import { createTestContext, SETUP_TIMEOUT_MS, type TestContext } from '../../testing/app';
import { freshSummary, keptAndFresh } from '../../testing/figures';
import { testQuote } from '../../testing/quotes';
import { customerSummary } from './service';

let ctx: TestContext;
let tenantId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  tenantId = await ctx.tenantIdOf('owner@acme.test');
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

const pick = <T>(values: readonly T[], n: number): T => values[n % values.length] as T;

/** One random write of the kinds the product makes: customers, quotes and messages created, changed, removed. */
async function randomWrite(db: Database, customerIds: string[], seed: number) {
  const customerId = pick(customerIds, seed * 7);
  const otherId = pick(customerIds, seed * 13 + 1);
  await db.transaction(async (tx) => {
    switch (seed % 6) {
      case 0:
        await tx.insert(quotes).values(
          testQuote({
            tenantId,
            customerId,
            total: `${(seed * 37) % 900}.${seed % 100}`,
            status: pick(QUOTE_STATUSES, seed),
            aiGenerated: seed % 2 === 0,
          }),
        );
        break;
      case 1:
        await tx.insert(messages).values({
          tenantId,
          customerId,
          source: 'text',
          status: pick(MESSAGE_STATUSES, seed),
          content: `message ${seed}`,
          receivedAt: new Date(Date.UTC(2026, 0, 1 + (seed % 300))),
        });
        break;
      case 2:
        await tx
          .update(customers)
          .set({ status: pick(CUSTOMER_STATUSES, seed) })
          .where(eq(customers.id, customerId));
        break;
      case 3:
        // A message moves to another customer, or is unlinked, and changes status.
        await tx
          .update(messages)
          .set({ customerId: seed % 3 === 0 ? null : otherId, status: pick(MESSAGE_STATUSES, seed + 1) })
          .where(sql`${messages.id} = (select id from messages where customer_id = ${customerId} limit 1)`);
        break;
      case 4:
        await tx
          .update(quotes)
          .set({ total: `${seed % 500}`, status: pick(QUOTE_STATUSES, seed + 1), customerId: otherId })
          .where(sql`${quotes.id} = (select id from quotes where customer_id = ${customerId} limit 1)`);
        break;
      default:
        await tx
          .delete(messages)
          .where(sql`${messages.id} = (select id from messages where customer_id = ${customerId} limit 1)`);
        await tx
          .delete(quotes)
          .where(sql`${quotes.id} = (select id from quotes where customer_id = ${otherId} limit 1)`);
    }
  });
}

describe('customer figures kept by the database', () => {
  it('match an aggregate of the quotes and messages after the demo data is loaded', async () => {
    const { kept, fresh } = await keptAndFresh(ctx.db, tenantId);
    expect(kept.length).toBeGreaterThan(5);
    expect(kept).toEqual(fresh);
  });

  it(
    'stay exact under concurrent writes to the same customers, as do the per-status totals',
    async () => {
      const created = await ctx.db
        .insert(customers)
        .values(Array.from({ length: 6 }, (_, index) => ({ tenantId, name: `Race ${index}` })))
        .returning({ id: customers.id });
      const customerIds = created.map((row) => row.id);
      // Ten writers at once, each a stream of transactions over the same six customers (on PostgreSQL, each its
      // own connection: row locks and the totals' upserts really contend).
      await Promise.all(
        Array.from({ length: 10 }, async (_, writer) => {
          for (let step = 0; step < 12; step += 1)
            await randomWrite(ctx.db, customerIds, writer * 100 + step);
        }),
      );

      const { kept, fresh } = await keptAndFresh(ctx.db, tenantId);
      expect(kept).toEqual(fresh);
      const { statuses } = await customerSummary(ctx.db, tenantId);
      expect(statuses).toEqual(await freshSummary(ctx.db, tenantId));
    },
    SETUP_TIMEOUT_MS,
  );

  it('keep the per-status totals exact when one statement inserts, moves and deletes many customers', async () => {
    const names = Array.from({ length: 40 }, (_, index) => `Bulk ${index}`);
    const inserted = await ctx.db
      .insert(customers)
      .values(names.map((name, index) => ({ tenantId, name, status: pick(CUSTOMER_STATUSES, index) })))
      .returning({ id: customers.id });
    const ids = inserted.map((row) => row.id);
    const expectTotalsExact = async () =>
      expect((await customerSummary(ctx.db, tenantId)).statuses).toEqual(
        await freshSummary(ctx.db, tenantId),
      );
    await expectTotalsExact();

    await ctx.db.update(customers).set({ status: 'PROSPECT' }).where(inArray(customers.id, ids));
    await expectTotalsExact();
    await ctx.db.update(customers).set({ notes: 'bulk edit' }).where(inArray(customers.id, ids));
    await expectTotalsExact();

    await ctx.db.delete(customers).where(inArray(customers.id, ids));
    await expectTotalsExact();
  });

  it('leave a deleted customer out of the totals, its messages unlinked', async () => {
    const [customer] = await ctx.db.insert(customers).values({ tenantId, name: 'Leaving' }).returning();
    const customerId = customer?.id ?? '';
    await ctx.db
      .insert(quotes)
      .values(testQuote({ tenantId, customerId, total: '120.50', aiGenerated: true }));
    await ctx.db.insert(messages).values({ tenantId, customerId, source: 'email', status: 'NEW' });
    const before = await customerSummary(ctx.db, tenantId);

    await ctx.db.delete(customers).where(eq(customers.id, customerId));

    const lead = (summary: typeof before) => summary.statuses.find((row) => row.status === 'LEAD');
    const after = await customerSummary(ctx.db, tenantId);
    expect(lead(after)?.customers).toBe((lead(before)?.customers ?? 0) - 1);
    expect(lead(after)?.aiCustomers).toBe((lead(before)?.aiCustomers ?? 0) - 1);
    expect(lead(after)?.pendingMessages).toBe((lead(before)?.pendingMessages ?? 0) - 1);
    expect(lead(after)?.revenue).toBeCloseTo((lead(before)?.revenue ?? 0) - 120.5, 2);
    expect(after.statuses).toEqual(await freshSummary(ctx.db, tenantId));
  });
});
