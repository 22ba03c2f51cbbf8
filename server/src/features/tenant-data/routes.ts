import { eq } from 'drizzle-orm';
import { TENANT_EXPORT_CONTENT_TYPE } from 'shared-api/contract';
import { tenants } from '../../db/schema';
import { resolveTenantId } from '../../plugins/auth';
import { endpoint } from '../../plugins/endpoints';
import { HttpError, notFound } from '../../plugins/errors';
import type { ZodPlugin } from '../../plugins/validation';
import { recordAuditEvent } from '../../shared/audit';
import { deleteTenantData, holdsSuperAdmin, lockTenant } from './delete-tenant';
import { enqueueTenantExport, workTenantExports } from './export-job';
import {
  activeTenantExport,
  announceTenantExport,
  insertTenantExport,
  listTenantExports,
  readyArchive,
  toTenantExport,
} from './export-store';

const TENANT_NOT_FOUND = 'Tenant not found';
const EXPORT_NOT_FOUND = 'Export not found, not ready or expired';
export const CONFIRMATION_MISMATCH =
  "The confirmation does not match: type the company's name exactly as it is written";
export const PLATFORM_TENANT =
  "This is the platform's own tenant (a super admin's account is in it): it cannot be deleted";

/** The archive's file name: the company's name made safe, and the day. */
const archiveName = (name: string) => {
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'tenant';
  return `quotedesk-${slug}-${new Date().toISOString().slice(0, 10)}.zip`;
};

/**
 * A tenant's data as a whole (docs/imports-and-exports.md#a-tenants-full-export): its full export and its
 * deletion, for its admins and the super admin (the contract's `admin` access, then the tenant rules).
 */
export const tenantDataRoutes: ZodPlugin = async (app) => {
  const { db } = app;
  await workTenantExports(db, app.jobs, app.log);

  const tenantOf = async (tenantId: string) => {
    const [row] = await db
      .select({ id: tenants.id, name: tenants.name })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    if (!row) throw notFound(TENANT_NOT_FOUND);
    return row;
  };

  app.route({
    ...endpoint(app, 'startTenantExport'),
    handler: async (request, reply) => {
      const tenant = await tenantOf(resolveTenantId(request, request.params.tenantId));
      const active = await activeTenantExport(db, tenant.id);
      if (active) return reply.code(202).send(toTenantExport(active));
      const started = await db.transaction(async (tx) => {
        const row = await insertTenantExport(tx, { tenantId: tenant.id, requestedBy: request.auth.userId });
        await recordAuditEvent(tx, {
          tenantId: tenant.id,
          actor: { userId: request.auth.userId, email: request.auth.userEmail },
          actingAsSupport: request.auth.actingAsSupport,
          action: 'tenant.export-requested',
          target: { type: 'tenant-export', id: row.id },
          ip: request.ip,
        });
        await announceTenantExport(tx, row);
        return row;
      });
      await enqueueTenantExport(app.jobs, started.id);
      return reply.code(202).send(toTenantExport(started));
    },
  });

  app.route({
    ...endpoint(app, 'listTenantExports'),
    handler: async (request) => {
      const tenant = await tenantOf(resolveTenantId(request, request.params.tenantId));
      return (await listTenantExports(db, tenant.id)).map((row) => toTenantExport(row));
    },
  });

  app.route({
    ...endpoint(app, 'downloadTenantExport'),
    handler: async (request, reply) => {
      const tenant = await tenantOf(resolveTenantId(request, request.params.tenantId));
      const archive = await readyArchive(db, request.params.exportId, tenant.id);
      if (!archive) throw notFound(EXPORT_NOT_FOUND);
      return reply
        .type(TENANT_EXPORT_CONTENT_TYPE)
        .header('Content-Disposition', `attachment; filename="${archiveName(tenant.name)}"`)
        .header('Cache-Control', 'no-store')
        .send(archive);
    },
  });

  app.route({
    ...endpoint(app, 'deleteTenant'),
    handler: async (request, reply) => {
      const tenantId = resolveTenantId(request, request.params.tenantId);
      await db.transaction(async (tx) => {
        const tenant = await lockTenant(tx, tenantId);
        if (!tenant) throw notFound(TENANT_NOT_FOUND);
        if (request.body.confirmation !== tenant.name) throw new HttpError(400, CONFIRMATION_MISMATCH);
        if (await holdsSuperAdmin(tx, tenant.id)) throw new HttpError(409, PLATFORM_TENANT);
        await deleteTenantData(tx, tenant, {
          actor: { userId: request.auth.userId, email: request.auth.userEmail },
          actingAsSupport: request.auth.actingAsSupport,
          ip: request.ip,
        });
      });
      return reply.code(204).send();
    },
  });
};
