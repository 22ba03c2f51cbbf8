import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { passwordTokens, sessions, users } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { checkPasswordToken, consumePasswordToken, type TokenProblem } from '../../shared/password-tokens';
import { hashPassword } from '../../shared/passwords';

const PROBLEMS: Record<TokenProblem, string> = {
  unknown: 'This link is not valid. Ask an administrator to send you a new invitation.',
  used: 'This link has already been used. Sign in with your password, or ask an administrator for a new invitation.',
  expired: 'This link has expired. Ask an administrator to send you a new invitation.',
};

/**
 * Sets the password of the token's user and uses the token up, all or nothing. Any other open link of the
 * user is spent too, and any session they had is ended: whoever holds an old link or session is out.
 */
export async function setPasswordWithToken(db: Database, token: string, password: string): Promise<void> {
  // A bad link is refused before the costly hash, so guessing tokens cannot tie up the server.
  const checked = await checkPasswordToken(db, token);
  if ('problem' in checked) throw new HttpError(400, PROBLEMS[checked.problem]);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const now = new Date();
    const result = await consumePasswordToken(tx, token, now);
    if ('problem' in result) throw new HttpError(400, PROBLEMS[result.problem]);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, result.userId));
    await tx
      .update(passwordTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordTokens.userId, result.userId), isNull(passwordTokens.usedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, result.userId));
  });
}
