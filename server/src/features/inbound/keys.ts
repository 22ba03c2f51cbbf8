import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { tenants } from '../../db/schema';

/** Recognisable in logs and secret scanners; the rest is 256 random bits. */
const KEY_PREFIX = 'qdin_';

export const hashInboundKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Creates or rotates a tenant's inbound key; returns it (to show once), or null when no such tenant. */
export async function rotateInboundKey(db: Database, tenantId: string): Promise<string | null> {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const updated = await db
    .update(tenants)
    .set({ inboundKeyHash: hashInboundKey(key) })
    .where(eq(tenants.id, tenantId))
    .returning({ id: tenants.id });
  return updated.length > 0 ? key : null;
}

/** The tenant a bearer key belongs to, or null. Looked up by hash: the key itself is never stored. */
export async function tenantOfInboundKey(db: Database, key: string): Promise<string | null> {
  if (!key.startsWith(KEY_PREFIX)) return null;
  const [tenant] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.inboundKeyHash, hashInboundKey(key)));
  return tenant?.id ?? null;
}
