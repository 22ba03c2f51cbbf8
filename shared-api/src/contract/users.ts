import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './constants';
import { type EndpointGroup, idParams, NO_CONTENT } from './endpoint';
import { roleSchema, userSchema } from './entities';
import { updateThemeRequestSchema } from './requests';

/** Request and response bodies of the user-management, tenant-list and set-password calls. */

const tenantId = z.uuid({ message: 'Invalid tenant id' });
const name = z.string().trim().min(1, 'Please enter a name').max(200);
const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid email address' }).max(320));

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

export const createUserResponseSchema = z.object({
  user: userSchema,
  /** Whether the SMTP server accepted the invitation email. */
  emailSent: z.boolean(),
});
export type CreateUserResponse = z.infer<typeof createUserResponseSchema>;

/** "user fields": any of name, email and role; a user never moves to another tenant. */
export const updateUserRequestSchema = z.object({
  name: name.optional(),
  email: email.optional(),
  role: roleSchema.optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

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
    summary: 'Set a first password with the token of an invitation link',
    tag: 'Session',
    access: 'public',
    body: setPasswordRequestSchema,
    responses: { 204: NO_CONTENT },
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
    responses: { 200: userSchema },
  },
  deleteUser: {
    summary: 'Delete a user',
    tag: 'Users',
    access: 'admin',
    params: userIdParams,
    responses: { 204: NO_CONTENT },
  },
} satisfies EndpointGroup;
