import { type SQL, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER } from '../paths';
import type { Database } from './database';

/**
 * How many migrations of `server/drizzle` the database still lacks, by drizzle's own rule: a migration runs when
 * it is newer than the last one recorded in `drizzle.__drizzle_migrations`.
 */
export async function pendingMigrationCount(db: Database): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const [journal] = await rows<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!journal?.name) return migrations.length;
  const [applied] = await rows<{ last: string | null }>(
    db,
    sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const last = applied?.last;
  if (last == null) return migrations.length;
  return migrations.filter((migration) => migration.folderMillis > Number(last)).length;
}

/** Rows of a raw query: node-postgres and PGlite both answer `{ rows }`, which drizzle's shared type hides. */
export async function rows<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
