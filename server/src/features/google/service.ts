import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { messages, users } from '../../db/schema';
import type { SecretBox } from '../../shared/secret-box';

/** Keeps the Gmail refresh token encrypted; it never leaves the server. */
export async function saveGmailConnection(
  db: Database,
  box: SecretBox,
  userId: string,
  gmailEmail: string,
  refreshToken: string,
): Promise<void> {
  await db
    .update(users)
    .set({ gmailEmail, gmailRefreshTokenEncrypted: box.seal(refreshToken) })
    .where(eq(users.id, userId));
}

/** The sealed refresh token of a user, or null when Gmail is not connected. */
export async function sealedGmailToken(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ sealed: users.gmailRefreshTokenEncrypted })
    .from(users)
    .where(eq(users.id, userId));
  return row?.sealed ?? null;
}

export async function forgetGmailConnection(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ gmailEmail: null, gmailRefreshTokenEncrypted: null })
    .where(eq(users.id, userId));
}

/** Removes the product's copies of one user's imported Gmail messages; other messages stay. */
export async function deleteImportedGmailMessages(
  db: Database,
  tenantId: string,
  userId: string,
): Promise<number> {
  const deleted = await db
    .delete(messages)
    .where(
      and(eq(messages.tenantId, tenantId), eq(messages.userId, userId), isNotNull(messages.gmailMessageId)),
    )
    .returning({ id: messages.id });
  return deleted.length;
}
