import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MIN_PASSWORD_LENGTH } from './constants';
import { type EndpointGroup, idParams, NO_CONTENT } from './endpoint';
import { requestId, roleSchema, userSchema } from './entities';
import { updateThemeRequestSchema } from './requests';

/** Request and response bodies of the user-management, tenant-list and set-password calls. */

const tenantId = requestId('Invalid tenant id');
const name = z.string().trim().min(1, 'Please enter a name').max(200);
const email = z
  .string()
  .max(MAX_EMAIL_LENGTH, 'Enter a valid email address')
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid email address' }));

export const usersQuerySchema = z.object({ tenantId: tenantId.optional() });
export type UsersQuery = z.infer<typeof usersQuerySchema>;

/** The spec's client also sends an `id` on create; the server ignores it and assigns one. */
export const createUserRequestSchema = z.object({
  name,
  email,
  role: roleSchema,
  tenantId: tenantId.nullish(),
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

/**
 * How an invitation or reset link reached its user: mailed (queued for the SMTP server), or handed to the
 * admin to pass on when no mail went out.
 */
export const passwordLinkDeliverySchema = z.object({
  /** Whether the email was queued for the configured SMTP server; false without one. */
  emailSent: z.boolean(),
  /** The one-time link, only when no email went out: the admin copies it to the user. */
  link: z.string().nullable(),
});
export type PasswordLinkDelivery = z.infer<typeof passwordLinkDeliverySchema>;

export const createUserResponseSchema = z
  .object({ user: userSchema })
  .extend(passwordLinkDeliverySchema.shape);
export type CreateUserResponse = z.infer<typeof createUserResponseSchema>;

/** "user fields": any of name, email and role; a user never moves to another tenant. */
export const updateUserRequestSchema = z.object({
  name: name.optional(),
  email: email.optional(),
  role: roleSchema.optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

/**
 * The updated user; `invitation` when the email of a user without a password changed, which sends a new
 * invitation to the new address.
 */
export const updateUserResponseSchema = userSchema.extend({
  invitation: passwordLinkDeliverySchema.optional(),
});
export type UpdateUserResponse = z.infer<typeof updateUserResponseSchema>;

/** A reset link an admin made for a user, to pass on (never mailed). */
export const passwordResetLinkSchema = z.object({ link: z.string() });

export const forgotPasswordRequestSchema = z.object({ email });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** The same answer whether or not the address has an account, so the call reveals none. */
export const forgotPasswordResponseSchema = z.object({
  /** Whether reset links go out by email on this server; without mail, the user asks an admin. */
  mailConfigured: z.boolean(),
});
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

export const setPasswordRequestSchema = z.object({
  token: z.string().trim().min(1, 'token is required').max(200),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(1024),
});
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;

const userIdParams = idParams('id', 'user');

export const userEndpoints = {
  setPassword: {
    summary: 'Set a password with the token of an invitation or reset link',
    description: 'The link is spent, and so are any other open links of the user; their sessions end.',
    tag: 'Session',
    access: 'public',
    body: setPasswordRequestSchema,
    responses: { 204: NO_CONTENT },
  },
  forgotPassword: {
    summary: 'Ask for a password reset link by email',
    description:
      'With SMTP set up, an account with this email is mailed a reset link valid for one hour. The answer is ' +
      'the same whether or not the account exists. Limited per address and email like sign-in (429).',
    tag: 'Session',
    access: 'public',
    body: forgotPasswordRequestSchema,
    responses: { 202: forgotPasswordResponseSchema },
  },
  getMe: {
    summary: "The signed-in user's profile",
    tag: 'Users',
    access: 'session',
    responses: { 200: userSchema },
  },
  updateMyTheme: {
    summary: "Choose the signed-in user's light, dark or system theme",
    tag: 'Users',
    access: 'session',
    body: updateThemeRequestSchema,
    responses: { 200: updateThemeRequestSchema },
  },
  listUsers: {
    summary: "A tenant's users; a super admin naming no tenant gets every tenant's",
    tag: 'Users',
    access: 'admin',
    query: usersQuerySchema,
    responses: { 200: z.array(userSchema) },
  },
  createUser: {
    summary: 'Invite a user: created without a password, and emailed a link to set one',
    tag: 'Users',
    access: 'admin',
    body: createUserRequestSchema,
    responses: { 201: createUserResponseSchema },
  },
  updateUser: {
    summary: "Change a user's name, email or role",
    tag: 'Users',
    access: 'admin',
    params: userIdParams,
    body: updateUserRequestSchema,
    responses: { 200: updateUserResponseSchema },
  },
  resendInvitation: {
    summary: 'Send a user who has not set a password a new invitation; earlier invitation links stop working',
    tag: 'Users',
    access: 'admin',
    params: userIdParams,
    responses: { 200: passwordLinkDeliverySchema },
  },
  createPasswordResetLink: {
    summary: 'Make a one-hour password reset link for a user, for the admin to pass on',
    tag: 'Users',
    access: 'admin',
    params: userIdParams,
    responses: { 201: passwordResetLinkSchema },
  },
  deleteUser: {
    summary: 'Delete a user',
    tag: 'Users',
    access: 'admin',
    params: userIdParams,
    responses: { 204: NO_CONTENT },
  },
} satisfies EndpointGroup;
