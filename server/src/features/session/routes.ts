import { unauthorized } from '../../plugins/errors';
import type { ZodPlugin } from '../../plugins/validation';
import { getCurrentSession } from './service';

export const sessionRoutes: ZodPlugin = async (app) => {
  app.get('/session/current', { onRequest: app.requireSession }, async (request) => {
    const session = await getCurrentSession(app.db, request.auth.userId);
    if (!session) throw unauthorized();
    return session;
  });
};
