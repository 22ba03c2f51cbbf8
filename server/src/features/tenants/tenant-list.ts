import { asc } from 'drizzle-orm';
import type { Tenant } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { tenants } from '../../db/schema';

/** Every tenant by name: the Tenant field and column of a super admin's user management. */
export async function listTenants(db: Database): Promise<Tenant[]> {
  return db
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .orderBy(asc(tenants.name), asc(tenants.id));
}
