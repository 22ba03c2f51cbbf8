import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { tenants, users } from '../../db/schema';
import { announceEndedSessions } from '../../plugins/session-store';
import { type AuditEventInput, recordAuditEvent } from '../../shared/audit';
import { TENANT_TABLES } from './tenant-tables';

/** The tenant's id and name, locked against any write that would point at it until the deletion commits. */
export async function lockTenant(
  db: Database,
  tenantId: string,
): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .for('update');
  return row ?? null;
}

/** Whether a super admin's account is in the tenant: the platform's own, which is never deleted. */
export async function holdsSuperAdmin(db: Database, tenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'SUPER_ADMIN')))
    .limit(1);
  return row !== undefined;
}

/**
 * Deletes every row the tenant owns, table by table of the registry (the tables pointing at others first,
 * the tenant's own row last), in the caller's transaction: the files go with `stored_files`, the sessions with
 * `sessions`, and the tenant's event streams close once it commits. The deletion itself is recorded with no
 * tenant, so it outlives the tenant's own log, naming the tenant and the actor.
 */
export async function deleteTenantData(
  tx: Database,
  tenant: { id: string; name: string },
  by: Pick<AuditEventInput, 'actor' | 'actingAsSupport' | 'ip'>,
): Promise<void> {
  const members = await tx.select({ id: users.id }).from(users).where(eq(users.tenantId, tenant.id));
  // Recorded first: an actor of the tenant itself is then still a user (the row keeps their email once they go).
  await recordAuditEvent(tx, {
    ...by,
    tenantId: null,
    action: 'tenant.deleted',
    target: { type: 'tenant', id: tenant.id },
    details: { name: tenant.name, users: members.length },
  });
  for (const entry of [...TENANT_TABLES].reverse())
    await tx.delete(entry.table).where(entry.owned(tenant.id));
  for (const member of members) await announceEndedSessions(tx, member.id);
}
