import { resolveTenantId, tenantScope } from '../../plugins/auth';
import { endpoint } from '../../plugins/endpoints';
import { notFound } from '../../plugins/errors';
import type { ZodPlugin } from '../../plugins/validation';
import { sendExport } from '../../shared/exports/send-export';
import { queueServiceMeanings } from '../../shared/meaning-queues';
import { SERVICE_EXPORT_COLUMNS, serviceExportPages } from './export';
import {
  catalogInScope,
  catalogTenantInScope,
  createService,
  deleteService,
  listCatalogServices,
  listTenantServices,
  serviceInScope,
  updateService,
} from './service';

const catalogNotFound = () => notFound('Catalog not found');
const serviceNotFound = () => notFound('Service not found');

/**
 * The services of a catalog (or of a whole tenant when no catalog is named). A catalog or service
 * of another tenant is not found, also when a service is pointed at it. A saved service's meaning vectors
 * are computed again by a job of its tenant, queued once the save has committed.
 */
export const serviceRoutes: ZodPlugin = async (app) => {
  app.route({
    ...endpoint(app, 'listServices'),
    handler: async (request) => {
      const { catalogId, tenantId } = request.query;
      if (!catalogId) return listTenantServices(app.db, resolveTenantId(request, tenantId));
      if (!(await catalogInScope(app.db, catalogId, tenantScope(request)))) throw catalogNotFound();
      return listCatalogServices(app.db, catalogId);
    },
  });

  app.route({
    ...endpoint(app, 'createService'),
    handler: async (request, reply) => {
      const { aliases: phrases, ...values } = request.body;
      const tenantId = await catalogTenantInScope(app.db, values.catalogId, tenantScope(request));
      if (!tenantId) throw catalogNotFound();
      const service = await createService(app.db, values, { userId: request.auth.userId, phrases });
      await queueServiceMeanings(app.jobs, tenantId, request.log);
      return reply.code(201).send(service);
    },
  });

  app.route({
    ...endpoint(app, 'updateService'),
    handler: async (request) => {
      const scope = tenantScope(request);
      const { aliases: phrases, ...values } = request.body;
      if (!(await serviceInScope(app.db, request.params.id, scope))) throw serviceNotFound();
      const tenantId = await catalogTenantInScope(app.db, values.catalogId, scope);
      if (!tenantId) throw catalogNotFound();
      const service = await updateService(app.db, request.params.id, values, {
        userId: request.auth.userId,
        phrases,
      });
      if (!service) throw serviceNotFound();
      await queueServiceMeanings(app.jobs, tenantId, request.log);
      return service;
    },
  });

  app.route({
    ...endpoint(app, 'deleteService'),
    handler: async (request, reply) => {
      if (!(await serviceInScope(app.db, request.params.id, tenantScope(request)))) throw serviceNotFound();
      if (!(await deleteService(app.db, request.params.id))) throw serviceNotFound();
      return reply.code(204).send();
    },
  });

  app.route({
    ...endpoint(app, 'exportServices'),
    handler: async (request, reply) => {
      const catalogId = request.params.id;
      if (!(await catalogInScope(app.db, catalogId, tenantScope(request)))) throw catalogNotFound();
      const pages = serviceExportPages(app.db, catalogId);
      return sendExport(reply, {
        name: 'services',
        format: request.query.format,
        columns: SERVICE_EXPORT_COLUMNS,
        pages,
      });
    },
  });
};
