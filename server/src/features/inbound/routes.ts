import type { FastifyRequest } from 'fastify';
import { inboundMessageRequestSchema } from 'shared-api/contract';
import { z } from 'zod';
import { requireRole, resolveTenantId } from '../../plugins/auth';
import { HttpError, notFound } from '../../plugins/errors';
import type { ZodPlugin } from '../../plugins/validation';
import { findMessage, storeMessages } from '../../shared/inbox';
import { rotateInboundKey, tenantOfInboundKey } from './keys';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on the inbound route once its bearer key named a tenant. */
    inboundTenantId?: string;
  }
}

const tenantParams = z.object({ tenantId: z.uuid({ message: 'Invalid tenant id' }) });

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
  app.post(
    '/inbound/messages',
    {
      // A server-to-server call with a bearer key: no browser cookie, so no XSRF token to echo.
      config: { xsrf: false },
      onRequest: requireInboundKey.bind(app),
      schema: { body: inboundMessageRequestSchema },
    },
    async (request, reply) => {
      const tenantId = request.inboundTenantId as string;
      const { receivedAt, ...body } = request.body;
      const [stored] = await storeMessages(app.db, tenantId, [
        { ...body, receivedAt: receivedAt ? new Date(receivedAt) : null },
      ]);
      if (!stored) throw new Error('Inbound message insert returned no row');
      return reply.code(201).send(await findMessage(app.db, stored.id, tenantId));
    },
  );

  app.post(
    '/tenants/:tenantId/inbound-key',
    {
      onRequest: [app.requireSession, requireRole('TENANT_ADMIN', 'SUPER_ADMIN')],
      schema: { params: tenantParams },
    },
    async (request, reply) => {
      const tenantId = resolveTenantId(request, request.params.tenantId);
      const key = await rotateInboundKey(app.db, tenantId);
      if (!key) throw notFound('Tenant not found');
      return reply.code(201).send({ key, tenantId });
    },
  );
};
