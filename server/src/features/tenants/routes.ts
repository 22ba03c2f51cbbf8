import { z } from 'zod';
import { resolveTenantId } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import type { ZodPlugin } from '../../plugins/validation';
import { getBranding } from './service';

const tenantParams = z.object({ tenantId: z.uuid({ message: 'Invalid tenant id' }) });

export const tenantRoutes: ZodPlugin = async (app) => {
  app.get(
    '/tenants/:tenantId/branding',
    { onRequest: app.requireSession, schema: { params: tenantParams } },
    async (request) => {
      const tenantId = resolveTenantId(request, request.params.tenantId);
      const branding = await getBranding(app.db, tenantId);
      if (!branding) throw notFound('Tenant not found');
      return branding;
    },
  );
};
