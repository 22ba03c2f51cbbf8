import { z } from 'zod';
import { API_KEY_SCOPES, MAX_API_KEY_NAME_LENGTH } from './constants';
import { type EndpointGroup, idParams, NO_CONTENT, tenantQuery } from './endpoint';
import { idSchema, isoDate } from './entities';

/**
 * A tenant's API keys (docs/api-integrations.md): made and revoked by its admins, each with a name and the
 * scopes it may use. The secret is answered once, by the call that makes the key; only its sha256 is kept.
 */

/** A key as lists show it: never its secret, only the first characters to tell keys apart. */
export const apiKeySchema = z.object({
  id: idSchema,
  tenantId: idSchema,
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** The secret's first characters (`qd_AbCd`), to recognise a key; never enough to use it. */
  prefix: z.string(),
  createdAt: isoDate,
  /** The email of the admin who made it; null once that account is deleted, or for a migrated inbound key. */
  createdBy: z.string().nullable(),
  lastUsedAt: isoDate.nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to making a key: the key and, this once, its secret. */
export const createdApiKeySchema = apiKeySchema.extend({
  /** Shown once: only its hash is stored, so it cannot be shown again. */
  secret: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const createApiKeyRequestSchema = z.object({
  tenantId: tenantQuery.shape.tenantId,
  name: z
    .string({ message: 'name: give the key a name' })
    .trim()
    .min(1, 'name: give the key a name')
    .max(MAX_API_KEY_NAME_LENGTH, `name: at most ${MAX_API_KEY_NAME_LENGTH} characters`),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { message: `scopes: each one of ${API_KEY_SCOPES.join(', ')}` }))
    .min(1, 'scopes: choose at least one')
    .max(API_KEY_SCOPES.length, 'scopes: each at most once')
    .refine((scopes) => new Set(scopes).size === scopes.length, 'scopes: each at most once'),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>;

const WHO =
  "The tenant's admins and the super admin (`tenantId` names the tenant; the caller's own if none).";

export const apiKeyEndpoints = {
  listApiKeys: {
    summary: "A tenant's API keys that are not revoked, newest first (never their secrets)",
    description: WHO,
    tag: 'API keys',
    access: 'admin',
    query: tenantQuery,
    responses: { 200: z.array(apiKeySchema) },
  },
  createApiKey: {
    summary: 'Make an API key with a name and its scopes; its secret is in this answer only',
    description: `${WHO} Call the API with it as \`Authorization: Bearer <secret>\`. Recorded in the tenant's audit log.`,
    tag: 'API keys',
    access: 'admin',
    body: createApiKeyRequestSchema,
    responses: { 201: createdApiKeySchema },
  },
  revokeApiKey: {
    summary: 'Revoke an API key: every call with it is refused (401) from now on, on every instance',
    description: `${WHO} Recorded in the tenant's audit log.`,
    tag: 'API keys',
    access: 'admin',
    params: idParams('id', 'API key'),
    query: tenantQuery,
    responses: { 204: NO_CONTENT },
  },
} satisfies EndpointGroup;
