import { spawn } from 'node:child_process';
import path from 'node:path';
import type pg from 'pg';
import { freePort, REPO_ROOT } from '../../e2e/support/product-server';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { connectPostgres, createDatabase } from '../../server/src/db/database';
import { TestBrowser } from '../../server/src/testing/app';
import { answering, BENCH_USER } from './http-bench';

/**
 * The baseline of an API call's SQL: the statements the product ran for one call, captured from its own pool,
 * replayed by a bare node:http + pg route. Used by the scale and dashboard benches.
 */

export interface Statement {
  text: string;
  values: unknown[];
}

/**
 * A PostgreSQL database, or an embedded PGlite one: a data directory no other process has open (PGlite
 * holds its directory alone, so the product, the recorder and the bare route each get their own copy).
 */
export type BenchDatabase = { url: string } | { dataDir: string };

/** What the product's database driver answers `query` on: pg's pool or PGlite. */
type Queryable = { query: (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

/** An app on the database whose driver records the statements of one call at a time (not serving the load). */
export async function statementRecorder(target: BenchDatabase, secretKey: string) {
  const env = 'url' in target ? { DATABASE_URL: target.url } : { DATA_DIR: target.dataDir };
  const config = {
    ...loadConfig({ ...env, LOG_LEVEL: 'silent', SEED: 'false', SECRET_KEY: secretKey }, REPO_ROOT),
    seed: false,
  };
  const database = 'url' in target ? connectPostgres(target.url) : await createDatabase(config);
  const app = await buildApp({ database, config });
  const driver = (database.client.kind === 'postgres' ? database.client.pool : database.client.pglite) as
    | pg.Pool
    | Queryable as Queryable;
  let recording: Statement[] | null = null;
  const query = driver.query.bind(driver);
  driver.query = (...args: unknown[]) => {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    const text = typeof first === 'string' ? first : first.text;
    // The job queue's polling shares the pool, and the session's sliding expiry is written once a minute on
    // whichever call comes then: neither is part of a call (replayed on every request, the write sank its baseline).
    if (recording && !text.includes('pgboss') && !text.startsWith('update "sessions"')) {
      recording.push({ text, values: second ?? (typeof first === 'string' ? [] : (first.values ?? [])) });
    }
    return query(...args);
  };
  const browser = new TestBrowser(app);
  const signedIn = await browser.signIn(BENCH_USER.email, BENCH_USER.password);
  if (signedIn.statusCode !== 200) throw new Error(`Recorder sign-in failed: ${signedIn.statusCode}`);
  return {
    async record(apiPath: string): Promise<Statement[]> {
      recording = [];
      const response = await browser.get(apiPath);
      const statements = recording;
      recording = null;
      if (response.statusCode !== 200) throw new Error(`${apiPath}: ${response.statusCode}`);
      return statements;
    },
    async explain(statement: Statement): Promise<string> {
      const result = await driver.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The bare route's driver: a pg pool of the product's size, or PGlite with the extensions the migrations use. */
const bareDriver = (target: BenchDatabase) =>
  'url' in target
    ? `const pool = new (require('pg').Pool)({ connectionString: ${JSON.stringify(target.url)}, max: 10 });`
    : `const { PGlite } = await import('@electric-sql/pglite');
       const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
       const pool = await PGlite.create({ dataDir: ${JSON.stringify(path.join(target.dataDir, 'pglite'))}, extensions: { pg_trgm } });`;

/**
 * node:http and the bare driver in their own process: each request runs the statements in order and answers
 * their rows as JSON.
 */
export async function startBarePgRoute(target: BenchDatabase, statements: Statement[]) {
  const port = await freePort();
  const script = `(async () => {
    const statements = ${JSON.stringify(statements)};
    ${bareDriver(target)}
    require('http').createServer(async (request, response) => {
      const results = [];
      for (const { text, values } of statements) results.push((await pool.query(text, values)).rows);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(results));
    }).listen(${port}, '127.0.0.1');
  })();`;
  const child = spawn(process.execPath, ['-e', script], { cwd: path.join(REPO_ROOT, 'bench') });
  const routeUrl = `http://127.0.0.1:${port}/`;
  await answering(routeUrl, child);
  // Stopped means exited: the next route may open the same PGlite directory.
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill();
    });
  return { url: routeUrl, stop };
}
