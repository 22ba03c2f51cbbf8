import { resolveTenantId, tenantScope } from '../../plugins/auth';
import { endpoint } from '../../plugins/endpoints';
import { found, notFound } from '../../plugins/errors';
import type { ZodPlugin } from '../../plugins/validation';
import { sendExport } from '../../shared/exports/send-export';
import { autoLinkMessage, findMessage } from '../../shared/inbox';
import { MESSAGE_EXPORT_COLUMNS, messageExportPages } from './export';
import {
  deleteMessage,
  linkMessageToContact,
  listAllMessages,
  listMessagePage,
  updateMessageStatus,
} from './service';

const MESSAGE_NOT_FOUND = 'Message not found';

/** The inbox: lists and pages with counts, reading, status, deleting and linking messages. Every role may use them; all are tenant-scoped. */
export const messageRoutes: ZodPlugin = async (app) => {
  app.route({
    ...endpoint(app, 'listMessages'),
    handler: async (request) => {
      const { limit, ...query } = request.query;
      const tenantId = resolveTenantId(request, query.tenantId);
      if (limit === undefined) return { messages: await listAllMessages(app.db, tenantId, query) };
      const cursors = (await app.cursors()).forList('messages', tenantId);
      return listMessagePage(app.db, tenantId, { ...query, limit }, cursors);
    },
  });

  app.route({
    ...endpoint(app, 'getMessage'),
    handler: async (request) => {
      const message = await findMessage(app.db, request.params.id, tenantScope(request));
      if (!message) throw notFound(MESSAGE_NOT_FOUND);
      return message;
    },
  });

  app.route({
    ...endpoint(app, 'updateMessageStatus'),
    handler: async (request) => {
      const message = await updateMessageStatus(
        app.db,
        request.params.id,
        tenantScope(request),
        request.body.status,
      );
      if (!message) throw notFound(MESSAGE_NOT_FOUND);
      return message;
    },
  });

  app.route({
    ...endpoint(app, 'deleteMessage'),
    handler: async (request, reply) => {
      if (!(await deleteMessage(app.db, request.params.id, tenantScope(request))))
        throw notFound(MESSAGE_NOT_FOUND);
      return reply.code(204).send();
    },
  });

  app.route({
    ...endpoint(app, 'autoLinkMessage'),
    handler: async (request) => {
      const message = await findMessage(app.db, request.params.id, tenantScope(request));
      if (!message) throw notFound(MESSAGE_NOT_FOUND);
      const link = await autoLinkMessage(app.db, message.tenantId, message.id);
      if (!link) throw notFound('No matching contact or customer found');
      return found(await findMessage(app.db, message.id, message.tenantId), MESSAGE_NOT_FOUND);
    },
  });

  app.route({
    ...endpoint(app, 'linkMessage'),
    handler: async (request) => {
      const scope = tenantScope(request);
      const outcome = await linkMessageToContact(app.db, request.params.id, scope, request.body.contactId);
      if (outcome === 'no-message') throw notFound(MESSAGE_NOT_FOUND);
      if (outcome === 'no-contact') throw notFound('Contact not found');
      return found(await findMessage(app.db, request.params.id, scope), MESSAGE_NOT_FOUND);
    },
  });

  app.route({
    ...endpoint(app, 'exportMessages'),
    handler: async (request, reply) => {
      const { tenantId: requested, format, ...filter } = request.query;
      const pages = messageExportPages(app.db, resolveTenantId(request, requested), filter);
      return sendExport(reply, { name: 'messages', format, columns: MESSAGE_EXPORT_COLUMNS, pages });
    },
  });
};
