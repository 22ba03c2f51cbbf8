import { resolveTenantId } from '../../plugins/auth';
import { endpoint } from '../../plugins/endpoints';
import { notFound } from '../../plugins/errors';
import type { ZodPlugin } from '../../plugins/validation';
import { createApiKey, listApiKeys, revokeApiKey } from '../../shared/api-keys';
import { recordAuditEvent } from '../../shared/audit';

const KEY_NOT_FOUND = 'API key not found';

/**
 * A tenant's API keys (docs/api-integrations.md), for its admins and the super admin (the contract's `admin`
 * access, then the tenant rules). No key may call these (their scope is null): a key cannot make another.
 */
export const apiKeyRoutes: ZodPlugin = async (app) => {
  const { db } = app;

  app.route({
    ...endpoint(app, 'listApiKeys'),
    handler: async (request) => listApiKeys(db, resolveTenantId(request, request.query.tenantId)),
  });

  app.route({
    ...endpoint(app, 'createApiKey'),
    handler: async (request, reply) => {
      const { tenantId: requested, name, scopes } = request.body;
      const tenantId = resolveTenantId(request, requested);
      const created = await db.transaction(async (tx) => {
        const key = await createApiKey(tx, { tenantId, name, scopes, createdBy: request.auth.userId });
        await recordAuditEvent(tx, {
          tenantId,
          actor: { userId: request.auth.userId, email: request.auth.userEmail },
          actingAsSupport: request.auth.actingAsSupport,
          action: 'api-key.created',
          target: { type: 'api-key', id: key.id },
          details: { name, scopes },
          ip: request.ip,
        });
        return key;
      });
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...endpoint(app, 'revokeApiKey'),
    handler: async (request, reply) => {
      const tenantId = resolveTenantId(request, request.query.tenantId);
      await db.transaction(async (tx) => {
        const name = await revokeApiKey(tx, request.params.id, tenantId);
        if (name === null) throw notFound(KEY_NOT_FOUND);
        await recordAuditEvent(tx, {
          tenantId,
          actor: { userId: request.auth.userId, email: request.auth.userEmail },
          actingAsSupport: request.auth.actingAsSupport,
          action: 'api-key.revoked',
          target: { type: 'api-key', id: request.params.id },
          details: { name },
          ip: request.ip,
        });
      });
      return reply.code(204).send();
    },
  });
};
