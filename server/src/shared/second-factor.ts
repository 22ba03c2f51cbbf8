import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { recoveryCodes, users } from '../db/schema';
import { endSessions } from '../plugins/session-store';

/**
 * Turns a user's second factor off: the secret and recovery codes go, and their sessions end (all of them, or
 * all but the one that asked), all or nothing. An admin's reset and the user's own "turn off" both do this.
 */
export async function removeSecondFactor(
  db: Database,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecretEncrypted: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await endSessions(tx, userId, keepSessionId);
  });
}
