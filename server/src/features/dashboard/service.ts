import { and, desc, eq, gt, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  columnOf,
  DASHBOARD_LATEST_MESSAGES,
  DASHBOARD_WINDOWS,
  type Dashboard,
  type DashboardMessageDay,
  PIPELINE_COLUMNS,
  type PipelineStageFigures,
  SENT_QUOTE_STATUSES,
  UNANSWERED_MESSAGE_STATUSES,
} from 'shared-api/contract';
import type { Database } from '../../db/database';
import { catalogs, customerStatusTotals, customers, messages, quotes, tenants } from '../../db/schema';
import { found } from '../../plugins/errors';
import { messageTime, selectMessages, toSummary } from '../../shared/inbox';

/**
 * The dashboard (docs/product-rules.md#dashboard): five small statements, each an index range scan or a read of
 * kept totals, so the page costs about the same in a tenant of any size.
 */

const CHART_DAYS = Math.max(...DASHBOARD_WINDOWS);

/** Local days and months of the asked time zone (a bound text parameter: `AT TIME ZONE` needs its type). */
const inZone = (time: SQLWrapper, timeZone: string) => sql`(${time} at time zone ${timeZone}::text)`;
/** The instant a local day (or month) of the time zone starts. */
const startOf = (localTime: SQL, timeZone: string) =>
  sql`(${localTime})::timestamp at time zone ${timeZone}::text`;
const localToday = (timeZone: string) => sql`${inZone(sql`now()`, timeZone)}::date`;

export async function dashboard(db: Database, tenantId: string, timeZone: string): Promise<Dashboard> {
  const [setup, messageDays, pipeline, quoteFigures, latest] = await Promise.all([
    setupOf(db, tenantId, timeZone),
    messagesByDay(db, tenantId, timeZone),
    pipelineStages(db, tenantId),
    quotesThisMonth(db, tenantId, timeZone),
    latestMessages(db, tenantId),
  ]);
  const { today, ...flags } = setup;
  return {
    today,
    messages: messageDays,
    pipeline,
    quotes: quoteFigures,
    latestMessages: latest,
    setup: flags,
  };
}

/** Today in the time zone, and whether the tenant has any catalog, customer and message yet. */
async function setupOf(db: Database, tenantId: string, timeZone: string) {
  const anyOf = (table: typeof catalogs | typeof customers | typeof messages) =>
    sql<boolean>`exists (${db.select({ one: sql`1` }).from(table).where(eq(table.tenantId, tenantId))})`;
  const [row] = await db
    .select({
      today: sql<string>`${localToday(timeZone)}::text`,
      hasCatalogs: anyOf(catalogs),
      hasCustomers: anyOf(customers),
      hasMessages: anyOf(messages),
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  // A super admin may name any tenant id: one that does not exist is not found.
  return found(row, 'Tenant not found');
}

/** The chart's days: messages received per local day and source, and those still unanswered. */
async function messagesByDay(
  db: Database,
  tenantId: string,
  timeZone: string,
): Promise<DashboardMessageDay[]> {
  const day = sql<string>`${inZone(messageTime, timeZone)}::date::text`;
  const today = localToday(timeZone);
  return (
    db
      .select({
        day,
        source: messages.source,
        received: sql<number>`count(*)::int`,
        unanswered: sql<number>`(count(*) filter (where ${inArray(messages.status, UNANSWERED_MESSAGE_STATUSES)}))::int`,
      })
      .from(messages)
      .where(
        and(
          eq(messages.tenantId, tenantId),
          // The inbox-order index (tenant, time, …, source, status) serves this range alone (migration 0015).
          sql`${messageTime} >= ${startOf(sql`${today} - ${CHART_DAYS - 1}::int`, timeZone)}`,
          sql`${messageTime} < ${startOf(sql`${today} + 1`, timeZone)}`,
        ),
      )
      // By position: each mention of the day would bind the time zone again, and differ from the selected one.
      .groupBy(sql.raw('1'), sql.raw('2'))
      .orderBy(sql.raw('1'), sql.raw('2'))
  );
}

/** Each pipeline stage's customers and revenue, from the totals the database keeps per status (migration 0003). */
async function pipelineStages(db: Database, tenantId: string): Promise<PipelineStageFigures[]> {
  const totals = await db
    .select({
      status: customerStatusTotals.status,
      customers: customerStatusTotals.customers,
      // In cents, so adding many amounts does not drift.
      cents: sql<number>`(${customerStatusTotals.revenue} * 100)::bigint`.mapWith(Number),
    })
    .from(customerStatusTotals)
    .where(and(eq(customerStatusTotals.tenantId, tenantId), gt(customerStatusTotals.customers, 0)));
  return PIPELINE_COLUMNS.map(({ key }) => {
    const rows = totals.filter((row) => columnOf(row.status) === key);
    const cents = rows.reduce((sum, row) => sum + row.cents, 0);
    return { stage: key, customers: rows.reduce((sum, row) => sum + row.customers, 0), revenue: cents / 100 };
  });
}

/**
 * Quotes created this local month that went to the customer, and those of them accepted. No sent or answered
 * time is stored, so the month is the quote's creation month.
 */
async function quotesThisMonth(db: Database, tenantId: string, timeZone: string) {
  const month = sql`date_trunc('month', ${inZone(sql`now()`, timeZone)})`;
  const [row] = await db
    .select({
      sent: sql<number>`(count(*) filter (where ${inArray(quotes.status, SENT_QUOTE_STATUSES)}))::int`,
      accepted: sql<number>`(count(*) filter (where ${eq(quotes.status, 'ACCEPTED')}))::int`,
    })
    .from(quotes)
    .where(
      and(
        eq(quotes.tenantId, tenantId),
        sql`${quotes.createdAt} >= ${startOf(month, timeZone)}`,
        sql`${quotes.createdAt} < ${startOf(sql`${month} + interval '1 month'`, timeZone)}`,
      ),
    );
  return row ?? { sent: 0, accepted: 0 };
}

async function latestMessages(db: Database, tenantId: string) {
  const rows = await selectMessages(db, { withBody: false })
    .where(eq(messages.tenantId, tenantId))
    .orderBy(desc(messageTime), desc(messages.id))
    .limit(DASHBOARD_LATEST_MESSAGES);
  return rows.map(toSummary);
}
