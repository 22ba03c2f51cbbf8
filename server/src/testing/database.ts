import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  connectPostgres,
  type DatabaseHandle,
  MIGRATIONS_FOLDER,
  PGLITE_EXTENSIONS,
  wrapPglite,
} from '../db/database';
import { REPO_ROOT } from '../paths';
import { QUEUES } from '../shared/jobs/queue';

/**
 * A freshly migrated database for one test file (an empty one with `migrated: false`, as a new production
 * server's is). PGlite: restored from a snapshot cached in the OS temp dir (the migrated one keyed by the
 * migrations), about 0.6 s instead of initdb + migrate. With DATABASE_URL set: a uniquely named PostgreSQL database, dropped
 * on close.
 */
export async function createTestDatabase({ migrated = true } = {}): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  return url ? createPostgresDatabase(url, migrated) : createPgliteDatabase(migrated);
}

async function createPgliteDatabase(migrated: boolean): Promise<DatabaseHandle> {
  const pglite = new PGlite({
    loadDataDir: migrated ? await migratedSnapshot() : await emptySnapshot(),
    extensions: PGLITE_EXTENSIONS,
  });
  // Loads the extensions' files now. Under jest's ES module loader, a PGlite created in a `beforeAll` and first
  // asked for a trigram in the test finds no library file ("could not access file"), or no extension at all when
  // it is created then; plain Node never does.
  await pglite.waitReady;
  if (migrated) await pglite.query("select show_trgm('')");
  return wrapPglite(pglite);
}

/** A new cluster, as initdb leaves it: restoring it takes 0.4 s, where initdb takes 2.2 s idle and passed 30 s under CI's load. */
async function emptySnapshot(): Promise<Blob> {
  const pglite = await readFile(
    path.join(REPO_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json'),
  );
  const key = createHash('sha256').update(pglite).digest('hex').slice(0, 16);
  return cachedSnapshot(`empty-${key}`, async () => new PGlite({ extensions: PGLITE_EXTENSIONS }));
}

async function migratedSnapshot(): Promise<Blob> {
  return cachedSnapshot(`migrated-${await migrationsKey()}`, async () => {
    const pglite = new PGlite({ loadDataDir: await emptySnapshot(), extensions: PGLITE_EXTENSIONS });
    await wrapPglite(pglite).migrate();
    return pglite;
  });
}

/** A data directory cached in the OS temp dir under `key`, built once by `build` for every test file and run. */
async function cachedSnapshot(key: string, build: () => Promise<PGlite>): Promise<Blob> {
  const file = path.join(os.tmpdir(), `quotedesk-pglite-${key}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not cached yet: build it below.
  }
  const pglite = await build();
  await pglite.waitReady;
  const snapshot = await pglite.dumpDataDir('none');
  await pglite.close();
  // Written aside and renamed, so parallel test workers never read a half-written file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
  await rename(partial, file);
  return snapshot;
}

async function migrationsKey(): Promise<string> {
  const hash = createHash('sha256');
  const entries = await readdir(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file.slice(MIGRATIONS_FOLDER.length)).update(await readFile(file));
  // The job queue's schema is installed with the migrations: a new pg-boss means a new snapshot.
  hash.update(await readFile(path.join(REPO_ROOT, 'node_modules', 'pg-boss', 'package.json')));
  hash.update(JSON.stringify(QUEUES));
  return hash.digest('hex').slice(0, 16);
}

async function createPostgresDatabase(adminUrl: string, migrated: boolean): Promise<DatabaseHandle> {
  const name = `quotedesk_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runAdmin(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = connectPostgres(url.toString());
  if (migrated) await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await runAdmin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function runAdmin(connectionString: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
