import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedPerShape } from '../db/prepared';
import { customers } from '../db/schema';

/** Looked up on each call naming a customer (its detail, contacts, notes): prepared, scoped or not. */
const tenantStatement = preparedPerShape('customer_tenant', (db, shape: { scoped: boolean }, name) =>
  db
    .select({ tenantId: customers.tenantId })
    .from(customers)
    .where(
      and(
        eq(customers.id, sql.placeholder('id')),
        shape.scoped ? eq(customers.tenantId, sql.placeholder('scope')) : undefined,
      ),
    )
    .prepare(name),
);

/** The tenant a customer belongs to, if it exists within the scope (null scope: any tenant). */
export async function customerTenant(db: Database, id: string, scope: string | null): Promise<string | null> {
  const [row] = await tenantStatement(db, { scoped: scope !== null }).execute({ id, scope });
  return row?.tenantId ?? null;
}
