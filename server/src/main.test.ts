import { execFile } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from './testing/database';

/** Starts the real server entry (as `npm start` does, through tsx) and collects how it ended. */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')],
      // Only what is given: the test runner's own DATABASE_URL or NODE_ENV must not leak in.
      { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1', ...env } },
      (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr: stderr.trim() }),
    );
  });
}

function portNobodyListensOn(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe('a start that cannot succeed', () => {
  it.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT: /],
    [
      { DATABASE_URL: 'localhost:5432/quotedesk' },
      /^Invalid configuration: DATABASE_URL: expected a postgres:\/\//,
    ],
    [
      { NODE_ENV: 'production' },
      /^Invalid configuration: DATABASE_URL: required when NODE_ENV=production; SECRET_KEY: required when/,
    ],
  ])('stops with one line naming the variable: %p', async (env, line) => {
    const { code, stderr } = await start(env);
    expect(code).toBe(1);
    expect(stderr).toMatch(line);
    expect(stderr.split('\n')).toHaveLength(1);
  });

  it('stops with one line when PostgreSQL is out of reach', async () => {
    const port = await portNobodyListensOn();
    const { code, stderr } = await start({
      DATABASE_URL: `postgres://app:s3cret@127.0.0.1:${port}/quotedesk`,
    });
    expect(code).toBe(1);
    expect(stderr).toBe(
      `Cannot reach the database at DATABASE_URL (postgres://app:***@127.0.0.1:${port}/quotedesk): connect ECONNREFUSED 127.0.0.1:${port}`,
    );
  });
});

/** Production needs a PostgreSQL server; the suite has one when it runs with DATABASE_URL. */
const onPostgres = process.env.DATABASE_URL ? it : it.skip;

onPostgres('refuses to serve an unmigrated database in production, pointing at npm run migrate', async () => {
  const database = await createTestDatabase();
  try {
    await database.db.execute(sql`DROP SCHEMA drizzle CASCADE`);
    if (database.client.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const { code, stderr } = await start({
      NODE_ENV: 'production',
      DATABASE_URL: database.client.connectionString,
      SECRET_KEY: 'a-production-secret-of-at-least-32-characters',
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^The database lacks \d+ migrations: run `npm run migrate` first$/);
  } finally {
    await database.close();
  }
});
