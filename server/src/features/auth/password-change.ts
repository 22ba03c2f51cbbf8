import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import type { AuthContext } from '../../plugins/auth';
import { endSessions } from '../../plugins/session-store';
import { hashPassword, verifyPassword } from '../../shared/passwords';

/** Whether the password is the user's: asked again before a change that weakens or replaces a credential. */
export async function isCurrentPassword(db: Database, userId: string, password: string): Promise<boolean> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(user?.passwordHash && (await verifyPassword(user.passwordHash, password)));
}

/**
 * Changes the caller's password after checking the current one; every other session of theirs ends (a
 * stolen session must not survive the change meant to shut it out). False when the current one is wrong.
 */
export async function changePassword(
  db: Database,
  auth: Pick<AuthContext, 'userId' | 'sessionId'>,
  currentPassword: string,
  newPassword: string,
): Promise<boolean> {
  if (!(await isCurrentPassword(db, auth.userId, currentPassword))) return false;
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, auth.userId));
    await endSessions(tx, auth.userId, auth.sessionId);
  });
  return true;
}
