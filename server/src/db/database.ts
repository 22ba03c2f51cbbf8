import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema';

/** The drizzle database every service receives: the same API over PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the generated migrations in server/drizzle. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Extensions the migrations create; every PGlite instance must load them. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** PGlite in `<dataDir>/pglite`, or a `pg` pool when DATABASE_URL is set. */
export async function createDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return connectPostgres(config.databaseUrl);
  const dataDir = path.join(config.dataDir, 'pglite');
  await mkdir(dataDir, { recursive: true });
  return wrapPglite(new PGlite({ dataDir, extensions: PGLITE_EXTENSIONS }));
}

export function connectPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server drops (restart, failover, a dropped test database) must not crash the
  // process: the pool replaces it on the next checkout.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
}

/** Wraps an already created PGlite (tests pass an in-memory one restored from a snapshot). */
export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
