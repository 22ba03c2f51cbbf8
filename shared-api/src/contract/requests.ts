import { z } from 'zod';
import { MAX_EMAIL_LENGTH } from './constants';
import { type EndpointGroup, NO_CONTENT, REDIRECT } from './endpoint';
import { currentSessionSchema, roleSchema, tenantSchema, themeModeSchema } from './entities';

/** Request and response bodies of the session, sign-in and theme calls. */

export const loginRequestSchema = z.object({
  email: z
    .string()
    .max(MAX_EMAIL_LENGTH, 'Enter a valid email address')
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'Enter a valid email address' })),
  password: z.string().min(1, 'Password is required').max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  sessionId: z.string(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), role: roleSchema }),
  tenant: tenantSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * A right password of an account with a second factor opens no session yet: the sign-in goes on with
 * `POST /api/auth/2fa/verify`; one whose tenant requires a second factor it lacks enrols first.
 */
export const loginStepSchema = z.union([
  z.object({ twoFactorRequired: z.literal(true) }),
  z.object({ twoFactorSetupRequired: z.literal(true) }),
]);
export type LoginStep = z.infer<typeof loginStepSchema>;
export const loginAnswerSchema = z.union([loginResponseSchema, loginStepSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const updateThemeRequestSchema = z.object({ themeMode: themeModeSchema });
export type UpdateThemeRequest = z.infer<typeof updateThemeRequestSchema>;

/** Error body of every failed call: the UI shows `error` when the spec says "the server's error field". */
export const apiErrorSchema = z.object({ error: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Runtime configuration served with the remotes list (`/remotes.json`). */
export const runtimeConfigSchema = z.object({
  remotes: z.record(z.string(), z.string()),
  apiBaseUrl: z.string().optional(),
  /**
   * Whether the server has Google set up (sign-in and the Gmail import): the screens hide their Google buttons
   * without it. The server always says; absent (a hand-written REMOTES_JSON file) means not set up.
   */
  googleSignIn: z.boolean().optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** A partial update must change something: an empty body is a client mistake, answered 400. */
export const changesSomething = <T extends Record<string, unknown>>(changes: T) =>
  Object.values(changes).some((value) => value !== undefined);
export const NOTHING_TO_UPDATE = { message: 'Nothing to update: send at least one field' };

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export const xsrfTokenResponseSchema = z.object({ token: z.string() });

export const authEndpoints = {
  getHealth: {
    summary: 'Liveness: answers once the database does',
    tag: 'Session',
    access: 'public',
    responses: { 200: healthResponseSchema },
  },
  getApiDocument: {
    summary: 'This API as an OpenAPI 3.1 document (browsable at /api/docs)',
    tag: 'Session',
    access: 'public',
    responses: { 200: z.record(z.string(), z.unknown()) },
  },
  login: {
    summary: 'Sign in with email and password',
    description:
      'Sets the HttpOnly session cookie. Repeated failures from one address for one email are refused for a ' +
      'while (429 with Retry-After). With a second factor, answers the next step instead of a session.',
    tag: 'Session',
    access: 'public',
    body: loginRequestSchema,
    responses: { 200: loginAnswerSchema },
  },
  logout: {
    summary: 'Sign out: ends the session and clears its cookie',
    tag: 'Session',
    access: 'public',
    responses: { 204: NO_CONTENT },
  },
  getXsrfToken: {
    summary: 'The XSRF token to echo in the X-XSRF-TOKEN header of every mutation',
    description: 'Also set as the XSRF-TOKEN cookie, for browsers on the same site.',
    tag: 'Session',
    access: 'public',
    responses: { 200: xsrfTokenResponseSchema },
  },
  startGoogleSignIn: {
    summary: 'Sign in with Google (OpenID Connect); `gmail=1` also asks for read-only Gmail access',
    tag: 'Session',
    access: 'public',
    // Lenient: a browser lands here, so an odd value means "no Gmail" rather than a JSON error in the tab.
    query: z.object({ gmail: z.string().max(5).optional() }),
    // Without Google set up, the redirect goes back to /login?error=google_not_configured.
    responses: { 302: REDIRECT },
  },
  finishGoogleSignIn: {
    summary: "Google's redirect back after sign-in; signs the user in and returns to the app",
    tag: 'Session',
    access: 'public',
    responses: { 302: REDIRECT },
  },
  getCurrentSession: {
    summary: 'Who is signed in, in which tenant, with which role',
    tag: 'Session',
    access: 'session',
    responses: { 200: currentSessionSchema },
  },
} satisfies EndpointGroup;
