import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CustomerPage, DEFAULT_PAGE_SIZE } from 'shared-api/contract';
import { actsOnEveryTenant, resolveTenantId } from '../../plugins/auth';
import { endpoint } from '../../plugins/endpoints';
import { found, notFound } from '../../plugins/errors';
import type { ZodPlugin } from '../../plugins/validation';
import { sendExport } from '../../shared/exports/send-export';
import { CUSTOMER_EXPORT_COLUMNS, customerExportPages } from './export';
import {
  createCustomer,
  customerSummary,
  deleteCustomer,
  findCustomer,
  listCustomerPageJson,
  listCustomersJson,
  updateCustomer,
} from './service';

const CUSTOMER_NOT_FOUND = 'Customer not found';

/**
 * The customers a request may touch by id: those of the named tenant (checked like a list's), or of any tenant
 * for a super admin naming none. Another tenant's customer is then simply not found (404).
 */
function scopeOf(request: FastifyRequest, requested?: string): string | null {
  if (!requested && actsOnEveryTenant(request)) return null;
  return resolveTenantId(request, requested);
}

/**
 * The rows arrive as JSON text from the database (see figures.ts), built to the contract's shape, and are
 * sent as they are: a string payload skips the serializer.
 */
function sendJsonText(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json as unknown as CustomerPage);
}

/** Customers. Every role may use them; all are tenant-scoped. */
export const customerRoutes: ZodPlugin = async (app) => {
  app.route({
    ...endpoint(app, 'listCustomers'),
    handler: async (request, reply) => {
      const { tenantId: requested, status: statuses, limit, cursor, sort = 'name', search } = request.query;
      const tenantId = resolveTenantId(request, requested);
      const classic = [limit, cursor, statuses, request.query.sort, search].every(
        (value) => value === undefined,
      );
      if (classic) return sendJsonText(reply, `{"customers":${await listCustomersJson(app.db, tenantId)}}`);
      // A cursor continues the list it came from: this tenant's, in this order.
      const cursors = (await app.cursors()).forList('customers', tenantId, sort);
      const options = { limit: limit ?? DEFAULT_PAGE_SIZE, cursor, sort, statuses, search };
      const page = await listCustomerPageJson(app.db, tenantId, options, cursors);
      const { total, nextCursor } = page;
      return sendJsonText(
        reply,
        `{"customers":${page.rowsJson},"total":${total},"nextCursor":${JSON.stringify(nextCursor)}}`,
      );
    },
  });

  app.route({
    ...endpoint(app, 'getCustomerSummary'),
    handler: async (request) => customerSummary(app.db, resolveTenantId(request, request.query.tenantId)),
  });

  app.route({
    ...endpoint(app, 'getCustomer'),
    handler: async (request) => {
      const scope = scopeOf(request, request.query.tenantId);
      return found(await findCustomer(app.db, request.params.id, scope), CUSTOMER_NOT_FOUND);
    },
  });

  app.route({
    ...endpoint(app, 'createCustomer'),
    handler: async (request, reply) => {
      const { tenantId: requested, userId: _ignored, ...fields } = request.body;
      const tenantId = resolveTenantId(request, requested);
      const id = await createCustomer(app.db, { tenantId, userId: request.auth.userId }, fields);
      return reply.code(201).send(found(await findCustomer(app.db, id, tenantId), CUSTOMER_NOT_FOUND));
    },
  });

  app.route({
    ...endpoint(app, 'updateCustomer'),
    handler: async (request) => {
      const { tenantId: requested, userId: _ignored, ...fields } = request.body;
      const scope = scopeOf(request, requested);
      if (!(await updateCustomer(app.db, request.params.id, scope, fields)))
        throw notFound(CUSTOMER_NOT_FOUND);
      return found(await findCustomer(app.db, request.params.id, scope), CUSTOMER_NOT_FOUND);
    },
  });

  app.route({
    ...endpoint(app, 'deleteCustomer'),
    handler: async (request, reply) => {
      const scope = scopeOf(request, request.query.tenantId);
      if (!(await deleteCustomer(app.db, request.params.id, scope))) throw notFound(CUSTOMER_NOT_FOUND);
      return reply.code(204).send();
    },
  });

  app.route({
    ...endpoint(app, 'exportCustomers'),
    handler: async (request, reply) => {
      const { tenantId: requested, status: statuses, search, format } = request.query;
      const pages = customerExportPages(app.db, resolveTenantId(request, requested), { statuses, search });
      return sendExport(reply, { name: 'customers', format, columns: CUSTOMER_EXPORT_COLUMNS, pages });
    },
  });
};
