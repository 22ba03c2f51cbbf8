import type { FastifyRequest } from 'fastify';
import { customerRequestSchema } from 'shared-api/contract';
import { z } from 'zod';
import { resolveTenantId } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { pageQuery } from '../../plugins/pagination';
import type { ZodPlugin } from '../../plugins/validation';
import {
  createCustomer,
  deleteCustomer,
  findCustomer,
  listCustomerPageJson,
  listCustomersJson,
  updateCustomer,
} from './service';

const tenantQuery = z.object({ tenantId: z.uuid({ message: 'Invalid tenant id' }).optional() });
const listQuery = pageQuery.extend(tenantQuery.shape);
const customerParams = z.object({ id: z.uuid({ message: 'Invalid customer id' }) });
const CUSTOMER_NOT_FOUND = 'Customer not found';

/**
 * The customers a request may touch by id: those of the named tenant (checked like a list's), or of any tenant
 * for a super admin naming none. Another tenant's customer is then simply not found (404).
 */
function scopeOf(request: FastifyRequest, requested?: string): string | null {
  if (!requested && request.auth.role === 'SUPER_ADMIN') return null;
  return resolveTenantId(request, requested);
}

/** Spec §7 customer calls (plus DELETE). Every role may use them; all are tenant-scoped. */
export const customerRoutes: ZodPlugin = async (app) => {
  app.get(
    '/customers',
    { onRequest: app.requireSession, schema: { querystring: listQuery } },
    async (request, reply) => {
      const { tenantId: requested, limit, cursor } = request.query;
      const tenantId = resolveTenantId(request, requested);
      // The rows arrive as JSON text from the database (see figures.ts) and are sent as they are.
      reply.type('application/json; charset=utf-8');
      if (limit === undefined) return `{"customers":${await listCustomersJson(app.db, tenantId)}}`;
      const page = await listCustomerPageJson(app.db, tenantId, { limit, cursor });
      return `{"customers":${page.rowsJson},"total":${page.total},"nextCursor":${JSON.stringify(page.nextCursor)}}`;
    },
  );

  app.get(
    '/customers/:id',
    { onRequest: app.requireSession, schema: { params: customerParams, querystring: tenantQuery } },
    async (request) => {
      const customer = await findCustomer(
        app.db,
        request.params.id,
        scopeOf(request, request.query.tenantId),
      );
      if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
      return customer;
    },
  );

  app.post(
    '/customers',
    { onRequest: app.requireSession, schema: { body: customerRequestSchema } },
    async (request, reply) => {
      const { tenantId: requested, userId: _ignored, ...fields } = request.body;
      const tenantId = resolveTenantId(request, requested);
      const id = await createCustomer(app.db, { tenantId, userId: request.auth.userId }, fields);
      return reply.code(201).send(await findCustomer(app.db, id, tenantId));
    },
  );

  app.put(
    '/customers/:id',
    { onRequest: app.requireSession, schema: { params: customerParams, body: customerRequestSchema } },
    async (request) => {
      const { tenantId: requested, userId: _ignored, ...fields } = request.body;
      const scope = scopeOf(request, requested);
      if (!(await updateCustomer(app.db, request.params.id, scope, fields)))
        throw notFound(CUSTOMER_NOT_FOUND);
      return findCustomer(app.db, request.params.id, scope);
    },
  );

  app.delete(
    '/customers/:id',
    { onRequest: app.requireSession, schema: { params: customerParams, querystring: tenantQuery } },
    async (request, reply) => {
      const scope = scopeOf(request, request.query.tenantId);
      if (!(await deleteCustomer(app.db, request.params.id, scope))) throw notFound(CUSTOMER_NOT_FOUND);
      return reply.code(204).send();
    },
  );
};
