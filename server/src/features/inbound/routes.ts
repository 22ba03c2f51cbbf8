import type { FastifyRequest } from 'fastify';
import { resolveTenantId } from '../../plugins/auth';
import { endpoint } from '../../plugins/endpoints';
import { found, HttpError, notFound } from '../../plugins/errors';
import type { ZodPlugin } from '../../plugins/validation';
import { findMessage, storeMessages } from '../../shared/inbox';
import { rotateInboundKey, tenantOfInboundKey } from './keys';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on the inbound route once its bearer key named a tenant. */
    inboundTenantId?: string;
  }
}

const invalidKey = () =>
  new HttpError(401, 'Missing or invalid inbound key', { 'WWW-Authenticate': 'Bearer realm="inbound"' });

/** Runs before body validation, so a caller without a valid key learns nothing about the body format. */
async function requireInboundKey(
  this: { db: Parameters<typeof tenantOfInboundKey>[0] },
  request: FastifyRequest,
) {
  const [scheme, key] = (request.headers.authorization ?? '').split(' ');
  const tenantId = scheme?.toLowerCase() === 'bearer' && key ? await tenantOfInboundKey(this.db, key) : null;
  if (!tenantId) throw invalidKey();
  request.inboundTenantId = tenantId;
}

/**
 * Inbound channels: providers of texts, voicemails and Zoom transcripts post messages with the tenant's
 * key; tenant admins (or a super admin) create or rotate that key.
 */
export const inboundRoutes: ZodPlugin = async (app) => {
  app.route({
    ...endpoint(app, 'receiveInboundMessage'),
    onRequest: requireInboundKey.bind(app),
    // A server-to-server call with a bearer key: no browser cookie, so no XSRF token to echo.
    config: { xsrf: false },
    handler: async (request, reply) => {
      const tenantId = request.inboundTenantId as string;
      const { receivedAt, ...body } = request.body;
      const [stored] = await storeMessages(app.db, tenantId, [
        { ...body, receivedAt: receivedAt ? new Date(receivedAt) : null },
      ]);
      if (!stored) throw new Error('Inbound message insert returned no row');
      return reply.code(201).send(found(await findMessage(app.db, stored.id, tenantId), 'Message not found'));
    },
  });

  app.route({
    ...endpoint(app, 'rotateInboundKey'),
    handler: async (request, reply) => {
      const tenantId = resolveTenantId(request, request.params.tenantId);
      const key = await rotateInboundKey(app.db, tenantId);
      if (!key) throw notFound('Tenant not found');
      return reply.code(201).send({ key, tenantId });
    },
  });
};
