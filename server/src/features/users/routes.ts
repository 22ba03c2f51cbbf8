import { updateThemeRequestSchema } from 'shared-api/contract';
import { unauthorized } from '../../plugins/errors';
import type { ZodPlugin } from '../../plugins/validation';
import { getUserProfile, setThemeMode } from './service';

export const userRoutes: ZodPlugin = async (app) => {
  app.get('/users/me', { onRequest: app.requireSession }, async (request) => {
    const user = await getUserProfile(app.db, request.auth.userId);
    if (!user) throw unauthorized();
    return user;
  });

  app.patch(
    '/users/me/theme',
    { onRequest: app.requireSession, schema: { body: updateThemeRequestSchema } },
    async (request) => {
      await setThemeMode(app.db, request.auth.userId, request.body.themeMode);
      return { themeMode: request.body.themeMode };
    },
  );
};
