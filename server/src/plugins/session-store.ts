import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Role, SessionStage, SignInMethod } from 'shared-api/contract';
import type { Database } from '../db/database';
import { preparedPerDatabase } from '../db/prepared';
import { sessions, tenants, users } from '../db/schema';
import { publishEvent } from '../shared/events/publish';

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
  stage: SessionStage;
  signInMethod: SignInMethod;
  expiresAt: Date;
  /** The tenant a super admin views as support (null when none, or when the user is no super admin). */
  viewing: { tenantId: string; tenantName: string } | null;
}

/** Where a session was opened from, shown in the user's list of sessions. */
export interface SessionOrigin {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** Whether the user's second factor is on, and whether their tenant requires one of everyone. */
export async function secondFactorState(db: Database, userId: string) {
  const [row] = await db
    .select({ enabledAt: users.totpEnabledAt, required: tenants.requireTwoFactor })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.id, userId));
  return { enabled: Boolean(row?.enabledAt), required: Boolean(row?.required) };
}

/**
 * Where a sign-in that proved who the user is (a password, Google) stands: signed in, or waiting for the
 * second factor the user has, or for the enrolment their tenant requires.
 */
export async function signInStage(db: Database, userId: string): Promise<SessionStage> {
  const { enabled, required } = await secondFactorState(db, userId);
  if (enabled) return 'second_factor';
  return required ? 'enrolment' : 'active';
}

/** The user agent (cut short) and address of a request opening a session. */
export const sessionOrigin = (request: FastifyRequest): SessionOrigin => ({
  userAgent: request.headers['user-agent']?.slice(0, 512),
  ip: request.ip,
});

/** A sign-in waiting for its second factor or enrolment lasts this long, whatever the session lifetime. */
export const SIGN_IN_STEP_TTL_MS = 10 * 60_000;

export async function createSession(
  db: Database,
  userId: string,
  ttlMs: number,
  {
    stage = 'active',
    signInMethod = 'password',
    userAgent,
    ip,
  }: SessionOrigin & { stage?: SessionStage; signInMethod?: SignInMethod } = {},
): Promise<{ sessionId: string; token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (stage === 'active' ? ttlMs : SIGN_IN_STEP_TTL_MS));
  const [row] = await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, expiresAt, stage, signInMethod, userAgent, ip })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  // Housekeeping on the way in keeps the table small without a scheduler.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
  return { sessionId: row.id, token, expiresAt };
}

const viewedTenants = alias(tenants, 'viewed_tenants');

/**
 * Every request looks its session up, and PostgreSQL spent longer planning this join than running it: the
 * statement is prepared once per database and connection, then only executed.
 */
const sessionLookup = preparedPerDatabase((db) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      userName: users.name,
      userEmail: users.email,
      tenantId: users.tenantId,
      tenantName: tenants.name,
      role: users.role,
      stage: sessions.stage,
      signInMethod: sessions.signInMethod,
      viewingTenantId: viewedTenants.id,
      viewingTenantName: viewedTenants.name,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .leftJoin(viewedTenants, eq(viewedTenants.id, sessions.viewingTenantId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('find_session'),
);

/**
 * The live session for a cookie token, or null when unknown or expired. One query brings the user and tenant
 * names too, so `GET /api/session/current` (called on every page load) needs no second round trip.
 */
export async function findSession(db: Database, token: string): Promise<StoredSession | null> {
  const [row] = await sessionLookup(db).execute({ tokenHash: hashToken(token) });
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

/** Slides the expiry and notes when the session was last seen (both at most once a minute). */
export async function extendSession(db: Database, sessionId: string, ttlMs: number): Promise<Date> {
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.update(sessions).set({ expiresAt, lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
  return expiresAt;
}

/**
 * Ends every session of a user, or all but one. Each request looks its session up in PostgreSQL, so the
 * ended ones answer 401 at once on every server instance.
 */
export async function endSessions(db: Database, userId: string, exceptSessionId?: string): Promise<void> {
  const others = exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined;
  await db.delete(sessions).where(and(eq(sessions.userId, userId), others));
  await announceEndedSessions(db, userId);
}

/** Tells every instance, so event streams of ended sessions close too (sent once the deletion commits). */
export const announceEndedSessions = (db: Database, userId: string) =>
  publishEvent(db, { type: 'sessions.ended', userId });

/** Whether a session still exists: an open event stream asks when the user's sessions were ended. */
export async function sessionExists(db: Database, sessionId: string): Promise<boolean> {
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sessionId));
  return row !== undefined;
}

/** Ends one session of the user's; false when they have no such session. */
export async function endSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  if (ended.length > 0) await announceEndedSessions(db, userId);
  return ended.length > 0;
}

/** The user's signed-in sessions (not sign-ins half-way), last seen first. */
export function listSessions(db: Database, userId: string) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      lastSeenAt: sessions.lastSeenAt,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.stage, 'active'), sql`${sessions.expiresAt} > now()`))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}
