import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, type ProductServer, REPO_ROOT, startProductServer } from '../e2e/support/product-server';

/**
 * API throughput and p99 latency of the session call and of a 50-row tenant-scoped list against a bare
 * node:http server answering the same bytes, measured in the same run: the ratio is the figure that matters.
 * The database holds the large seed (a tenant with 1,000+ customers and 10,000+ messages) besides the demo data.
 */
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

interface Figures {
  requestsPerSecond: number;
  p99: number;
}

export async function measure(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_SECONDS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99 };
}

/** A bare node:http server in its own process answering a fixed body: the ceiling for this machine right now. */
export async function startBareServer(body: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [
    '-e',
    `require('http').createServer((q,s)=>{s.writeHead(200,{'content-type':'application/json'});s.end(${JSON.stringify(body)})}).listen(${port},'127.0.0.1')`,
  ]);
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(url)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The bare server did not start');
}

export async function signIn(server: ProductServer): Promise<Record<string, string>> {
  const csrf = await fetch(`${server.url}/api/auth/csrf`);
  const xsrf =
    csrf.headers
      .getSetCookie()
      .find((c) => c.startsWith('XSRF-TOKEN='))
      ?.split(';')[0] ?? '';
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: xsrf, 'x-xsrf-token': xsrf.split('=')[1] ?? '' },
    body: JSON.stringify({ email: 'bench@northwind.test', password: 'demo1234' }),
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

/** Loads the large benchmark tenant into the database the server will use, before the server holds it. */
export function seedLargeTenant(env: Record<string, string>): void {
  const seeded = spawnSync(
    path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
    ['server/scripts/seed-large.ts'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    },
  );
  if (seeded.status !== 0) throw new Error('The large seed failed');
}

async function benchDatabase(label: string, env: Record<string, string>): Promise<void> {
  seedLargeTenant(env);
  const server = await startProductServer(env);
  try {
    const headers = await signIn(server);
    console.log(`\n${label}`);
    for (const path of ['/api/session/current', '/api/customers?limit=50']) {
      const body = await (await fetch(`${server.url}${path}`, { headers })).text();
      const bare = await startBareServer(body);
      try {
        const baseline = await measure(bare.url);
        const figures = await measure(`${server.url}${path}`, headers);
        console.log(
          row(`bare node:http, same ${(body.length / 1024).toFixed(1)} KiB body`, baseline, baseline),
        );
        console.log(row(`GET ${path}`, figures, baseline));
      } finally {
        bare.child.kill();
      }
    }
  } finally {
    await server.stop();
  }
}

/** A throwaway database on the PostgreSQL server, so the bench never touches real data. */
export async function withScratchDatabase(
  adminUrl: string,
  run: (url: string) => Promise<void>,
): Promise<void> {
  const name = `quotedesk_bench_${process.pid}`;
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

export async function benchApi(): Promise<void> {
  console.log(`API throughput: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint`);
  await benchDatabase('PGlite (embedded)', { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'qd-bench-')) });
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  await withScratchDatabase(adminUrl, (url) =>
    benchDatabase(`PostgreSQL (${new URL(url).host})`, { DATABASE_URL: url }),
  ).catch((error: unknown) => console.log(`PostgreSQL skipped: ${(error as Error).message}`));
}

if (import.meta.url === `file://${process.argv[1]}`) await benchApi();
