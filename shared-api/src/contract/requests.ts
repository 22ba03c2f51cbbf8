import { z } from 'zod';
import { roleSchema, tenantSchema, themeModeSchema } from './entities';

/** Request and response bodies of the spec §7 calls the foundation serves. */

export const loginRequestSchema = z.object({
  email: z
    .string()
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

export const updateThemeRequestSchema = z.object({ themeMode: themeModeSchema });
export type UpdateThemeRequest = z.infer<typeof updateThemeRequestSchema>;

/** Error body of every failed call: the UI shows `error` when the spec says "the server's error field". */
export const apiErrorSchema = z.object({ error: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Runtime configuration served with the remotes list (`/remotes.json`). */
export const runtimeConfigSchema = z.object({
  remotes: z.record(z.string(), z.string()),
  apiBaseUrl: z.string().optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** A partial update must change something: an empty body is a client mistake, answered 400. */
export const changesSomething = <T extends Record<string, unknown>>(changes: T) =>
  Object.values(changes).some((value) => value !== undefined);
export const NOTHING_TO_UPDATE = { message: 'Nothing to update: send at least one field' };
