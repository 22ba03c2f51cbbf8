import { resolveTenantId } from '../../plugins/auth';
import { endpoint } from '../../plugins/endpoints';
import type { ZodPlugin } from '../../plugins/validation';
import { deletePrompts, listPrompts } from './prompt-log';
import { generateQuote, quoteProviders } from './service';

export const aiRoutes: ZodPlugin = async (app) => {
  const providers = quoteProviders(app.config);

  app.route({
    ...endpoint(app, 'generateQuote'),
    handler: async (request) => {
      const tenantId = resolveTenantId(request, request.body.tenantId);
      return generateQuote(
        { db: app.db, providers, log: request.log },
        { tenantId, userId: request.auth.userId, messageId: request.body.messageId },
      );
    },
  });

  app.route({
    ...endpoint(app, 'listAiPrompts'),
    handler: async (request) => {
      const { tenantId: requested, from, to, source } = request.query;
      const tenantId = resolveTenantId(request, requested);
      const prompts = await listPrompts(app.db, tenantId, {
        from: from ? new Date(from) : undefined,
        to: to ? new Date(to) : undefined,
        source,
      });
      return { prompts };
    },
  });

  app.route({
    ...endpoint(app, 'deleteAiPrompts'),
    handler: async (request) => {
      const tenantId = resolveTenantId(request, request.body.tenantId);
      return { deleted: await deletePrompts(app.db, tenantId, request.body.ids) };
    },
  });
};
