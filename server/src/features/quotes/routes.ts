import { z } from 'zod';
import { resolveTenantId } from '../../plugins/auth';
import type { ZodPlugin } from '../../plugins/validation';
import { listQuotes } from './service';

const listQuery = z.object({
  tenantId: z.uuid({ message: 'Invalid tenant id' }).optional(),
  customerId: z.uuid({ message: 'Invalid customer id' }).optional(),
});

/** Spec §7: GET /api/quotes?tenantId answers the tenant's quotes as an array (customerId narrows it). */
export const quoteRoutes: ZodPlugin = async (app) => {
  app.get('/quotes', { onRequest: app.requireSession, schema: { querystring: listQuery } }, async (request) =>
    listQuotes(app.db, resolveTenantId(request, request.query.tenantId), request.query.customerId),
  );
};
