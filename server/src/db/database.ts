import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { MIGRATIONS_FOLDER } from '../paths';
import { installJobQueue } from '../shared/jobs/queue';
import {
  type ChannelListener,
  type ListenOptions,
  listenPglite,
  listenPostgres,
  type NotificationHandler,
} from './notifications';
import * as schema from './schema';

export { MIGRATIONS_FOLDER };

/** The drizzle database every service receives: the same API over PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The driver underneath, for libraries that speak to it directly (the job queue). */
  client: { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; pool: pg.Pool; connectionString: string };
  /** Applies the generated migrations in server/drizzle, then installs or upgrades the job queue's schema. */
  migrate(): Promise<void>;
  /** LISTENs on a channel; NOTIFY from any server on this database reaches the handler. */
  listen(channel: string, handler: NotificationHandler, options?: ListenOptions): Promise<ChannelListener>;
  /** NOTIFY a channel (payload under 8000 bytes), delivered when the surrounding transaction commits. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** Extensions the migrations create; every PGlite instance must load them. */
export const PGLITE_EXTENSIONS = { pg_trgm };

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
  // A server that is out of reach without refusing (a dropped route) fails a request after 10 s, not minutes.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle connection the server drops (restart, failover, a dropped test database) must not crash the
  // process: the pool replaces it on the next checkout.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  const db = drizzleNodePg({ client: pool, schema });
  const handle: DatabaseHandle = {
    db,
    kind: 'postgres',
    client: { kind: 'postgres', pool, connectionString },
    migrate: async () => {
      await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await installJobQueue(handle);
    },
    listen: (channel, handler, options) => listenPostgres(connectionString, channel, handler, options),
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: () => pool.end(),
  };
  return handle;
}

/** Wraps an already created PGlite (tests pass an in-memory one restored from a snapshot). */
export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  const handle: DatabaseHandle = {
    db,
    kind: 'pglite',
    client: { kind: 'pglite', pglite: client },
    migrate: async () => {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await installJobQueue(handle);
    },
    listen: (channel, handler) => listenPglite(client, channel, handler),
    notify: async (channel, payload) => {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: () => client.close(),
  };
  return handle;
}
