import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { INVITATION_LINK_DAYS, RESET_LINK_MINUTES } from 'shared-api/contract';
import type { Database } from '../db/database';
import { type PasswordTokenPurpose, passwordTokens } from '../db/schema';

/**
 * One-time set-password links (invitations and resets): only the token's SHA-256 is stored, so a leak opens
 * nothing (docs/product-rules.md#password-links).
 */

export const PASSWORD_TOKEN_TTL_MS: Record<PasswordTokenPurpose, number> = {
  invitation: INVITATION_LINK_DAYS * 86_400_000,
  reset: RESET_LINK_MINUTES * 60_000,
};

export const hashPasswordToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Spends every open link of the user (all purposes unless one is named). */
export async function spendPasswordTokens(
  db: Database,
  userId: string,
  purpose?: PasswordTokenPurpose,
  now = new Date(),
): Promise<void> {
  await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.userId, userId),
        isNull(passwordTokens.usedAt),
        purpose ? eq(passwordTokens.purpose, purpose) : undefined,
      ),
    );
}

/**
 * A new token for the user; the caller mails it or hands it to an admin, and never stores it. Earlier open
 * links of the same purpose stop working, so only the latest one sent counts.
 */
export async function issuePasswordToken(
  db: Database,
  userId: string,
  purpose: PasswordTokenPurpose,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await spendPasswordTokens(tx, userId, purpose, now);
    await tx.insert(passwordTokens).values({
      userId,
      purpose,
      tokenHash: hashPasswordToken(token),
      expiresAt: new Date(now.getTime() + PASSWORD_TOKEN_TTL_MS[purpose]),
    });
  });
  return token;
}

/** Why a token cannot be used; with its purpose when the token is known. */
export type TokenRefusal =
  | { problem: 'unknown' }
  | { problem: 'used' | 'expired'; purpose: PasswordTokenPurpose };

interface UsableToken {
  id: string;
  userId: string;
  purpose: PasswordTokenPurpose;
}

/** The token's row when it can still be used, or why it cannot. Reads only: cheap enough to ask first. */
export async function checkPasswordToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<UsableToken | TokenRefusal> {
  const [row] = await db
    .select({
      id: passwordTokens.id,
      userId: passwordTokens.userId,
      purpose: passwordTokens.purpose,
      usedAt: passwordTokens.usedAt,
      expiresAt: passwordTokens.expiresAt,
    })
    .from(passwordTokens)
    .where(eq(passwordTokens.tokenHash, hashPasswordToken(token)));
  if (!row) return { problem: 'unknown' };
  if (row.usedAt) return { problem: 'used', purpose: row.purpose };
  if (row.expiresAt.getTime() <= now.getTime()) return { problem: 'expired', purpose: row.purpose };
  return { id: row.id, userId: row.userId, purpose: row.purpose };
}

/**
 * Marks the token used and returns its user, or why it cannot be used. The update is conditional on
 * `used_at IS NULL`, so two concurrent uses cannot both succeed.
 */
export async function consumePasswordToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<UsableToken | TokenRefusal> {
  const checked = await checkPasswordToken(db, token, now);
  if ('problem' in checked) return checked;
  const [claimed] = await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordTokens.id, checked.id), isNull(passwordTokens.usedAt)))
    .returning({ id: passwordTokens.id });
  return claimed ? checked : { problem: 'used', purpose: checked.purpose };
}
