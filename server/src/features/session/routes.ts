import type { CurrentSession } from 'shared-api/contract';
import type { ZodPlugin } from '../../plugins/validation';

export const sessionRoutes: ZodPlugin = async (app) => {
  // requireSession has already read everything the current session shows.
  app.get(
    '/session/current',
    { onRequest: app.requireSession },
    async ({ auth }): Promise<CurrentSession> => {
      const { tenantId, tenantName, userId, userName, userEmail, role } = auth;
      return { tenantId, tenantName, userId, userName, userEmail, role };
    },
  );
};
