import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { endSessions } from '../../plugins/session-store';
import {
  checkPasswordToken,
  consumePasswordToken,
  spendPasswordTokens,
  type TokenRefusal,
} from '../../shared/password-tokens';
import { hashPassword } from '../../shared/passwords';

/** What a refused link says: an invitation points to the admin, a reset link to "Forgot password?". */
const REFUSALS = {
  invitation: {
    used: 'This link has already been used. Sign in with your password, or ask an administrator for a new invitation.',
    expired: 'This link has expired. Ask an administrator to send you a new invitation.',
  },
  reset: {
    used: 'This link has already been used. Sign in with your password, or ask for a new link with "Forgot password?".',
    expired: 'This link has expired. Ask for a new one with "Forgot password?" on the sign-in page.',
  },
} as const;

function refusal(refused: TokenRefusal): string {
  if (refused.problem === 'unknown') return 'This link is not valid. Ask an administrator for a new link.';
  return REFUSALS[refused.purpose][refused.problem];
}

/**
 * Sets the password of the token's user and uses the token up, all or nothing. Any other open link of the
 * user is spent too, and any session they had is ended: whoever holds an old link or session is out.
 */
export async function setPasswordWithToken(db: Database, token: string, password: string): Promise<void> {
  // A bad link is refused before the costly hash, so guessing tokens cannot tie up the server.
  const checked = await checkPasswordToken(db, token);
  if ('problem' in checked) throw new HttpError(400, refusal(checked));
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const now = new Date();
    const result = await consumePasswordToken(tx, token, now);
    if ('problem' in result) throw new HttpError(400, refusal(result));
    await tx.update(users).set({ passwordHash }).where(eq(users.id, result.userId));
    await spendPasswordTokens(tx, result.userId, undefined, now);
    await endSessions(tx, result.userId);
  });
}
