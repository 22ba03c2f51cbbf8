import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Role } from 'shared-api/contract';
import type { Database } from '../db/database';
import { sessions, tenants, users } from '../db/schema';

/** Sessions are stored by the SHA-256 of their cookie token, so a database leak yields no usable cookie. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface StoredSession {
  sessionId: string;
  userId: string;
  userName: string;
  userEmail: string;
  tenantId: string;
  tenantName: string;
  role: Role;
  expiresAt: Date;
  /** The tenant a super admin views as support (null when none, or when the user is no super admin). */
  viewing: { tenantId: string; tenantName: string } | null;
}

export async function createSession(
  db: Database,
  userId: string,
  ttlMs: number,
): Promise<{ sessionId: string; token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  const [row] = await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, expiresAt })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  // Housekeeping on the way in keeps the table small without a scheduler.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
  return { sessionId: row.id, token, expiresAt };
}

const viewedTenants = alias(tenants, 'viewed_tenants');

function prepareSessionLookup(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      userName: users.name,
      userEmail: users.email,
      tenantId: users.tenantId,
      tenantName: tenants.name,
      role: users.role,
      viewingTenantId: viewedTenants.id,
      viewingTenantName: viewedTenants.name,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .leftJoin(viewedTenants, eq(viewedTenants.id, sessions.viewingTenantId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('find_session');
}

/**
 * Every request looks its session up, and PostgreSQL spent longer planning this join than running it: the
 * statement is prepared once per database and connection, then only executed.
 */
const sessionLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();

/**
 * The live session for a cookie token, or null when unknown or expired. One query brings the user and tenant
 * names too, so `GET /api/session/current` (called on every page load) needs no second round trip.
 */
export async function findSession(db: Database, token: string): Promise<StoredSession | null> {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash: hashToken(token) });
  if (!row) return null;
  if (row.expiresAt.getTime() <= Date.now()) {
    await db.delete(sessions).where(eq(sessions.id, row.sessionId));
    return null;
  }
  const { viewingTenantId, viewingTenantName, ...session } = row;
  // A user no longer super admin views nothing, whatever the session still holds.
  const viewing =
    viewingTenantId && viewingTenantName !== null && row.role === 'SUPER_ADMIN'
      ? { tenantId: viewingTenantId, tenantName: viewingTenantName }
      : null;
  return { ...session, viewing };
}

/** Starts (a tenant id) or ends (null) a super admin's support view of a tenant, for this session. */
export async function setViewingTenant(db: Database, sessionId: string, tenantId: string | null) {
  await db.update(sessions).set({ viewingTenantId: tenantId }).where(eq(sessions.id, sessionId));
}

export async function extendSession(db: Database, sessionId: string, ttlMs: number): Promise<Date> {
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
  return expiresAt;
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}
