import { sql } from 'drizzle-orm';
import { type Config, StartupError } from '../config';
import { createDatabase, type DatabaseHandle } from '../db/database';
import { pendingMigrationCount } from '../db/migration-status';

/** The configured database, checked to answer: a clear StartupError when it cannot be opened or reached. */
export async function openDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<DatabaseHandle> {
  const where = config.databaseUrl
    ? `the database at DATABASE_URL (${withoutPassword(config.databaseUrl)})`
    : `the embedded database in DATA_DIR (${config.dataDir})`;
  let database: DatabaseHandle;
  try {
    database = await createDatabase(config);
  } catch (error) {
    throw new StartupError(`Cannot open ${where}: ${innermostMessage(error)}`);
  }
  try {
    await database.db.execute(sql`select 1`);
  } catch (error) {
    await database.close().catch(() => {});
    throw new StartupError(`Cannot reach ${where}: ${innermostMessage(error)}`);
  }
  return database;
}

/** Production instances never migrate (they would race); they refuse to serve a schema older than their code. */
export async function requireMigrated(database: DatabaseHandle): Promise<void> {
  const pending = await pendingMigrationCount(database.db);
  if (pending > 0) {
    throw new StartupError(
      `The database lacks ${pending} migration${pending === 1 ? '' : 's'}: run \`npm run migrate\` first`,
    );
  }
}

export function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** The driver's own words (drizzle wraps them in "Failed query: …"). */
function innermostMessage(error: unknown): string {
  let current = error as { message?: unknown; cause?: unknown } | undefined;
  while (current?.cause && typeof current.cause === 'object') current = current.cause as typeof current;
  return typeof current?.message === 'string' && current.message ? current.message : String(error);
}
