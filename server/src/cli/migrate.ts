import type { DatabaseHandle } from '../db/database';
import { pendingMigrationCount } from '../db/migration-status';

/** Applies the migrations the database lacks; returns how many that were. */
export async function migrateDatabase(database: DatabaseHandle): Promise<number> {
  const pending = await pendingMigrationCount(database.db);
  await database.migrate();
  return pending;
}
