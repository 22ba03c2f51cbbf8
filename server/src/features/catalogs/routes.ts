import { createCatalogRequestSchema } from 'shared-api/contract';
import { z } from 'zod';
import { resolveTenantId, tenantScope } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import type { ZodPlugin } from '../../plugins/validation';
import { createCatalog, deleteCatalog, listCatalogs } from './service';

const listQuery = z.object({ tenantId: z.uuid({ message: 'Invalid tenant id' }).optional() });
const catalogParams = z.object({ id: z.uuid({ message: 'Invalid catalog id' }) });

/** Spec §7: the catalogs of a tenant. Every role may read and write them (§6 restricts only /admin). */
export const catalogRoutes: ZodPlugin = async (app) => {
  app.get(
    '/catalogs',
    { onRequest: app.requireSession, schema: { querystring: listQuery } },
    async (request) => listCatalogs(app.db, resolveTenantId(request, request.query.tenantId)),
  );

  app.post(
    '/catalogs',
    { onRequest: app.requireSession, schema: { body: createCatalogRequestSchema } },
    async (request, reply) => {
      const { name, description, tenantId: requested } = request.body;
      const tenantId = resolveTenantId(request, requested);
      return reply.code(201).send(await createCatalog(app.db, { tenantId, name, description }));
    },
  );

  app.delete(
    '/catalogs/:id',
    { onRequest: app.requireSession, schema: { params: catalogParams } },
    async (request, reply) => {
      const deleted = await deleteCatalog(app.db, request.params.id, tenantScope(request));
      if (!deleted) throw notFound('Catalog not found');
      return reply.code(204).send();
    },
  );
};
