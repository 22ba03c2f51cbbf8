import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { API_KEY_PREFIX, type ApiKey, type ApiKeyScope, INBOUND_API_KEY_NAME } from 'shared-api/contract';
import type { Database } from '../db/database';
import { apiKeys, tenants, users } from '../db/schema';

/**
 * A tenant's API keys (docs/api-integrations.md), stored by the sha256 of their secret. Shared: the session
 * plugin admits calls with them, the inbound route takes them, the api-keys feature makes and revokes them.
 */

/** The prefix of inbound keys made before they became API keys: still accepted, by the same hash. */
const LEGACY_INBOUND_PREFIX = 'qdin_';
/** How many characters of the secret a list shows. */
const SHOWN_CHARACTERS = API_KEY_PREFIX.length + 6;
/** A key's last use is written at most this often, not on every call. */
const TOUCH_AFTER_MS = 60_000;

export const hashApiKey = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Whether a bearer value is shaped like one of our keys (before any database look-up). */
export const looksLikeApiKey = (secret: string) =>
  (secret.startsWith(API_KEY_PREFIX) || secret.startsWith(LEGACY_INBOUND_PREFIX)) && secret.length <= 200;

/** The bearer value of an `Authorization: Bearer <value>` header, if any. */
export function bearerOf(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/** A key a call presented, once found active: whose it is and what it may do. */
export interface ActiveApiKey {
  id: string;
  name: string;
  tenantId: string;
  tenantName: string;
  scopes: ApiKeyScope[];
}

/**
 * The active key with this secret, or null when unknown or revoked. Looked up in the database on every call
 * (no cache), so a revoked key is refused at once on every instance. Records its use at most once a minute.
 */
export async function findActiveApiKey(db: Database, secret: string): Promise<ActiveApiKey | null> {
  if (!looksLikeApiKey(secret)) return null;
  const [row] = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      tenantId: apiKeys.tenantId,
      tenantName: tenants.name,
      scopes: apiKeys.scopes,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .innerJoin(tenants, eq(tenants.id, apiKeys.tenantId))
    .where(and(eq(apiKeys.keyHash, hashApiKey(secret)), isNull(apiKeys.revokedAt)));
  if (!row) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: new Date() })
      .where(
        and(
          eq(apiKeys.id, row.id),
          or(isNull(apiKeys.lastUsedAt), sql`${apiKeys.lastUsedAt} < now() - interval '1 minute'`),
        ),
      );
  }
  const { lastUsedAt: _lastUsedAt, ...key } = row;
  return { ...key, scopes: key.scopes as ApiKeyScope[] };
}

const listed = {
  id: apiKeys.id,
  tenantId: apiKeys.tenantId,
  name: apiKeys.name,
  scopes: apiKeys.scopes,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  createdBy: users.email,
  lastUsedAt: apiKeys.lastUsedAt,
};

interface ListedRow {
  id: string;
  tenantId: string;
  name: string;
  scopes: string[];
  prefix: string;
  createdAt: Date;
  createdBy: string | null;
  lastUsedAt: Date | null;
}

function toApiKey(row: ListedRow): ApiKey {
  return {
    id: row.id,
    tenantId: row.tenantId,
    name: row.name,
    scopes: row.scopes as ApiKeyScope[],
    prefix: `${row.prefix}…`,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** A tenant's keys that are not revoked, newest first. */
export async function listApiKeys(db: Database, tenantId: string): Promise<ApiKey[]> {
  const rows = await db
    .select(listed)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.tenantId, tenantId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toApiKey);
}

export interface NewApiKey {
  tenantId: string;
  name: string;
  scopes: readonly ApiKeyScope[];
  createdBy: string | null;
}

/** Makes a key; answers it with its secret, which is never stored and cannot be shown again. */
export async function createApiKey(db: Database, key: NewApiKey): Promise<ApiKey & { secret: string }> {
  const secret = `${API_KEY_PREFIX}${randomBytes(24).toString('hex')}`;
  const [row] = await db
    .insert(apiKeys)
    .values({
      tenantId: key.tenantId,
      name: key.name,
      scopes: [...key.scopes],
      prefix: secret.slice(0, SHOWN_CHARACTERS),
      keyHash: hashApiKey(secret),
      createdBy: key.createdBy,
    })
    .returning({ id: apiKeys.id });
  if (!row) throw new Error('API key insert returned no row');
  const [created] = await db
    .select(listed)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.id, row.id));
  if (!created) throw new Error('API key not found after insert');
  return { ...toApiKey(created), secret };
}

/** Revokes a tenant's key; answers its name, or null when it has no such active key. */
export async function revokeApiKey(db: Database, id: string, tenantId: string): Promise<string | null> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.tenantId, tenantId), isNull(apiKeys.revokedAt)))
    .returning({ name: apiKeys.name });
  return row?.name ?? null;
}

/**
 * The tenant's inbound key: a new `Inbound messages` key with messages:write, every earlier one of that name
 * revoked. Answers the secret, or null when there is no such tenant.
 */
export async function rotateInboundKey(
  db: Database,
  tenantId: string,
  createdBy: string | null,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [tenant] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
    if (!tenant) return null;
    await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(apiKeys.tenantId, tenantId),
          eq(apiKeys.name, INBOUND_API_KEY_NAME),
          isNull(apiKeys.revokedAt),
        ),
      );
    const { secret } = await createApiKey(tx, {
      tenantId,
      name: INBOUND_API_KEY_NAME,
      scopes: ['messages:write'],
      createdBy,
    });
    return secret;
  });
}
