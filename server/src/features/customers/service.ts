import { and, asc, desc, eq, gt, inArray, not, type Placeholder, type SQLWrapper, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type {
  CustomerSort,
  CustomerStatus,
  CustomerSummary,
  CustomerWithFigures,
  customerRequestSchema,
} from 'shared-api/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { preparedPerDatabase, preparedPerShape, searchPlannedPerCall } from '../../db/prepared';
import {
  customerNameKey,
  customerSearchText,
  customerStatusTotals,
  customers,
  lastContactOrder,
} from '../../db/schema';
import type { CursorPosition, ListCursors } from '../../plugins/pagination';
import { normalizeEmail, normalizePhone } from '../../shared/contact-points';
import { customerTenant } from '../../shared/customer-tenant';
import { containsSearch, likePattern, prefixPattern } from '../../shared/search';
import { customersByIds, selectCustomersWithFigures } from './figures';

export type CustomerFields = Omit<z.output<typeof customerRequestSchema>, 'tenantId' | 'userId'>;

/**
 * Each order of the list: the value it sorts on, its direction (ties broken by id the same way) and the type
 * that value has, to read a cursor's text back. Each has its index (schema.ts), so a page is a range scan.
 */
const ORDERS: Record<CustomerSort, { value: SQLWrapper; ascending: boolean; type: string }> = {
  name: { value: customers.name, ascending: true, type: 'text' },
  newest: { value: customers.createdAt, ascending: false, type: 'timestamptz' },
  revenue: { value: customers.revenue, ascending: false, type: 'numeric' },
  lastContact: { value: lastContactOrder(customers.lastContact), ascending: false, type: 'timestamptz' },
};

/**
 * The classic call: every customer of the tenant by name, with contacts and figures, as one JSON array. Our
 * screens page instead; this stays for clients of the classic API.
 */
export async function listCustomersJson(db: Database, tenantId: string): Promise<string> {
  const rows = await selectCustomersWithFigures(db, tenantId).orderBy(asc(customers.name), asc(customers.id));
  return `[${rows.map((row) => row.json).join(',')}]`;
}

export interface CustomerListOptions {
  limit: number;
  cursor?: string;
  sort: CustomerSort;
  statuses?: readonly CustomerStatus[];
  search?: string;
}

/**
 * One page of a tenant's customers in the chosen order, after the cursor's customer, with contacts and
 * figures; the rows as JSON text. `total` comes from the maintained totals (null under a search), so no call
 * counts the tenant's customers.
 */
export async function listCustomerPageJson(
  db: Database,
  tenantId: string,
  options: CustomerListOptions,
  cursors: ListCursors,
): Promise<{ rowsJson: string; total: number | null; nextCursor: string | null }> {
  const after = options.cursor ? cursors.decode(options.cursor) : null;
  const [positions, total] = await Promise.all([
    pagePositions(db, tenantId, options, after),
    options.search ? null : customerTotal(db, tenantId, options.statuses),
  ]);
  const page = positions.slice(0, options.limit);
  const rows = page.length
    ? await customersByIds(db).execute({ tenantId, ids: page.map(({ id }) => id) })
    : [];
  const jsonById = new Map(rows.map((row) => [row.id, row.json]));
  const last = page.at(-1);
  return {
    rowsJson: `[${page.map(({ id }) => jsonById.get(id)).join(',')}]`,
    total,
    nextCursor: positions.length > options.limit && last ? cursors.encode(last) : null,
  };
}

/**
 * The ids and sort values of the page's customers, plus one more when a next page exists. A column of several
 * statuses reads each status's index range and merges them, instead of sorting every customer of the column.
 * Each shape of call (order, number of statuses, search, cursor) is one prepared statement, its values bound.
 */
function pagePositions(
  db: Database,
  tenantId: string,
  options: CustomerListOptions,
  after: CursorPosition | null,
): Promise<PagePosition[]> {
  if (options.search && options.sort === 'name')
    return searchPositionsInNameOrder(db, tenantId, options, after);
  return positions(db, tenantId, options, { part: 'all', after, wanted: options.limit + 1 });
}

interface PagePosition {
  id: string;
  sortKey: string;
}

/**
 * A search in name order lists the customers whose name begins with it first, then its other matches, each part
 * in name order: the best matches come first, and a word many names begin with is one index range instead of a
 * walk past every name before it. A cursor's key starts with its part's letter.
 */
async function searchPositionsInNameOrder(
  db: Database,
  tenantId: string,
  options: CustomerListOptions,
  after: CursorPosition | null,
): Promise<PagePosition[]> {
  const wanted = options.limit + 1;
  const part = after?.sortKey.startsWith(NAME_BEGINS) === false ? 'rest' : 'begins';
  const afterInPart = after && { id: after.id, sortKey: after.sortKey.slice(1) };
  const begins =
    part === 'begins' ? await positions(db, tenantId, options, { part, after: afterInPart, wanted }) : [];
  if (begins.length === wanted) return keyed(NAME_BEGINS, begins);
  const rest = await positions(db, tenantId, options, {
    part: 'rest',
    after: part === 'rest' ? afterInPart : null,
    wanted: wanted - begins.length,
  });
  return [...keyed(NAME_BEGINS, begins), ...keyed(OTHER_MATCH, rest)];
}

const NAME_BEGINS = 'b';
const OTHER_MATCH = 'm';
const keyed = (part: string, rows: PagePosition[]) =>
  rows.map(({ id, sortKey }) => ({ id, sortKey: `${part}${sortKey}` }));

/** Which of a list's rows a statement reads: all, or of a name-order search, the names it begins or the rest. */
type ListPart = 'all' | 'begins' | 'rest';

function positions(
  db: Database,
  tenantId: string,
  { sort, statuses, search }: CustomerListOptions,
  { part, after, wanted }: { part: ListPart; after: CursorPosition | null; wanted: number },
) {
  const distinct = statuses ? [...new Set(statuses)] : [];
  const shape = { sort, statuses: distinct.length, search: Boolean(search), part, after: Boolean(after) };
  return positionsStatement(db, shape).execute({
    tenantId,
    limit: wanted,
    pattern: search ? likePattern(search) : null,
    prefix: search ? prefixPattern(search) : null,
    afterKey: after?.sortKey ?? null,
    afterId: after?.id ?? null,
    ...statusValues(distinct),
  });
}

type PositionsShape = {
  sort: CustomerSort;
  statuses: number;
  search: boolean;
  part: ListPart;
  after: boolean;
};

/** The names a search begins: its own order (lower-cased, byte order), read as one range of its index. */
const NAME_KEY_ORDER = { value: customerNameKey(customers.name), ascending: true, type: 'text' };

/** What a part of the list matches of the search. */
function partMatches(part: ListPart) {
  const begins = sql`${customerNameKey(customers.name)} like ${sql.placeholder('prefix')}`;
  if (part === 'begins') return begins;
  const contains = containsSearch(customerSearchText, sql.placeholder('pattern'));
  return part === 'rest' ? and(contains, not(begins)) : contains;
}

const positionsStatement = preparedPerShape(
  'customer_positions',
  (db, shape: PositionsShape, name) => {
    const { value, ascending, type } = shape.part === 'begins' ? NAME_KEY_ORDER : ORDERS[shape.sort];
    const direction = ascending ? asc : desc;
    const afterRow = shape.after
      ? sql`(${value}, ${customers.id}) ${sql.raw(ascending ? '>' : '<')} (cast(${sql.placeholder('afterKey')} as ${sql.raw(type)}), ${sql.placeholder('afterId')}::uuid)`
      : undefined;
    const range = (status?: Placeholder) =>
      db
        .select({
          id: customers.id,
          sortKey: sql<string>`${value}::text`.as('sort_key'),
          sortValue: sql`${value}`.as('sort_value'),
        })
        .from(customers)
        .where(
          and(
            eq(customers.tenantId, sql.placeholder('tenantId')),
            status ? eq(customers.status, status) : undefined,
            shape.search ? partMatches(shape.part) : undefined,
            afterRow,
          ),
        )
        .orderBy(direction(value), direction(customers.id))
        .limit(sql.placeholder('limit'));
    const statusRanges = Array.from({ length: shape.statuses }, (_, index) =>
      range(sql.placeholder(`status${index}`)),
    );
    const [first = range(), second, ...others] = statusRanges;
    if (!second) return first.prepare(name);
    const order = sql.raw(ascending ? 'asc' : 'desc');
    return unionAll(first, second, ...others)
      .orderBy(sql`sort_value ${order}`, sql`id ${order}`)
      .limit(sql.placeholder('limit'))
      .prepare(name);
  },
  searchPlannedPerCall,
);

/** The statuses' values for the placeholders `status0`, `status1`… of a statement of that many statuses. */
const statusValues = (distinct: readonly CustomerStatus[]) =>
  Object.fromEntries(distinct.map((status, index) => [`status${index}`, status]));

/** How many customers the tenant has (of the statuses), from the maintained totals. */
async function customerTotal(db: Database, tenantId: string, statuses: readonly CustomerStatus[] = []) {
  const distinct = [...new Set(statuses)];
  const [row] = await totalStatement(db, { statuses: distinct.length }).execute({
    tenantId,
    ...statusValues(distinct),
  });
  return row?.total ?? 0;
}

/** Prepared per number of statuses (none: every status). */
const totalStatement = preparedPerShape('customer_total', (db, shape: { statuses: number }, name) =>
  db
    .select({ total: sql<number>`coalesce(sum(${customerStatusTotals.customers}), 0)`.mapWith(Number) })
    .from(customerStatusTotals)
    .where(
      and(
        eq(customerStatusTotals.tenantId, sql.placeholder('tenantId')),
        shape.statuses
          ? inArray(
              customerStatusTotals.status,
              Array.from({ length: shape.statuses }, (_, index) => sql.placeholder(`status${index}`)),
            )
          : undefined,
      ),
    )
    .prepare(name),
);

/** The tenant's totals per customer status: at most one row per status, whatever the tenant's size. */
/** The summary cards read on every visit of the customers screen: prepared once, then only executed. */
const summaryRows = preparedPerDatabase((db) =>
  db
    .select({
      status: customerStatusTotals.status,
      customers: customerStatusTotals.customers,
      aiCustomers: customerStatusTotals.aiCustomers,
      pendingMessages: customerStatusTotals.pendingMessages,
      revenue: sql<number>`${customerStatusTotals.revenue}::float8`.mapWith(Number),
    })
    .from(customerStatusTotals)
    .where(
      and(
        eq(customerStatusTotals.tenantId, sql.placeholder('tenantId')),
        gt(customerStatusTotals.customers, 0),
      ),
    )
    .orderBy(customerStatusTotals.status)
    .prepare('customer_summary'),
);

export async function customerSummary(db: Database, tenantId: string): Promise<CustomerSummary> {
  return { statuses: await summaryRows(db).execute({ tenantId }) };
}

/** One customer with contacts and figures, if it exists within the scope. */
export async function findCustomer(
  db: Database,
  id: string,
  scope: string | null,
): Promise<CustomerWithFigures | null> {
  const tenantId = await customerTenant(db, id, scope);
  if (!tenantId) return null;
  const [row] = await customersByIds(db).execute({ tenantId, ids: [id] });
  return row ? (JSON.parse(row.json) as CustomerWithFigures) : null;
}

/** Email lower-cased, phone in E.164 (kept as typed when it is no phone number), so auto-link matches. */
function normalized(fields: CustomerFields) {
  return {
    ...fields,
    email: normalizeEmail(fields.email) ?? fields.email,
    phone: normalizePhone(fields.phone) ?? fields.phone,
  };
}

export async function createCustomer(
  db: Database,
  { tenantId, userId }: { tenantId: string; userId: string },
  fields: CustomerFields,
): Promise<string> {
  const [row] = await db
    .insert(customers)
    .values({ ...normalized(fields), tenantId, userId })
    .returning({ id: customers.id });
  if (!row) throw new Error('Customer insert returned no row');
  return row.id;
}

/** Replaces a customer's fields; false when no such customer is in scope. */
export async function updateCustomer(
  db: Database,
  id: string,
  scope: string | null,
  fields: CustomerFields,
): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set(normalized(fields))
    .where(and(eq(customers.id, id), scope ? eq(customers.tenantId, scope) : undefined))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/**
 * Deletes a customer with its contacts and quotes; its messages stay in the inbox, unlinked (the foreign keys
 * set their customer and contact to null). False when no such customer is in scope.
 */
export async function deleteCustomer(db: Database, id: string, scope: string | null): Promise<boolean> {
  const rows = await db
    .delete(customers)
    .where(and(eq(customers.id, id), scope ? eq(customers.tenantId, scope) : undefined))
    .returning({ id: customers.id });
  return rows.length > 0;
}
