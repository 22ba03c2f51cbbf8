import { resolveTenantId, tenantScope } from '../../plugins/auth';
import { endpoint } from '../../plugins/endpoints';
import { notFound } from '../../plugins/errors';
import type { ZodPlugin } from '../../plugins/validation';
import { createCatalog, deleteCatalog, listCatalogs, updateCatalog } from './service';

/** The catalogs of a tenant. Every role may read and write them. */
export const catalogRoutes: ZodPlugin = async (app) => {
  app.route({
    ...endpoint(app, 'listCatalogs'),
    handler: async (request) => listCatalogs(app.db, resolveTenantId(request, request.query.tenantId)),
  });

  app.route({
    ...endpoint(app, 'createCatalog'),
    handler: async (request, reply) => {
      const { name, description, tenantId: requested } = request.body;
      const tenantId = resolveTenantId(request, requested);
      return reply.code(201).send(await createCatalog(app.db, { tenantId, name, description }));
    },
  });

  app.route({
    ...endpoint(app, 'updateCatalog'),
    handler: async (request) => {
      const { name, description } = request.body;
      const updated = await updateCatalog(app.db, request.params.id, tenantScope(request), {
        name,
        description,
      });
      if (!updated) throw notFound('Catalog not found');
      return updated;
    },
  });

  app.route({
    ...endpoint(app, 'deleteCatalog'),
    handler: async (request, reply) => {
      const deleted = await deleteCatalog(app.db, request.params.id, tenantScope(request));
      if (!deleted) throw notFound('Catalog not found');
      return reply.code(204).send();
    },
  });
};
