import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { requireScope, resolveTenantId } from '../../plugins/auth';
import { endpoint } from '../../plugins/endpoints';
import { found, HttpError, notFound } from '../../plugins/errors';
import type { ZodPlugin } from '../../plugins/validation';
import { bearerOf, findActiveApiKey, rotateInboundKey } from '../../shared/api-keys';
import { findMessage, storeMessages } from '../../shared/inbox';
import { queueMessageMeanings } from '../../shared/meaning-queues';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on the inbound route once its bearer key named a tenant. */
    inboundTenantId?: string;
  }
}

const invalidKey = () =>
  new HttpError(401, 'Missing or invalid inbound key', { 'WWW-Authenticate': 'Bearer realm="inbound"' });

/**
 * Admits an API key with the messages:write scope: the tenant's inbound key (`Inbound messages`, also one
 * made before keys had scopes) or any other. Runs before body validation, so a caller without a valid key
 * learns nothing about the body format.
 */
async function requireInboundKey(this: { db: Database }, request: FastifyRequest) {
  const secret = bearerOf(request.headers.authorization);
  const key = secret ? await findActiveApiKey(this.db, secret) : null;
  if (!key) throw invalidKey();
  requireScope(request, key);
  request.inboundTenantId = key.tenantId;
}

/**
 * Inbound channels: providers of texts, voicemails and Zoom transcripts post messages with the tenant's
 * inbound key (an API key named `Inbound messages`, or any key with messages:write); tenant admins (or a super
 * admin) create or rotate that key.
 */
export const inboundRoutes: ZodPlugin = async (app) => {
  const receive = endpoint(app, 'receiveInboundMessage');
  app.route({
    ...receive,
    onRequest: requireInboundKey.bind(app),
    // A server-to-server call with a bearer key: no browser cookie, so no XSRF token to echo. The endpoint's
    // name stays in the config: the key's scope is looked up by it.
    config: { ...receive.config, xsrf: false },
    handler: async (request, reply) => {
      const tenantId = request.inboundTenantId as string;
      const { receivedAt, ...body } = request.body;
      const [stored] = await storeMessages(app.db, tenantId, [
        { ...body, receivedAt: receivedAt ? new Date(receivedAt) : null },
      ]);
      if (!stored) throw new Error('Inbound message insert returned no row');
      await queueMessageMeanings(app.jobs, tenantId, request.log);
      return reply.code(201).send(found(await findMessage(app.db, stored.id, tenantId), 'Message not found'));
    },
  });

  app.route({
    ...endpoint(app, 'rotateInboundKey'),
    handler: async (request, reply) => {
      const tenantId = resolveTenantId(request, request.params.tenantId);
      const key = await rotateInboundKey(app.db, tenantId, request.auth.userId);
      if (!key) throw notFound('Tenant not found');
      return reply.code(201).send({ key, tenantId });
    },
  });
};
