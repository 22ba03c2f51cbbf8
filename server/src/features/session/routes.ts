import type { CurrentSession } from 'shared-api/contract';
import { endpoint } from '../../plugins/endpoints';
import type { ZodPlugin } from '../../plugins/validation';

export const sessionRoutes: ZodPlugin = async (app) => {
  // requireSession has already read everything the current session shows.
  app.route({
    ...endpoint(app, 'getCurrentSession'),
    handler: async ({ auth }): Promise<CurrentSession> => {
      const { tenantId, tenantName, userId, userName, userEmail, role } = auth;
      return { tenantId, tenantName, userId, userName, userEmail, role };
    },
  });
};
