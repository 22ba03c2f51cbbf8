import { eq, sql } from 'drizzle-orm';
import type { LoginResponse } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { tenants, users } from '../../db/schema';
import { createSession } from '../../plugins/session-store';
import { verifyAgainstDecoy, verifyPassword } from '../../shared/passwords';

export interface SignIn {
  token: string;
  expiresAt: Date;
  response: LoginResponse;
}

/** Checks the credentials and opens a session; null for any wrong email/password combination. */
export async function signIn(
  db: Database,
  email: string,
  password: string,
  sessionTtlMs: number,
): Promise<SignIn | null> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      passwordHash: users.passwordHash,
      tenantId: tenants.id,
      tenantName: tenants.name,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));

  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDecoy(password);
  if (!user || !valid) return null;

  const session = await createSession(db, user.id, sessionTtlMs);
  return {
    token: session.token,
    expiresAt: session.expiresAt,
    response: {
      sessionId: session.sessionId,
      user: { id: user.id, name: user.name, email: user.email, role: user.role },
      tenant: { id: user.tenantId, name: user.tenantName },
    },
  };
}
