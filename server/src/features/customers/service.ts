import { and, asc, count, eq, gt, or } from 'drizzle-orm';
import type { Customer } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { customers } from '../../db/schema';
import { decodeCursor, encodeCursor, type Page } from '../../plugins/pagination';

function toCustomer({ createdAt, ...row }: typeof customers.$inferSelect): Customer {
  return { ...row, createdAt: createdAt.toISOString() };
}

const byName = [asc(customers.name), asc(customers.id)];

/** A tenant's customers by name (the whole list: the spec's shape). */
export async function listCustomers(db: Database, tenantId: string): Promise<Customer[]> {
  const rows = await db
    .select()
    .from(customers)
    .where(eq(customers.tenantId, tenantId))
    .orderBy(...byName);
  return rows.map(toCustomer);
}

/** One page of a tenant's customers by name, after the cursor's customer. */
export async function listCustomerPage(
  db: Database,
  tenantId: string,
  { limit, cursor }: { limit: number; cursor?: string },
): Promise<Page<Customer>> {
  const after = cursor ? decodeCursor(cursor) : null;
  const afterCursor = after
    ? or(
        gt(customers.name, after.sortKey),
        and(eq(customers.name, after.sortKey), gt(customers.id, after.id)),
      )
    : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), afterCursor))
      .orderBy(...byName)
      .limit(limit + 1),
    db.select({ total: count() }).from(customers).where(eq(customers.tenantId, tenantId)),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page.map(toCustomer),
    total: totals?.total ?? 0,
    nextCursor: rows.length > limit && last ? encodeCursor(last.name, last.id) : null,
  };
}
