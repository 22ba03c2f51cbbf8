import {
  aiPromptsQuerySchema,
  deleteAiPromptsRequestSchema,
  generateQuoteRequestSchema,
} from 'shared-api/contract';
import { requireRole, resolveTenantId } from '../../plugins/auth';
import type { ZodPlugin } from '../../plugins/validation';
import { deletePrompts, listPrompts } from './prompt-log';
import { generateQuote, quoteProviders } from './service';

export const aiRoutes: ZodPlugin = async (app) => {
  const providers = quoteProviders(app.config);
  const admins = requireRole('SUPER_ADMIN', 'TENANT_ADMIN');

  app.post(
    '/ai/generate-quote',
    { onRequest: app.requireSession, schema: { body: generateQuoteRequestSchema } },
    async (request) => {
      const tenantId = resolveTenantId(request, request.body.tenantId);
      return generateQuote(
        { db: app.db, providers, log: request.log },
        { tenantId, userId: request.auth.userId, messageId: request.body.messageId },
      );
    },
  );

  app.get(
    '/ai/prompts',
    { onRequest: [app.requireSession, admins], schema: { querystring: aiPromptsQuerySchema } },
    async (request) => {
      const { tenantId: requested, from, to, source } = request.query;
      const tenantId = resolveTenantId(request, requested);
      const prompts = await listPrompts(app.db, tenantId, {
        from: from ? new Date(from) : undefined,
        to: to ? new Date(to) : undefined,
        source,
      });
      return { prompts };
    },
  );

  app.delete(
    '/ai/prompts',
    { onRequest: [app.requireSession, admins], schema: { body: deleteAiPromptsRequestSchema } },
    async (request) => {
      const tenantId = resolveTenantId(request, request.body.tenantId);
      return { deleted: await deletePrompts(app.db, tenantId, request.body.ids) };
    },
  );
};
