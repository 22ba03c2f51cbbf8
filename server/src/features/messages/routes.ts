import {
  autoLinkRequestSchema,
  linkMessageRequestSchema,
  messagesQuerySchema,
  updateMessageStatusRequestSchema,
} from 'shared-api/contract';
import { z } from 'zod';
import { resolveTenantId, tenantScope } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import type { ZodPlugin } from '../../plugins/validation';
import { autoLinkMessage, findMessage } from '../../shared/inbox';
import {
  deleteMessage,
  linkMessageToContact,
  listAllMessages,
  listMessagePage,
  updateMessageStatus,
} from './service';

const messageParams = z.object({ id: z.uuid({ message: 'Invalid message id' }) });
const MESSAGE_NOT_FOUND = 'Message not found';

/** Spec §7 message calls, plus inbox paging and counts. Every role may use them; all are tenant-scoped. */
export const messageRoutes: ZodPlugin = async (app) => {
  app.get(
    '/messages',
    { onRequest: app.requireSession, schema: { querystring: messagesQuerySchema } },
    async (request) => {
      const { limit, ...query } = request.query;
      const tenantId = resolveTenantId(request, query.tenantId);
      if (limit === undefined) return { messages: await listAllMessages(app.db, tenantId, query) };
      return listMessagePage(app.db, tenantId, { ...query, limit });
    },
  );

  app.get(
    '/messages/:id',
    { onRequest: app.requireSession, schema: { params: messageParams } },
    async (request) => {
      const message = await findMessage(app.db, request.params.id, tenantScope(request));
      if (!message) throw notFound(MESSAGE_NOT_FOUND);
      return message;
    },
  );

  app.patch(
    '/messages/:id/status',
    {
      onRequest: app.requireSession,
      schema: { params: messageParams, body: updateMessageStatusRequestSchema },
    },
    async (request) => {
      const message = await updateMessageStatus(
        app.db,
        request.params.id,
        tenantScope(request),
        request.body.status,
      );
      if (!message) throw notFound(MESSAGE_NOT_FOUND);
      return message;
    },
  );

  app.delete(
    '/messages/:id',
    { onRequest: app.requireSession, schema: { params: messageParams } },
    async (request, reply) => {
      if (!(await deleteMessage(app.db, request.params.id, tenantScope(request))))
        throw notFound(MESSAGE_NOT_FOUND);
      return reply.code(204).send();
    },
  );

  app.put(
    '/messages/:id/auto-link',
    { onRequest: app.requireSession, schema: { params: messageParams, body: autoLinkRequestSchema } },
    async (request) => {
      const message = await findMessage(app.db, request.params.id, tenantScope(request));
      if (!message) throw notFound(MESSAGE_NOT_FOUND);
      const link = await autoLinkMessage(app.db, message.tenantId, message.id);
      if (!link) throw notFound('No matching contact or customer found');
      return findMessage(app.db, message.id, message.tenantId);
    },
  );

  app.put(
    '/messages/:id/link',
    { onRequest: app.requireSession, schema: { params: messageParams, body: linkMessageRequestSchema } },
    async (request) => {
      const scope = tenantScope(request);
      const outcome = await linkMessageToContact(app.db, request.params.id, scope, request.body.contactId);
      if (outcome === 'no-message') throw notFound(MESSAGE_NOT_FOUND);
      if (outcome === 'no-contact') throw notFound('Contact not found');
      return findMessage(app.db, request.params.id, scope);
    },
  );
};
