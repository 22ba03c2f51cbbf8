import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { quotes } from '../../db/schema';
import type { SecretBox } from '../secret-box';
import { storedPublicToken } from './tokens';

/**
 * The data step of migration 0014, run by the migrate command after the migrations: each public token still
 * stored as it is (sent before 0014) is sealed for staff to copy and cleared. SQL hashed them already, so
 * links keep working in between. Answers how many were sealed; with none, the secret key is not even loaded.
 */
export async function sealLegacyPublicTokens(
  db: Database,
  secretBox: () => Promise<SecretBox>,
): Promise<number> {
  const legacy = await db
    .select({ id: quotes.id, token: quotes.unsealedPublicToken })
    .from(quotes)
    .where(isNotNull(quotes.unsealedPublicToken));
  if (legacy.length === 0) return 0;
  const box = await secretBox();
  await db.transaction(async (tx) => {
    for (const { id, token } of legacy) {
      if (!token) continue;
      await tx
        .update(quotes)
        .set({ ...storedPublicToken(box, token), unsealedPublicToken: null })
        .where(and(eq(quotes.id, id), eq(quotes.unsealedPublicToken, token)));
    }
  });
  return legacy.length;
}
