import type { DatabaseHandle } from '../db/database';
import { pendingMigrationCount } from '../db/migration-status';
import { sealLegacyPublicTokens } from '../shared/quotes/legacy-tokens';
import type { SecretBox } from '../shared/secret-box';

/**
 * Applies the migrations the database lacks, then the data steps SQL cannot do (sealing needs the secret key);
 * returns how many migrations that were.
 */
export async function migrateDatabase(
  database: DatabaseHandle,
  secretBox: () => Promise<SecretBox>,
): Promise<number> {
  const pending = await pendingMigrationCount(database.db);
  await database.migrate();
  await sealLegacyPublicTokens(database.db, secretBox);
  return pending;
}
