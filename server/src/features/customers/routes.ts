import { z } from 'zod';
import { resolveTenantId } from '../../plugins/auth';
import { pageQuery } from '../../plugins/pagination';
import type { ZodPlugin } from '../../plugins/validation';
import { listCustomerPage, listCustomers } from './service';

const listQuery = pageQuery.extend({ tenantId: z.uuid({ message: 'Invalid tenant id' }).optional() });

export const customerRoutes: ZodPlugin = async (app) => {
  app.get(
    '/customers',
    { onRequest: app.requireSession, schema: { querystring: listQuery } },
    async (request) => {
      const { tenantId: requested, limit, cursor } = request.query;
      const tenantId = resolveTenantId(request, requested);
      if (limit === undefined) return { customers: await listCustomers(app.db, tenantId) };
      const page = await listCustomerPage(app.db, tenantId, { limit, cursor });
      return { customers: page.rows, total: page.total, nextCursor: page.nextCursor };
    },
  );
};
