import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { freePort, type ProductServer, REPO_ROOT, startProductServer } from '../e2e/support/product-server';

/**
 * The customer pipeline with the large seed (1,000 customers, 10,000 messages, their quotes): throughput and p99
 * of the customer calls against a bare node:http server answering the same bytes in the same run, and the time
 * from navigation to the first pipeline cards of /customers in Chromium (target: at most 1 s).
 */
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BENCH_USER = { email: 'bench@northwind.test', password: 'demo1234' };

interface Figures {
  requestsPerSecond: number;
  p99: number;
}

async function measure(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_SECONDS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99 };
}

/** A bare node:http server in its own process answering a fixed body: the ceiling for this machine right now. */
async function startBareServer(body: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  // The body goes through a file: a whole pipeline list is too large for a command line.
  const bodyFile = path.join(mkdtempSync(path.join(tmpdir(), 'qd-bench-body-')), 'body.json');
  writeFileSync(bodyFile, body);
  const child = spawn(process.execPath, [
    '-e',
    `const b=require('fs').readFileSync(${JSON.stringify(bodyFile)});require('http').createServer((q,s)=>{s.writeHead(200,{'content-type':'application/json'});s.end(b)}).listen(${port},'127.0.0.1')`,
  ]);
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The bare server did not start');
}

/** Session and XSRF cookies of the benchmark tenant's admin, as a Cookie header. */
async function signIn(server: ProductServer): Promise<{ cookie: string }> {
  const csrf = await fetch(`${server.url}/api/auth/csrf`);
  const xsrf =
    csrf.headers
      .getSetCookie()
      .find((c) => c.startsWith('XSRF-TOKEN='))
      ?.split(';')[0] ?? '';
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: xsrf, 'x-xsrf-token': xsrf.split('=')[1] ?? '' },
    body: JSON.stringify(BENCH_USER),
  });
  if (!login.ok) throw new Error(`Sign-in failed: ${login.status}`);
  return { cookie: [xsrf, ...login.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ') };
}

function row(label: string, figures: Figures, baseline: Figures): string {
  const throughput = (figures.requestsPerSecond / baseline.requestsPerSecond).toFixed(2);
  const latency = (figures.p99 / Math.max(baseline.p99, 1)).toFixed(1);
  return `${label.padEnd(48)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${String(figures.p99).padStart(4)} ms  throughput ×${throughput} of bare, p99 ×${latency}`;
}

async function benchApi(server: ProductServer, headers: { cookie: string }): Promise<void> {
  const list = (await (await fetch(`${server.url}/api/customers`, { headers })).json()) as {
    customers: { id: string }[];
  };
  console.log(
    `API: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per call; ${list.customers.length} customers`,
  );
  const paths = ['/api/customers', '/api/customers?limit=50', `/api/customers/${list.customers[500]?.id}`];
  for (const apiPath of paths) {
    const body = await (await fetch(`${server.url}${apiPath}`, { headers })).text();
    const bare = await startBareServer(body);
    try {
      const baseline = await measure(bare.url);
      const figures = await measure(`${server.url}${apiPath}`, headers);
      console.log(
        row(`bare node:http, same ${(body.length / 1024).toFixed(1)} KiB body`, baseline, baseline),
      );
      console.log(row(`GET ${apiPath.replace(/[0-9a-f-]{36}$/, ':id')}`, figures, baseline));
    } finally {
      bare.child.kill();
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Cold loads of /customers (new browser context each run, signed in): navigation to the first card painted. */
async function benchFirstCards(server: ProductServer): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const times: number[] = [];
    // The heading shows once the shell and the remote have loaded: the part every screen pays, for reference.
    const headingTimes: number[] = [];
    let cards = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext();
      await context.request.get(`${server.url}/api/auth/csrf`);
      const xsrf = (await context.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
      const login = await context.request.post(`${server.url}/api/auth/login`, {
        headers: { 'x-xsrf-token': xsrf },
        data: BENCH_USER,
      });
      if (!login.ok()) throw new Error(`Sign-in failed: ${login.status()}`);
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${server.url}/customers`);
      await page.getByRole('heading', { level: 1, name: 'Customer Pipeline' }).waitFor();
      headingTimes.push(performance.now() - started);
      await page.getByTestId('customer-card').first().waitFor();
      times.push(performance.now() - started);
      cards = await page.getByTestId('customer-card').count();
      await context.close();
    }
    const ms = median(times);
    console.log(
      `/customers to first cards: ${ms.toFixed(0)} ms (median of ${RUNS}; runs ${times.map((t) => t.toFixed(0)).join(', ')} ms), ` +
        `heading (shell and remote loaded) at ${median(headingTimes).toFixed(0)} ms, ${cards} cards rendered, ` +
        `target ≤ 1000 ms: ${ms <= 1000 ? 'met' : 'missed'}`,
    );
  } finally {
    await browser.close();
  }
}

function seedLarge(env: Record<string, string>): void {
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

/** The API figures on a throwaway database of the PostgreSQL server (skipped when there is none). */
async function benchPostgres(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `quotedesk_bench_customers_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.log(`PostgreSQL skipped: ${(error as Error).message}`);
    await admin.end().catch(() => {});
    return;
  }
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    seedLarge({ DATABASE_URL: url.toString() });
    const server = await startProductServer({ DATABASE_URL: url.toString() });
    try {
      console.log(`\nCustomer pipeline, large seed (PostgreSQL ${url.host})`);
      await benchApi(server, await signIn(server));
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

export async function benchCustomers(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qd-bench-customers-'));
  seedLarge({ DATA_DIR: dataDir });
  const server = await startProductServer({ DATA_DIR: dataDir });
  try {
    console.log('Customer pipeline, large seed (PGlite, the default)');
    await benchApi(server, await signIn(server));
    await benchFirstCards(server);
  } finally {
    await server.stop();
  }
  await benchPostgres();
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCustomers();
