import { eq, sql } from 'drizzle-orm';
import type { LoginResponse, LoginStep } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { tenants, users } from '../../db/schema';
import { createSession, type SessionOrigin, signInStage } from '../../plugins/session-store';
import { hashPassword, needsRehash, verifyAgainstDecoy, verifyPassword } from '../../shared/passwords';

export interface SignIn {
  token: string;
  expiresAt: Date;
  /** The signed-in session, or the step the sign-in waits for (its session admits nothing else). */
  response: LoginResponse | LoginStep;
}

/** What the signed-in answer says about a user: read again once the second factor completes a sign-in. */
export async function signedInAnswer(
  db: Database,
  userId: string,
  sessionId: string,
): Promise<LoginResponse> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      tenantId: tenants.id,
      tenantName: tenants.name,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.id, userId));
  if (!user) throw new Error('signed-in user not found');
  const { tenantId, tenantName, ...profile } = user;
  return { sessionId, user: profile, tenant: { id: tenantId, name: tenantName } };
}

/** A hash made with older parameters is replaced while the password is at hand (never blocks sign-in). */
async function rehashIfOutdated(db: Database, userId: string, stored: string, password: string) {
  if (!needsRehash(stored)) return;
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId));
}

/**
 * Checks the credentials and opens a session; null for any wrong email/password combination. A user with a
 * second factor, or whose tenant requires one, gets a sign-in step instead of a usable session.
 */
export async function signIn(
  db: Database,
  email: string,
  password: string,
  sessionTtlMs: number,
  origin: SessionOrigin = {},
): Promise<SignIn | null> {
  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));

  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDecoy(password);
  if (!user?.passwordHash || !valid) return null;
  await rehashIfOutdated(db, user.id, user.passwordHash, password);

  const stage = await signInStage(db, user.id);
  const session = await createSession(db, user.id, sessionTtlMs, { ...origin, stage });
  const response: SignIn['response'] =
    stage === 'second_factor'
      ? { twoFactorRequired: true }
      : stage === 'enrolment'
        ? { twoFactorSetupRequired: true }
        : await signedInAnswer(db, user.id, session.sessionId);
  return { token: session.token, expiresAt: session.expiresAt, response };
}
