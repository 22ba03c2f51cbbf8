import { resolveTenantId } from '../../plugins/auth';
import { endpoint } from '../../plugins/endpoints';
import type { ZodPlugin } from '../../plugins/validation';
import { listQuotes } from './service';

/** GET /api/quotes?tenantId answers the tenant's quotes as an array (customerId narrows it). */
export const quoteRoutes: ZodPlugin = async (app) => {
  app.route({
    ...endpoint(app, 'listQuotes'),
    handler: async (request) =>
      listQuotes(app.db, resolveTenantId(request, request.query.tenantId), request.query.customerId),
  });
};
