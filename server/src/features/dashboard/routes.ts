import { resolveTenantId } from '../../plugins/auth';
import { endpoint } from '../../plugins/endpoints';
import type { ZodPlugin } from '../../plugins/validation';
import { dashboard } from './service';

/** GET /api/dashboard: the landing page's figures in one call; every role, its own tenant (any for a super admin). */
export const dashboardRoutes: ZodPlugin = async (app) => {
  app.route({
    ...endpoint(app, 'getDashboard'),
    handler: async (request) => {
      const { tenantId, timeZone } = request.query;
      return dashboard(app.db, resolveTenantId(request, tenantId), timeZone);
    },
  });
};
