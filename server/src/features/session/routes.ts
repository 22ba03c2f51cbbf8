import type { FastifyRequest } from 'fastify';
import type { CurrentSession } from 'shared-api/contract';
import { endpoint } from '../../plugins/endpoints';
import { unauthorized } from '../../plugins/errors';
import { SESSION_COOKIE } from '../../plugins/session-cookie';
import { findSession } from '../../plugins/session-store';
import type { ZodPlugin } from '../../plugins/validation';
import { endSupportView, startSupportView } from './support-view';

const currentSession = ({ auth }: FastifyRequest): CurrentSession => {
  const { tenantId, tenantName, userId, userName, userEmail, role, actingAsSupport } = auth;
  return { tenantId, tenantName, userId, userName, userEmail, role, viewingAsSupport: actingAsSupport };
};

export const sessionRoutes: ZodPlugin = async (app) => {
  /** The session as it is now, after a switch (read again: the tenant's name comes with it). */
  async function sessionAfterSwitch(request: FastifyRequest): Promise<CurrentSession> {
    const session = await findSession(app.db, request.cookies[SESSION_COOKIE] ?? '');
    if (!session) throw unauthorized();
    const viewing = session.viewing;
    return {
      ...currentSession(request),
      tenantId: viewing?.tenantId ?? session.tenantId,
      tenantName: viewing?.tenantName ?? session.tenantName,
      viewingAsSupport: viewing !== null,
    };
  }

  // requireSession has already read everything the current session shows.
  app.route({
    ...endpoint(app, 'getCurrentSession'),
    handler: async (request): Promise<CurrentSession> => currentSession(request),
  });

  app.route({
    ...endpoint(app, 'startSupportView'),
    handler: async (request) => {
      await startSupportView(app.db, request, request.body.tenantId);
      return sessionAfterSwitch(request);
    },
  });

  app.route({
    ...endpoint(app, 'endSupportView'),
    handler: async (request) => {
      await endSupportView(app.db, request);
      return sessionAfterSwitch(request);
    },
  });
};
