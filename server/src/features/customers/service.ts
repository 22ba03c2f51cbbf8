import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { CustomerSummary, CustomerWithFigures, customerRequestSchema } from 'shared-api/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { customerStatusTotals, customers } from '../../db/schema';
import { decodeCursor, encodeCursor } from '../../plugins/pagination';
import { normalizeEmail, normalizePhone } from '../../shared/contact-points';
import { jsonArrayOf, selectCustomersWithFigures } from './figures';

export type CustomerFields = Omit<z.output<typeof customerRequestSchema>, 'tenantId' | 'userId'>;

const byName = [asc(customers.name), asc(customers.id)];

/** A tenant's customers by name with contacts and figures (the whole list, unpaged), as JSON text. */
export async function listCustomersJson(db: Database, tenantId: string): Promise<string> {
  return jsonArrayOf(await selectCustomersWithFigures(db, tenantId).orderBy(...byName));
}

/** One page of a tenant's customers by name, after the cursor's customer; the rows as JSON text. */
export async function listCustomerPageJson(
  db: Database,
  tenantId: string,
  { limit, cursor }: { limit: number; cursor?: string },
): Promise<{ rowsJson: string; total: number; nextCursor: string | null }> {
  const after = cursor ? decodeCursor(cursor) : null;
  const afterCursor = after
    ? or(
        gt(customers.name, after.sortKey),
        and(eq(customers.name, after.sortKey), gt(customers.id, after.id)),
      )
    : undefined;
  const pageIds = db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), afterCursor))
    .orderBy(...byName)
    .limit(limit + 1);
  const [rows, [totals]] = await Promise.all([
    selectCustomersWithFigures(db, tenantId, pageIds).orderBy(...byName),
    // From the maintained totals: counting the tenant's customers would grow with the tenant.
    db
      .select({ total: sql<number>`coalesce(sum(${customerStatusTotals.customers}), 0)`.mapWith(Number) })
      .from(customerStatusTotals)
      .where(eq(customerStatusTotals.tenantId, tenantId)),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rowsJson: jsonArrayOf(page),
    total: totals?.total ?? 0,
    nextCursor: rows.length > limit && last ? encodeCursor(last.name, last.id) : null,
  };
}

/** The tenant's totals per customer status: at most one row per status, whatever the tenant's size. */
export async function customerSummary(db: Database, tenantId: string): Promise<CustomerSummary> {
  const rows = await db
    .select({
      status: customerStatusTotals.status,
      customers: customerStatusTotals.customers,
      aiCustomers: customerStatusTotals.aiCustomers,
      pendingMessages: customerStatusTotals.pendingMessages,
      revenue: sql<number>`${customerStatusTotals.revenue}::float8`.mapWith(Number),
    })
    .from(customerStatusTotals)
    .where(and(eq(customerStatusTotals.tenantId, tenantId), gt(customerStatusTotals.customers, 0)))
    .orderBy(customerStatusTotals.status);
  return { statuses: rows };
}

/** The tenant a customer belongs to, if it exists within the scope (null scope: any tenant). */
export async function customerTenant(db: Database, id: string, scope: string | null): Promise<string | null> {
  const [row] = await db
    .select({ tenantId: customers.tenantId })
    .from(customers)
    .where(and(eq(customers.id, id), scope ? eq(customers.tenantId, scope) : undefined));
  return row?.tenantId ?? null;
}

/** One customer with contacts and figures, if it exists within the scope. */
export async function findCustomer(
  db: Database,
  id: string,
  scope: string | null,
): Promise<CustomerWithFigures | null> {
  const tenantId = await customerTenant(db, id, scope);
  if (!tenantId) return null;
  const [row] = await selectCustomersWithFigures(db, tenantId, [id]);
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
