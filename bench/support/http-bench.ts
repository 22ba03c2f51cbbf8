import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, type ProductServer, REPO_ROOT } from '../../e2e/support/product-server';

/**
 * What the API benchmarks share: autocannon runs, a bare node:http server answering the same bytes (the
 * baseline measured in the same run), the large seed, the benchmark tenant's sign-in and scratch databases.
 */
export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = 10;
export const BENCH_USER = { email: 'bench@northwind.test', password: 'demo1234' };

export interface Figures {
  requestsPerSecond: number;
  p99: number;
}

export async function measure(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_SECONDS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99 };
}

/** A short run first, so that neither side is measured cold (JIT, caches, a driver just started). */
export async function warmUp(url: string, headers: Record<string, string> = {}): Promise<void> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 });
}

/** A bare node:http server in its own process answering a fixed body: the ceiling for this machine right now. */
export async function startBareServer(body: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  // The body goes through a file: a whole list can be too large for a command line.
  const bodyFile = path.join(mkdtempSync(path.join(tmpdir(), 'qd-bench-body-')), 'body.json');
  writeFileSync(bodyFile, body);
  const child = spawn(process.execPath, [
    '-e',
    `const b=require('fs').readFileSync(${JSON.stringify(bodyFile)});require('http').createServer((q,s)=>{s.writeHead(200,{'content-type':'application/json'});s.end(b)}).listen(${port},'127.0.0.1')`,
  ]);
  const url = `http://127.0.0.1:${port}/`;
  await answering(url, child);
  return { url, child };
}

/** Waits (5 s at most) until a server just spawned answers 200 at `url`; kills it if it never does. */
export async function answering(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill();
  throw new Error(`Nothing answered at ${url}`);
}

/** Session and XSRF cookies of a user (the benchmark tenant's admin unless told), as a Cookie header. */
export async function signIn(
  server: ProductServer,
  user: { email: string; password: string } = BENCH_USER,
): Promise<Record<string, string>> {
  const csrf = await fetch(`${server.url}/api/auth/csrf`);
  const xsrf =
    csrf.headers
      .getSetCookie()
      .find((c) => c.startsWith('XSRF-TOKEN='))
      ?.split(';')[0] ?? '';
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: xsrf, 'x-xsrf-token': xsrf.split('=')[1] ?? '' },
    body: JSON.stringify(user),
  });
  if (!login.ok) throw new Error(`Sign-in failed: ${login.status}`);
  const session = login.headers.getSetCookie().map((c) => c.split(';')[0]);
  return { cookie: [xsrf, ...session].join('; ') };
}

export function row(label: string, figures: Figures, baseline: Figures): string {
  const throughput = (figures.requestsPerSecond / baseline.requestsPerSecond).toFixed(2);
  const latency = (figures.p99 / Math.max(baseline.p99, 1)).toFixed(1);
  return `${label.padEnd(44)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${String(figures.p99).padStart(4)} ms  throughput ×${throughput} of bare, p99 ×${latency}`;
}

/** Measures one API call and a bare server answering its bytes, one after the other, and prints both rows. */
export async function compareWithBaseline(
  server: ProductServer,
  headers: Record<string, string>,
  apiPath: string,
  label = `GET ${apiPath}`,
): Promise<void> {
  const body = await (await fetch(`${server.url}${apiPath}`, { headers })).text();
  const bare = await startBareServer(body);
  try {
    const baseline = await measure(bare.url);
    const figures = await measure(`${server.url}${apiPath}`, headers);
    console.log(row(`bare node:http, same ${(body.length / 1024).toFixed(1)} KiB body`, baseline, baseline));
    console.log(row(label, figures, baseline));
  } finally {
    bare.child.kill();
  }
}

/**
 * Loads the large benchmark tenant into the database the server will use, before the server holds it: the
 * default size (1,000 customers, 10,000 messages), or the given one.
 */
export function seedLargeTenant(
  env: Record<string, string>,
  size?: { customers: number; messages: number },
): void {
  const sizeArgs = size ? ['--customers', String(size.customers), '--messages', String(size.messages)] : [];
  const seeded = spawnSync(
    path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
    ['server/scripts/seed-large.ts', ...sizeArgs],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    },
  );
  if (seeded.status !== 0) throw new Error('The large seed failed');
}

/** A throwaway database on the PostgreSQL server, so the bench never touches real data. */
export async function withScratchDatabase(
  adminUrl: string,
  run: (url: string) => Promise<void>,
  suffix = '',
): Promise<void> {
  const name = `quotedesk_bench_${process.pid}${suffix}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** The PostgreSQL server benchmarks run on (a scratch database of it): BENCH_DATABASE_URL or the local one. */
export const benchAdminUrl = () =>
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
