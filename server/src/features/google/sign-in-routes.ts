import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isGoogleConfigured } from '../../config';
import { endpoint } from '../../plugins/endpoints';
import { SESSION_COOKIE, setSessionCookie } from '../../plugins/session-cookie';
import { createSession, findSession, sessionOrigin, signInStage } from '../../plugins/session-store';
import type { ZodPlugin } from '../../plugins/validation';
import type { SecretBox } from '../../shared/secret-box';
import { recordSignInEvent, subjectOf } from '../../shared/sign-in-events';
import type { GoogleClient, PendingSignIn } from './google-client';
import { saveGmailConnection } from './service';

/** The sealed values of a started sign-in; only the callback path ever receives the cookie. */
const PENDING_COOKIE = 'qd_google_pending';
const CALLBACK_PATH = '/api/auth/google/callback';

/** Why a Google sign-in ended on the login page; the page turns the code into a message. */
export type GoogleSignInError =
  | 'google_unknown_user'
  | 'google_unverified_email'
  | 'google_failed'
  | 'google_not_configured';

export const googleSignInRoutes =
  (google: GoogleClient, secretBox: () => Promise<SecretBox>): ZodPlugin =>
  async (app) => {
    const { db, config } = app;
    const webApp = (path: string) => `${config.appUrl ?? ''}${path}`;
    // Normalized (no default port), as openid-client derives the token request's redirect_uri the same way.
    const callbackUrl = (request: FastifyRequest) =>
      new URL(CALLBACK_PATH, `${request.protocol}://${request.host}`).href;
    const cookieOptions = { path: CALLBACK_PATH, httpOnly: true, secure: config.cookieSecure };
    const fail = (reply: FastifyReply, error: GoogleSignInError) => {
      reply.clearCookie(PENDING_COOKIE, cookieOptions);
      return reply.redirect(webApp(`/login?error=${error}`));
    };

    /** Sign-in (`?gmail=1` also asks for read-only Gmail access: the User Settings "Connect Gmail"). */
    app.route({
      ...endpoint(app, 'startGoogleSignIn'),
      handler: async (request, reply) => {
        // The screens hide their Google buttons then; an old bookmark still lands somewhere that explains.
        if (!isGoogleConfigured(config)) return fail(reply, 'google_not_configured');
        const token = request.cookies[SESSION_COOKIE];
        const session = token ? await findSession(db, token) : null;
        const gmail = request.query.gmail === '1' || request.query.gmail === 'true';
        let started: Awaited<ReturnType<GoogleClient['start']>>;
        try {
          started = await google.start(callbackUrl(request), {
            gmail,
            userId: gmail && session ? session.userId : null,
          });
        } catch (error) {
          // Google (its discovery document) unreachable: back to the login page, not a JSON error in the tab.
          request.log.error({ err: error }, 'Google sign-in could not start');
          return fail(reply, 'google_failed');
        }
        const { url, pending } = started;
        reply.setCookie(PENDING_COOKIE, (await secretBox()).seal(JSON.stringify(pending)), {
          ...cookieOptions,
          expires: new Date(pending.expiresAt),
        });
        return reply.redirect(url.href);
      },
    });

    app.route({
      ...endpoint(app, 'finishGoogleSignIn'),
      handler: async (request, reply) => {
        if (!isGoogleConfigured(config)) return fail(reply, 'google_not_configured');
        const box = await secretBox();
        const sealed = request.cookies[PENDING_COOKIE];
        const pending = sealed ? parsePending(box.open(sealed)) : null;
        if (!pending || pending.expiresAt < Date.now()) return fail(reply, 'google_failed');

        const redirectUri = callbackUrl(request);
        let identity: Awaited<ReturnType<GoogleClient['finish']>>;
        try {
          identity = await google.finish(new URL(request.url, redirectUri), redirectUri, pending);
        } catch (error) {
          request.log.warn({ err: error }, 'Google sign-in refused');
          return fail(reply, 'google_failed');
        }
        reply.clearCookie(PENDING_COOKIE, cookieOptions);

        // Connecting Gmail while signed in: the mailbox joins the current user, who stays signed in.
        const token = request.cookies[SESSION_COOKIE];
        const session = pending.userId && token ? await findSession(db, token) : null;
        if (session && session.userId === pending.userId) {
          if (!identity.gmailRefreshToken) return reply.redirect(webApp('/dashboard?sso=true'));
          await saveGmailConnection(db, box, session.userId, identity.email, identity.gmailRefreshToken);
          return reply.redirect(webApp('/dashboard?sso=true&gmail=true'));
        }

        // Recorded like a password sign-in's (docs/product-rules.md#sign-in-events), in the account's tenant.
        const subject = await subjectOf(db, identity.email);
        const refuse = async (error: GoogleSignInError) => {
          await recordSignInEvent(db, request, subject, 'auth.sign-in-failed', { method: 'google', error });
          return fail(reply, error);
        };
        if (!identity.emailVerified) return refuse('google_unverified_email');
        // Only an existing user with that email: there is no sign-up through Google.
        const { userId } = subject;
        if (!userId) return refuse('google_unknown_user');

        // Google proves the password step only: a second factor is still asked for (or enrolled) on /login,
        // and that step records the sign-in when it completes it.
        const stage = await signInStage(db, userId);
        const created = await createSession(db, userId, config.sessionTtlMs, {
          ...sessionOrigin(request),
          stage,
          signInMethod: 'google',
        });
        setSessionCookie(reply, created.token, created.expiresAt, config.cookieSecure);
        if (stage !== 'active') return reply.redirect(webApp(`/login?step=${stage}`));
        await recordSignInEvent(db, request, subject, 'auth.signed-in', { method: 'google' });
        if (!identity.gmailRefreshToken) return reply.redirect(webApp('/dashboard?sso=true'));
        await saveGmailConnection(db, box, userId, identity.email, identity.gmailRefreshToken);
        return reply.redirect(webApp('/dashboard?sso=true&gmail=true'));
      },
    });
  };

const pendingSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  gmail: z.boolean(),
  userId: z.string().nullable(),
  expiresAt: z.number(),
});

function parsePending(json: string | null): PendingSignIn | null {
  if (!json) return null;
  try {
    return pendingSchema.parse(JSON.parse(json));
  } catch {
    return null;
  }
}
