import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { INVALID_CODE_MESSAGE, type SignInMethod, TWO_FACTOR_REQUIRED_MESSAGE } from 'shared-api/contract';
import { users } from '../../db/schema';
import { endpoint } from '../../plugins/endpoints';
import { HttpError, notFound } from '../../plugins/errors';
import { SESSION_COOKIE, setSessionCookie } from '../../plugins/session-cookie';
import {
  createSession,
  deleteSession,
  endSession,
  endSessions,
  findSession,
  secondFactorState,
  sessionOrigin,
} from '../../plugins/session-store';
import type { ZodPlugin } from '../../plugins/validation';
import { removeSecondFactor } from '../../shared/second-factor';
import { lazySecretBox } from '../../shared/secret-box';
import { callerSubject, recordSignInEvent, type SignInSubject } from '../../shared/sign-in-events';
import { LoginThrottle, throttleKey } from './login-throttle';
import { changePassword, isCurrentPassword } from './password-change';
import { signedInAnswer } from './service';
import { sessionsOf } from './sessions';
import { checkSecondFactor, confirmEnrolment, startEnrolment } from './two-factor';

const WRONG_PASSWORD_MESSAGE = 'Your current password is not right';

export const accountSecurityRoutes: ZodPlugin = async (app) => {
  const { db, config } = app;
  const secretBox = lazySecretBox(config);
  const throttle = new LoginThrottle(db, config.loginMaxFailures, config.loginWindowMs);

  /**
   * Swaps a sign-in step's session for a signed-in one under a new token (the step's cookie is spent), and
   * records the sign-in with how it began.
   */
  async function completeSignIn(
    request: FastifyRequest,
    reply: Parameters<typeof setSessionCookie>[0],
    subject: SignInSubject & { userId: string },
    method: { signInMethod: SignInMethod; twoFactor: true | 'enrolled' },
  ) {
    await recordSignInEvent(db, request, subject, 'auth.signed-in', {
      method: method.signInMethod,
      twoFactor: method.twoFactor,
    });
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(db, token);
    const session = await createSession(db, subject.userId, config.sessionTtlMs, {
      ...sessionOrigin(request),
      signInMethod: method.signInMethod,
    });
    setSessionCookie(reply, session.token, session.expiresAt, config.cookieSecure);
    return signedInAnswer(db, subject.userId, session.sessionId);
  }

  /** A wrong code counts like a wrong password, under the same key, so codes cannot be guessed either. */
  async function refuseCode(request: FastifyRequest, subject: SignInSubject, key: string): Promise<never> {
    await throttle.recordFailure(key);
    await recordSignInEvent(db, request, subject, 'auth.two-factor-failed');
    throw new HttpError(400, INVALID_CODE_MESSAGE);
  }

  async function assertNotLocked(request: FastifyRequest, subject: SignInSubject, key: string) {
    const retryAfter = await throttle.retryAfterSeconds(key);
    if (retryAfter > 0) {
      await recordSignInEvent(db, request, subject, 'auth.locked-out');
      throw new HttpError(429, 'Too many sign-in attempts. Please wait and try again.', {
        'Retry-After': String(retryAfter),
      });
    }
  }

  app.route({
    ...endpoint(app, 'setUpTwoFactor'),
    handler: async ({ auth }) => {
      const [user] = await db
        .select({ enabledAt: users.totpEnabledAt })
        .from(users)
        .where(eq(users.id, auth.userId));
      // Starting over would switch the factor in force off before a new one is confirmed.
      if (user?.enabledAt) throw new HttpError(409, 'Two-factor sign-in is already on');
      return startEnrolment(db, await secretBox(), auth.userId, auth.userEmail);
    },
  });

  app.route({
    ...endpoint(app, 'enableTwoFactor'),
    handler: async (request, reply) => {
      const { auth } = request;
      const subject = callerSubject(request);
      const key = throttleKey(request.ip, auth.userEmail);
      await assertNotLocked(request, subject, key);
      const codes = await confirmEnrolment(db, await secretBox(), auth.userId, request.body.code);
      if (!codes) return refuseCode(request, subject, key);
      await throttle.reset(key);
      await recordSignInEvent(db, request, subject, 'auth.two-factor-enabled');
      if (auth.stage !== 'enrolment') return { recoveryCodes: codes };
      const signedIn = await completeSignIn(request, reply, subject, {
        signInMethod: auth.signInMethod,
        twoFactor: 'enrolled',
      });
      return { recoveryCodes: codes, signedIn };
    },
  });

  app.route({
    ...endpoint(app, 'verifyTwoFactor'),
    handler: async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      const step = token ? await findSession(db, token) : null;
      // No pending sign-in: the same answer as a wrong code, so the call probes nothing.
      if (step?.stage !== 'second_factor') throw new HttpError(400, INVALID_CODE_MESSAGE);
      const subject = { userId: step.userId, tenantId: step.tenantId, email: step.userEmail };
      const key = throttleKey(request.ip, step.userEmail);
      await assertNotLocked(request, subject, key);
      if (!(await checkSecondFactor(db, await secretBox(), step.userId, request.body.code))) {
        return refuseCode(request, subject, key);
      }
      await throttle.reset(key);
      return completeSignIn(request, reply, subject, { signInMethod: step.signInMethod, twoFactor: true });
    },
  });

  // Both factors again, so a session left open somewhere cannot take the second factor away.
  app.route({
    ...endpoint(app, 'disableTwoFactor'),
    handler: async (request, reply) => {
      const { auth, body } = request;
      const { enabled, required } = await secondFactorState(db, auth.userId);
      if (required) throw new HttpError(409, TWO_FACTOR_REQUIRED_MESSAGE);
      if (!enabled) throw new HttpError(409, 'Two-factor sign-in is not on');
      const subject = callerSubject(request);
      const key = throttleKey(request.ip, auth.userEmail);
      await assertNotLocked(request, subject, key);
      if (!(await isCurrentPassword(db, auth.userId, body.currentPassword))) {
        await throttle.recordFailure(key);
        throw new HttpError(400, WRONG_PASSWORD_MESSAGE);
      }
      if (!(await checkSecondFactor(db, await secretBox(), auth.userId, body.code))) {
        return refuseCode(request, subject, key);
      }
      await throttle.reset(key);
      await removeSecondFactor(db, auth.userId, auth.sessionId);
      await recordSignInEvent(db, request, subject, 'auth.two-factor-disabled');
      return reply.code(204).send();
    },
  });

  app.route({
    ...endpoint(app, 'listMySessions'),
    handler: async ({ auth }) => sessionsOf(db, auth.userId, auth.sessionId),
  });

  app.route({
    ...endpoint(app, 'revokeMySession'),
    handler: async (request, reply) => {
      const { auth, params } = request;
      if (!(await endSession(db, auth.userId, params.id))) throw notFound('Session not found');
      await recordSignInEvent(db, request, callerSubject(request), 'auth.session-revoked', {
        session: params.id,
      });
      return reply.code(204).send();
    },
  });

  app.route({
    ...endpoint(app, 'revokeMyOtherSessions'),
    handler: async (request, reply) => {
      await endSessions(db, request.auth.userId, request.auth.sessionId);
      await recordSignInEvent(db, request, callerSubject(request), 'auth.session-revoked', {
        session: 'all others',
      });
      return reply.code(204).send();
    },
  });

  app.route({
    ...endpoint(app, 'changeMyPassword'),
    handler: async (request, reply) => {
      const { auth, body } = request;
      const subject = callerSubject(request);
      const key = throttleKey(request.ip, auth.userEmail);
      await assertNotLocked(request, subject, key);
      if (!(await changePassword(db, auth, body.currentPassword, body.newPassword))) {
        await throttle.recordFailure(key);
        throw new HttpError(400, WRONG_PASSWORD_MESSAGE);
      }
      await recordSignInEvent(db, request, subject, 'auth.password-changed');
      return reply.code(204).send();
    },
  });
};
