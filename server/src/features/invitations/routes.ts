import { endpoint } from '../../plugins/endpoints';
import type { ZodPlugin } from '../../plugins/validation';
import { setPasswordWithToken } from './service';

/** The target of the invitation link: public (the token is the credential), XSRF-checked like sign-in. */
export const invitationRoutes: ZodPlugin = async (app) => {
  app.route({
    ...endpoint(app, 'setPassword'),
    handler: async (request, reply) => {
      await setPasswordWithToken(app.db, request.body.token, request.body.password);
      return reply.code(204).send();
    },
  });
};
