import { endpoint } from '../../plugins/endpoints';
import { HttpError } from '../../plugins/errors';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../plugins/session-cookie';
import { deleteSession, sessionOrigin } from '../../plugins/session-store';
import type { ZodPlugin } from '../../plugins/validation';
import { appOrigin } from '../../shared/password-links';
import { recordSignInEvent, subjectOf } from '../../shared/sign-in-events';
import { LoginThrottle, throttleKey } from './login-throttle';
import { requestResetLink, workResetLinks } from './password-reset';
import { signIn } from './service';

export const authRoutes: ZodPlugin = async (app) => {
  const { db, config } = app;
  const throttle = new LoginThrottle(db, config.loginMaxFailures, config.loginWindowMs);
  if (config.smtpUrl) await workResetLinks(db, app.jobs);

  app.route({
    ...endpoint(app, 'login'),
    handler: async (request, reply) => {
      const { email, password } = request.body;
      const key = throttleKey(request.ip, email);
      const retryAfter = await throttle.retryAfterSeconds(key);
      if (retryAfter > 0) {
        await recordSignInEvent(db, request, await subjectOf(db, email), 'auth.locked-out');
        throw new HttpError(429, 'Too many sign-in attempts. Please wait and try again.', {
          'Retry-After': String(retryAfter),
        });
      }
      const result = await signIn(db, email, password, config.sessionTtlMs, sessionOrigin(request));
      if (!result) {
        await throttle.recordFailure(key);
        await recordSignInEvent(db, request, await subjectOf(db, email), 'auth.sign-in-failed');
        throw new HttpError(401, 'Invalid email or password');
      }
      await throttle.reset(key);
      setSessionCookie(reply, result.token, result.expiresAt, config.cookieSecure);
      // A sign-in that waits for its second factor is recorded when that completes it.
      if ('sessionId' in result.response) {
        await recordSignInEvent(db, request, await subjectOf(db, email), 'auth.signed-in', {
          method: 'password',
        });
      }
      return result.response;
    },
  });

  // Every request counts against the same limit as failed sign-ins, under its own key: it sends mail.
  app.route({
    ...endpoint(app, 'forgotPassword'),
    handler: async (request, reply) => {
      const { email } = request.body;
      const key = throttleKey(request.ip, email, 'password-reset');
      const retryAfter = await throttle.retryAfterSeconds(key);
      if (retryAfter > 0) {
        throw new HttpError(429, 'Too many reset requests. Please wait and try again.', {
          'Retry-After': String(retryAfter),
        });
      }
      await throttle.recordFailure(key);
      const mailConfigured = Boolean(config.smtpUrl);
      if (mailConfigured) await requestResetLink(app.jobs, { origin: appOrigin(request, config), email });
      return reply.code(202).send({ mailConfigured });
    },
  });

  app.route({
    ...endpoint(app, 'logout'),
    handler: async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await deleteSession(db, token);
      clearSessionCookie(reply, config.cookieSecure);
      return reply.code(204).send();
    },
  });

  // The XSRF plugin has already issued the cookie if this browser had none; this hands the token to
  // clients that cannot read the cookie (an API on another host).
  app.route({
    ...endpoint(app, 'getXsrfToken'),
    handler: async (request) => ({ token: request.xsrfToken }),
  });
};
