import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './constants';
import { type EndpointGroup, idParams, NO_CONTENT } from './endpoint';
import { loginResponseSchema } from './requests';

/** Two-factor sign-in (TOTP), the caller's sessions and password change: issue 20. */

/** A 6-digit TOTP code or a recovery code: spaces and dashes are what people type in, not part of it. */
const codeSchema = z
  .string({ message: 'Enter the code' })
  .max(64, 'That code is not valid')
  .transform((code) => code.replace(/[\s-]/g, ''))
  .pipe(z.string().min(6, 'Enter the code').max(32, 'That code is not valid'));

/** Asked again before a change to the account's credentials. */
const currentPasswordSchema = z.string().min(1, 'Enter your current password').max(1024);

export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** `otpauth://totp/…` (SHA-1, 6 digits, 30 s): what the QR code holds. */
  otpauthUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorCodeRequestSchema = z.object({ code: codeSchema });
export type TwoFactorCodeRequest = z.input<typeof twoFactorCodeRequestSchema>;

export const enabledTwoFactorSchema = z.object({
  recoveryCodes: z.array(z.string()),
  /** At a sign-in that had to enrol: the sign-in is now complete, as `POST /api/auth/login` would answer. */
  signedIn: loginResponseSchema.optional(),
});
export type EnabledTwoFactor = z.infer<typeof enabledTwoFactorSchema>;

/** Turning two-factor sign-in off takes both factors: the password and a current code (or a recovery code). */
export const disableTwoFactorRequestSchema = z.object({
  currentPassword: currentPasswordSchema,
  code: codeSchema,
});
export type DisableTwoFactorRequest = z.input<typeof disableTwoFactorRequestSchema>;

/** Why turning it off is refused while the user's tenant requires a second factor of everyone. */
export const TWO_FACTOR_REQUIRED_MESSAGE =
  'Your organization requires two-factor sign-in, so it cannot be turned off. Ask an administrator.';

/** What every refused code answers, whatever was wrong with it. */
export const INVALID_CODE_MESSAGE = 'Invalid or expired code';

export const sessionInfoSchema = z.object({
  id: z.string(),
  /** Browser and system read from the user agent, e.g. "Chrome on Linux". */
  device: z.string(),
  ip: z.string().nullable(),
  lastSeenAt: z.string(),
  createdAt: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(1024),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const twoFactorPolicySchema = z.object({ required: z.boolean() });
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicySchema>;

export const accountSecurityEndpoints = {
  setUpTwoFactor: {
    summary: 'Start enrolling in two-factor sign-in: a new TOTP secret (SHA-1, 6 digits, 30 s)',
    description: 'Not in force until confirmed with `POST /api/auth/2fa/enable`.',
    tag: 'Session',
    access: 'enrolment',
    responses: { 200: twoFactorSetupSchema },
  },
  enableTwoFactor: {
    summary: 'Confirm the secret with a code from the app; answers ten single-use recovery codes, shown once',
    description: 'At a sign-in that had to enrol (the tenant requires it), this also completes the sign-in.',
    tag: 'Session',
    access: 'enrolment',
    body: twoFactorCodeRequestSchema,
    responses: { 200: enabledTwoFactorSchema },
  },
  verifyTwoFactor: {
    summary: 'Complete a sign-in that asked for the second factor, with a TOTP or a recovery code',
    description:
      'Wrong, reused and expired codes get one message and count toward the sign-in lock-out (429).',
    tag: 'Session',
    access: 'public',
    body: twoFactorCodeRequestSchema,
    responses: { 200: loginResponseSchema },
  },
  disableTwoFactor: {
    summary: "Turn the caller's two-factor sign-in off, with their password and a current code",
    description:
      "A TOTP or a recovery code. The caller's other sessions end. Refused (409) while their tenant requires two-factor sign-in; a wrong password or code counts toward the sign-in lock-out (429).",
    tag: 'Session',
    access: 'session',
    body: disableTwoFactorRequestSchema,
    responses: { 204: NO_CONTENT },
  },
  listMySessions: {
    summary: "The caller's active sessions, the current one marked",
    tag: 'Session',
    access: 'session',
    responses: { 200: z.array(sessionInfoSchema) },
  },
  revokeMySession: {
    summary: "End one of the caller's sessions",
    tag: 'Session',
    access: 'session',
    params: idParams('id', 'session'),
    responses: { 204: NO_CONTENT },
  },
  revokeMyOtherSessions: {
    summary: "End every session of the caller's but this one",
    tag: 'Session',
    access: 'session',
    responses: { 204: NO_CONTENT },
  },
  changeMyPassword: {
    summary: "Change the caller's password; their other sessions end",
    tag: 'Users',
    access: 'session',
    body: changePasswordRequestSchema,
    responses: { 204: NO_CONTENT },
  },
  resetUserTwoFactor: {
    summary: "Remove a user's second factor (they enrol again); their sessions end",
    tag: 'Users',
    access: 'admin',
    params: idParams('id', 'user'),
    responses: { 204: NO_CONTENT },
  },
  getTwoFactorPolicy: {
    summary: 'Whether the tenant requires two-factor sign-in of everyone',
    tag: 'Tenants',
    access: 'admin',
    params: idParams('tenantId', 'tenant'),
    responses: { 200: twoFactorPolicySchema },
  },
  updateTwoFactorPolicy: {
    summary: 'Require two-factor sign-in of everyone in the tenant (or stop requiring it)',
    description: 'Users without a second factor are led through enrolling at their next sign-in.',
    tag: 'Tenants',
    access: 'admin',
    params: idParams('tenantId', 'tenant'),
    body: twoFactorPolicySchema,
    responses: { 200: twoFactorPolicySchema },
  },
} satisfies EndpointGroup;
