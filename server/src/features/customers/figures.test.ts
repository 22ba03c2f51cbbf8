import { eq, sql } from 'drizzle-orm';
import { CUSTOMER_STATUSES, MESSAGE_STATUSES, QUOTE_STATUSES } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { rawRows } from '../../db/raw-rows';
import { customers, messages, quotes } from '../../db/schema';
import { createTestContext, SETUP_TIMEOUT_MS, type TestContext } from '../../testing/app';
import { testQuote } from '../../testing/quotes';
import { customerSummary } from './service';

let ctx: TestContext;
let tenantId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  tenantId = await ctx.tenantIdOf('owner@acme.test');
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

interface Figures {
  revenue: number;
  ai: number;
  pending: number;
}

/** Each customer's figures as kept by the triggers, and as an aggregate of its quotes and messages says. */
async function keptAndRecomputed(db: Database) {
  type Row = { status: string; kept: string; recomputed: string };
  const list = await rawRows<Row>(
    db,
    sql`
    select c.status,
      json_build_object('revenue', c.revenue::float8, 'quotes', c.quote_count, 'active', c.active_quotes,
        'ai', c.ai_quotes, 'messages', c.message_count, 'pending', c.pending_messages,
        'last', c.last_contact)::text as kept,
      json_build_object('revenue', coalesce(q.revenue, 0)::float8, 'quotes', coalesce(q.n, 0),
        'active', coalesce(q.active, 0), 'ai', coalesce(q.ai, 0), 'messages', coalesce(m.n, 0),
        'pending', coalesce(m.pending, 0), 'last', m.last)::text as recomputed
    from customers c
    left join (select customer_id, sum(total) revenue, count(*) n,
        count(*) filter (where status in ('DRAFT', 'SENT')) active, count(*) filter (where ai_generated) ai
      from quotes group by customer_id) q on q.customer_id = c.id
    left join (select customer_id, count(*) n, count(*) filter (where status in ('NEW', 'PENDING')) pending,
        max(coalesce(received_at, created_at)) last
      from messages where customer_id is not null group by customer_id) m on m.customer_id = c.id
    where c.tenant_id = ${tenantId}
    order by c.id`,
  );
  return {
    statuses: list.map((row) => row.status),
    kept: list.map((row) => JSON.parse(row.kept) as Figures),
    recomputed: list.map((row) => JSON.parse(row.recomputed) as Figures),
  };
}

/** The tenant's totals per status as an aggregate of its customers' quotes and messages says. */
async function recomputedSummary(db: Database) {
  const { statuses, recomputed } = await keptAndRecomputed(db);
  const totals = new Map<
    string,
    { customers: number; aiCustomers: number; pendingMessages: number; revenue: number }
  >();
  recomputed.forEach((figures, index) => {
    const status = statuses[index] ?? '';
    const total = totals.get(status) ?? { customers: 0, aiCustomers: 0, pendingMessages: 0, revenue: 0 };
    total.customers += 1;
    total.aiCustomers += figures.ai > 0 ? 1 : 0;
    total.pendingMessages += figures.pending;
    total.revenue = Math.round((total.revenue + figures.revenue) * 100) / 100;
    totals.set(status, total);
  });
  return [...totals.entries()]
    .map(([status, total]) => ({ status, ...total }))
    .sort((a, b) => a.status.localeCompare(b.status));
}

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
    const { kept, recomputed } = await keptAndRecomputed(ctx.db);
    expect(kept.length).toBeGreaterThan(5);
    expect(kept).toEqual(recomputed);
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

      const { kept, recomputed } = await keptAndRecomputed(ctx.db);
      expect(kept).toEqual(recomputed);
      const { statuses } = await customerSummary(ctx.db, tenantId);
      expect(statuses).toEqual(await recomputedSummary(ctx.db));
    },
    SETUP_TIMEOUT_MS,
  );

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
    expect(after.statuses).toEqual(await recomputedSummary(ctx.db));
  });
});
