import type { FastifyRequest } from 'fastify';
import { DEFAULT_PAGE_SIZE } from 'shared-api/contract';
import { tenantScope } from '../../plugins/auth';
import { endpoint } from '../../plugins/endpoints';
import { forbidden, found } from '../../plugins/errors';
import type { ZodPlugin } from '../../plugins/validation';
import { customerTenant } from '../../shared/customer-tenant';
import { createNote, deleteNote, findNote, listNotePage, type NoteRef, updateNote } from './notes-service';

const CUSTOMER_NOT_FOUND = 'Customer not found';
const NOTE_NOT_FOUND = 'Note not found';

/** A customer's notes. Every role reads and writes them; only the author edits, the author or an admin deletes. */
export const customerNoteRoutes: ZodPlugin = async (app) => {
  /** The customer's tenant and id, when the caller may reach it (another tenant's customer is a 404). */
  async function customerOf(request: FastifyRequest, customerId: string) {
    const tenantId = found(
      await customerTenant(app.db, customerId, tenantScope(request)),
      CUSTOMER_NOT_FOUND,
    );
    return { tenantId, customerId };
  }

  /** The note the request names, with what the caller may do with it. */
  async function noteOf(request: FastifyRequest, { id, noteId }: { id: string; noteId: string }) {
    const ref: NoteRef = { ...(await customerOf(request, id)), noteId };
    const note = found(await findNote(app.db, request.auth, ref), NOTE_NOT_FOUND);
    return { ref, note };
  }

  app.route({
    ...endpoint(app, 'listCustomerNotes'),
    handler: async (request) => {
      const customer = await customerOf(request, request.params.id);
      const { limit = DEFAULT_PAGE_SIZE, cursor } = request.query;
      const cursors = (await app.cursors()).forList('customer-notes', customer.tenantId, customer.customerId);
      return listNotePage(app.db, request.auth, customer, { limit, cursor }, cursors);
    },
  });

  app.route({
    ...endpoint(app, 'createCustomerNote'),
    handler: async (request, reply) => {
      const customer = await customerOf(request, request.params.id);
      return reply.code(201).send(await createNote(app.db, request.auth, customer, request.body.body));
    },
  });

  app.route({
    ...endpoint(app, 'updateCustomerNote'),
    handler: async (request) => {
      const { ref, note } = await noteOf(request, request.params);
      if (!note.canEdit) throw forbidden('Only its author can edit a note');
      return found(await updateNote(app.db, request.auth, ref, request.body.body), NOTE_NOT_FOUND);
    },
  });

  app.route({
    ...endpoint(app, 'deleteCustomerNote'),
    handler: async (request, reply) => {
      const { ref, note } = await noteOf(request, request.params);
      if (!note.canDelete) throw forbidden('Only its author or an admin can delete a note');
      await deleteNote(app.db, ref);
      return reply.code(204).send();
    },
  });
};
