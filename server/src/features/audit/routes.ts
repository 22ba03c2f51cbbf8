import { DEFAULT_PAGE_SIZE } from 'shared-api/contract';
import { resolveTenantId } from '../../plugins/auth';
import { endpoint } from '../../plugins/endpoints';
import type { ZodPlugin } from '../../plugins/validation';
import { listAuditEventPage } from './service';

/** The audit log, read by a tenant's admins (a super admin reads the tenant they are viewing, else their own). */
export const auditRoutes: ZodPlugin = async (app) => {
  app.route({
    ...endpoint(app, 'listAuditEvents'),
    handler: async (request) => {
      const tenantId = resolveTenantId(request);
      const { limit = DEFAULT_PAGE_SIZE, cursor } = request.query;
      const cursors = (await app.cursors()).forList('audit-events', tenantId);
      return listAuditEventPage(app.db, tenantId, { limit, cursor }, cursors);
    },
  });
};
