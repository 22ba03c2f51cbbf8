import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rawRows } from '../db/raw-rows';

interface Figures {
  revenue: number;
  ai: number;
  pending: number;
}

const figuresJson = (row: string) =>
  sql.raw(`json_build_object('revenue', ${row}.revenue::float8, 'quotes',
  ${row}.quote_count, 'active', ${row}.active_quotes, 'ai', ${row}.ai_quotes, 'messages', ${row}.message_count,
  'pending', ${row}.pending_messages, 'last', ${row}.last_contact)::text`);

/**
 * A tenant's customers' figures as kept (by the triggers, or a bulk recompute), and as a fresh aggregate of their
 * quotes and messages says: `customer_figures_fresh`, the migration's one statement of the rules.
 */
export async function keptAndFresh(db: Database, tenantId: string) {
  type Row = { status: string; kept: string; fresh: string };
  const list = await rawRows<Row>(
    db,
    sql`select c.status, ${figuresJson('c')} as kept, ${figuresJson('f')} as fresh
    from customers c join customer_figures_fresh(${tenantId}) f on f.customer_id = c.id
    where c.tenant_id = ${tenantId}
    order by c.id`,
  );
  return {
    statuses: list.map((row) => row.status),
    kept: list.map((row) => JSON.parse(row.kept) as Figures),
    fresh: list.map((row) => JSON.parse(row.fresh) as Figures),
  };
}

/** The tenant's totals per status as the fresh aggregate of its customers' quotes and messages says. */
export async function freshSummary(db: Database, tenantId: string) {
  const { statuses, fresh } = await keptAndFresh(db, tenantId);
  const totals = new Map<
    string,
    { customers: number; aiCustomers: number; pendingMessages: number; revenue: number }
  >();
  fresh.forEach((figures, index) => {
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
