import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import { RECOVERY_CODE_COUNT } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { recoveryCodes, users } from '../../db/schema';
import type { SecretBox } from '../../shared/secret-box';

/** What authenticator apps show as the account's issuer. */
const ISSUER = 'QuoteDesk';
/** One step either side of now: a phone clock a little off, or a code typed as it turned. */
const TOLERANCE_SECONDS = 30;

const hashCode = (code: string) => createHash('sha256').update(code.toUpperCase()).digest('hex');

/** Ten characters of Crockford-like base32 in two groups (`ABCDE-FGHJK`): easy to read out and type. */
function newRecoveryCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';
  const chars = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** A new secret for the user, sealed at rest; not in force until confirmed with a code. */
export async function startEnrolment(db: Database, box: SecretBox, userId: string, email: string) {
  const secret = generateSecret();
  await db
    .update(users)
    .set({ totpSecretEncrypted: box.seal(secret), totpEnabledAt: null, totpLastStep: null })
    .where(eq(users.id, userId));
  const otpauthUrl = generateURI({ issuer: ISSUER, label: email, secret });
  return { secret, otpauthUrl };
}

/**
 * Accepts a TOTP code once: the step it matched is stored and no code of that step or an older one passes
 * again. The update is conditional, so two requests racing with one code cannot both win.
 */
async function acceptTotp(db: Database, box: SecretBox, userId: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const [user] = await db
    .select({ sealed: users.totpSecretEncrypted, lastStep: users.totpLastStep })
    .from(users)
    .where(eq(users.id, userId));
  const secret = user?.sealed ? box.open(user.sealed) : null;
  if (!secret) return false;
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS });
  // The TOTP strategy's answer names the time step (RFC 6238's counter) the code matched.
  if (!result.valid || !('timeStep' in result)) return false;
  const step = result.timeStep;
  const taken = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), sql`coalesce(${users.totpLastStep}, -1) < ${step}`))
    .returning({ id: users.id });
  return taken.length > 0;
}

/** Confirms the enrolment with a first code: the second factor is in force, with fresh recovery codes. */
export async function confirmEnrolment(
  db: Database,
  box: SecretBox,
  userId: string,
  code: string,
): Promise<string[] | null> {
  if (!(await acceptTotp(db, box, userId, code))) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ totpEnabledAt: new Date() }).where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashCode(c) })));
  });
  return codes;
}

/** Uses up one recovery code; false when it is not one of the user's (or was used already). */
async function spendRecoveryCode(db: Database, userId: string, code: string): Promise<boolean> {
  const normalized = code.length === 10 ? `${code.slice(0, 5)}-${code.slice(5)}` : code;
  const spent = await db
    .delete(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashCode(normalized))))
    .returning({ id: recoveryCodes.id });
  return spent.length > 0;
}

/** The second factor at sign-in: a TOTP code, or a recovery code (which then no longer works). */
export async function checkSecondFactor(
  db: Database,
  box: SecretBox,
  userId: string,
  code: string,
): Promise<boolean> {
  return /^\d{6}$/.test(code) ? acceptTotp(db, box, userId, code) : spendRecoveryCode(db, userId, code);
}
