import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './constants';
import { roleSchema, tenantSchema, userSchema } from './entities';

/** Request and response bodies of the user-management, tenant-list and set-password calls (spec §7). */

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

export const tenantListSchema = z.array(tenantSchema);

export const setPasswordRequestSchema = z.object({
  token: z.string().trim().min(1, 'token is required').max(200),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(1024),
});
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;
