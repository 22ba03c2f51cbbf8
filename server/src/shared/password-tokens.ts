import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { passwordTokens } from '../db/schema';

/** One-time set-password links (invitations): only the token's SHA-256 is stored, so a leak opens nothing. */

export const PASSWORD_TOKEN_TTL_MS = 72 * 3_600_000;

export const hashPasswordToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token for the user; the caller mails it and never stores it. */
export async function issuePasswordToken(db: Database, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordTokens).values({
    userId,
    tokenHash: hashPasswordToken(token),
    expiresAt: new Date(now.getTime() + PASSWORD_TOKEN_TTL_MS),
  });
  return token;
}

export type TokenProblem = 'unknown' | 'used' | 'expired';

/** The token's row when it can still be used, or why it cannot. Reads only: cheap enough to ask first. */
export async function checkPasswordToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ id: string; userId: string } | { problem: TokenProblem }> {
  const [row] = await db
    .select({
      id: passwordTokens.id,
      userId: passwordTokens.userId,
      usedAt: passwordTokens.usedAt,
      expiresAt: passwordTokens.expiresAt,
    })
    .from(passwordTokens)
    .where(eq(passwordTokens.tokenHash, hashPasswordToken(token)));
  if (!row) return { problem: 'unknown' };
  if (row.usedAt) return { problem: 'used' };
  if (row.expiresAt.getTime() <= now.getTime()) return { problem: 'expired' };
  return { id: row.id, userId: row.userId };
}

/**
 * Marks the token used and returns its user, or why it cannot be used. The update is conditional on
 * `used_at IS NULL`, so two concurrent uses cannot both succeed.
 */
export async function consumePasswordToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ userId: string } | { problem: TokenProblem }> {
  const checked = await checkPasswordToken(db, token, now);
  if ('problem' in checked) return checked;
  const [claimed] = await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordTokens.id, checked.id), isNull(passwordTokens.usedAt)))
    .returning({ id: passwordTokens.id });
  return claimed ? { userId: checked.userId } : { problem: 'used' };
}
