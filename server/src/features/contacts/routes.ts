import type { FastifyRequest } from 'fastify';
import { DEFAULT_PAGE_SIZE } from 'shared-api/contract';
import { resolveTenantId, tenantScope } from '../../plugins/auth';
import { endpoint } from '../../plugins/endpoints';
import { notFound } from '../../plugins/errors';
import type { ZodPlugin } from '../../plugins/validation';
import { customerTenant } from '../../shared/customer-tenant';
import { sendExport } from '../../shared/exports/send-export';
import { CONTACT_EXPORT_COLUMNS, contactExportPages } from './export';
import {
  createContact,
  deleteContact,
  findContact,
  listContactPage,
  listContacts,
  updateContact,
} from './service';

const CONTACT_NOT_FOUND = 'Contact not found';
const CUSTOMER_NOT_FOUND = 'Customer not found';

/** Contacts. A contact only ever attaches to a customer of the caller's tenant. */
export const contactRoutes: ZodPlugin = async (app) => {
  /** The tenant whose contacts to list: the named one, else the customer's, else the caller's. */
  async function listTenant(request: FastifyRequest, requested?: string, customerId?: string) {
    if (!customerId || requested) return resolveTenantId(request, requested);
    // The customer names its tenant; one out of scope answers 404 like any other id.
    const tenantId = await customerTenant(app.db, customerId, tenantScope(request));
    if (!tenantId) throw notFound(CUSTOMER_NOT_FOUND);
    return tenantId;
  }

  app.route({
    ...endpoint(app, 'listContacts'),
    handler: async (request) => {
      const { tenantId: requested, limit, cursor, customerId, search } = request.query;
      const tenantId = await listTenant(request, requested, customerId);
      if ([limit, cursor, search].every((value) => value === undefined)) {
        return listContacts(app.db, tenantId, customerId);
      }
      const cursors = (await app.cursors()).forList('contacts', tenantId, customerId ?? 'all');
      const options = { limit: limit ?? DEFAULT_PAGE_SIZE, cursor, customerId, search };
      return listContactPage(app.db, tenantId, options, cursors);
    },
  });

  app.route({
    ...endpoint(app, 'createContact'),
    handler: async (request, reply) => {
      const tenantId = await customerTenant(app.db, request.body.customerId, tenantScope(request));
      if (!tenantId) throw notFound(CUSTOMER_NOT_FOUND);
      return reply.code(201).send(await createContact(app.db, tenantId, request.body));
    },
  });

  app.route({
    ...endpoint(app, 'updateContact'),
    handler: async (request) => {
      const contact = await findContact(app.db, request.params.id, tenantScope(request));
      if (!contact) throw notFound(CONTACT_NOT_FOUND);
      const { customerId } = request.body;
      // Moving a contact stays within its own tenant.
      if (customerId && customerId !== contact.customerId) {
        if (!(await customerTenant(app.db, customerId, contact.tenantId))) throw notFound(CUSTOMER_NOT_FOUND);
      }
      const updated = await updateContact(app.db, contact.id, contact.tenantId, request.body);
      if (!updated) throw notFound(CONTACT_NOT_FOUND);
      return updated;
    },
  });

  app.route({
    ...endpoint(app, 'deleteContact'),
    handler: async (request, reply) => {
      if (!(await deleteContact(app.db, request.params.id, tenantScope(request))))
        throw notFound(CONTACT_NOT_FOUND);
      return reply.code(204).send();
    },
  });

  app.route({
    ...endpoint(app, 'exportContacts'),
    handler: async (request, reply) => {
      const pages = contactExportPages(app.db, resolveTenantId(request, request.query.tenantId));
      return sendExport(reply, {
        name: 'contacts',
        format: request.query.format,
        columns: CONTACT_EXPORT_COLUMNS,
        pages,
      });
    },
  });
};
