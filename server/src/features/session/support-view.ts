import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { tenants } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { setViewingTenant } from '../../plugins/session-store';
import { recordAuditEvent } from '../../shared/audit';

/** A super admin's support view of a tenant (docs/product-rules.md#support-view). */

async function tenantNamed(db: Database, tenantId: string) {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) throw notFound('Tenant not found');
}

const auditOf = (request: FastifyRequest, tenantId: string) => ({
  tenantId,
  actor: { userId: request.auth.userId, email: request.auth.userEmail },
  actingAsSupport: true,
  target: { type: 'tenant', id: tenantId },
  ip: request.ip,
});

/** Leaves the tenant viewed now, if any, and says so in its audit log. */
async function leave(db: Database, request: FastifyRequest) {
  if (!request.auth.actingAsSupport) return;
  await recordAuditEvent(db, { ...auditOf(request, request.auth.tenantId), action: 'support.view-ended' });
}

/** Views `tenantId` as support from now on in this session; the super admin's own tenant ends the view. */
export async function startSupportView(db: Database, request: FastifyRequest, tenantId: string) {
  if (tenantId === request.auth.homeTenantId) return endSupportView(db, request);
  await tenantNamed(db, tenantId);
  if (tenantId === request.auth.tenantId) return;
  await db.transaction(async (tx) => {
    await leave(tx, request);
    await setViewingTenant(tx, request.auth.sessionId, tenantId);
    await recordAuditEvent(tx, { ...auditOf(request, tenantId), action: 'support.view-started' });
  });
}

export async function endSupportView(db: Database, request: FastifyRequest) {
  await db.transaction(async (tx) => {
    await leave(tx, request);
    await setViewingTenant(tx, request.auth.sessionId, null);
  });
}
