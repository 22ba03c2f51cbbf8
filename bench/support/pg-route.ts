import { spawn } from 'node:child_process';
import path from 'node:path';
import type pg from 'pg';
import { freePort, REPO_ROOT } from '../../e2e/support/product-server';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { connectPostgres } from '../../server/src/db/database';
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

/** An app on the database whose pool records the statements of one call at a time (not serving the load). */
export async function statementRecorder(url: string, secretKey: string) {
  const database = connectPostgres(url);
  const config = {
    ...loadConfig(
      { DATABASE_URL: url, LOG_LEVEL: 'silent', SEED: 'false', SECRET_KEY: secretKey },
      REPO_ROOT,
    ),
    seed: false,
  };
  const app = await buildApp({ database, config });
  const pool = (database.client as { pool: pg.Pool }).pool;
  let recording: Statement[] | null = null;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    const text = typeof first === 'string' ? first : first.text;
    // The job queue's polling shares the pool; it is no part of a call.
    if (recording && !text.includes('pgboss')) {
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
      const result = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** node:http + pg in its own process: each request runs the statements in order and answers their rows as JSON. */
export async function startBarePgRoute(url: string, statements: Statement[]) {
  const port = await freePort();
  const script = `
    const pg = require('pg');
    const statements = ${JSON.stringify(statements)};
    const pool = new pg.Pool({ connectionString: ${JSON.stringify(url)}, max: 10 });
    require('http').createServer(async (request, response) => {
      const results = [];
      for (const { text, values } of statements) results.push((await pool.query(text, values)).rows);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(results));
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', script], { cwd: path.join(REPO_ROOT, 'bench') });
  const routeUrl = `http://127.0.0.1:${port}/`;
  await answering(routeUrl, child);
  return { url: routeUrl, stop: () => child.kill() };
}
