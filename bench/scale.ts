import { spawn } from 'node:child_process';
import path from 'node:path';
import type pg from 'pg';
import { freePort, type ProductServer, REPO_ROOT, startProductServer } from '../e2e/support/product-server';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { connectPostgres } from '../server/src/db/database';
import { TestBrowser } from '../server/src/testing/app';
import { launchChromium, median, openAndTime, signedInContext } from './support/browser-bench';
import {
  answering,
  BENCH_USER,
  benchAdminUrl,
  CONNECTIONS,
  DURATION_SECONDS,
  type Figures,
  measure,
  seedLargeTenant,
  signIn,
  withScratchDatabase,
} from './support/http-bench';

/**
 * `npm run bench:scale`: does a screen's cost grow with the tenant? For 1k, 10k and 100k customers (10 messages
 * each) in scratch PostgreSQL databases, in one run:
 * - every list call the customers, inbox and catalog screens make: req/s and p99 at 10 connections, against a
 *   bare `pg` route (node:http + pg, its own process) running exactly the statements the product ran for that
 *   call, captured from the product's own pool; and the `EXPLAIN (ANALYZE, BUFFERS)` of each list query;
 * - /customers and /messages in Chromium: navigation to first content (cards, rows), and bytes transferred.
 * BENCH_SCALE_SIZES=1000,10000 picks the sizes; BENCH_SECONDS the length of each measurement.
 */
const SIZES = (process.env.BENCH_SCALE_SIZES ?? '1000,10000,100000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECRET_KEY = 'bench-scale-secret-key-0123456789abcdef';

interface Statement {
  text: string;
  values: unknown[];
}

/** The calls the screens make on opening (and on the first search), as the product's clients send them. */
function screenCalls(customerId: string): [string, string][] {
  return [
    ['summary cards', '/api/customers/summary'],
    ['pipeline column (Prospects)', '/api/customers?status=LEAD,PROSPECT,INACTIVE,LOST&limit=20'],
    ['pipeline column (Active)', '/api/customers?status=ACTIVE&limit=20'],
    ['list view by revenue', '/api/customers?sort=revenue&limit=24'],
    ['list view by last contact', '/api/customers?sort=lastContact&limit=24'],
    ['customer search', '/api/customers?search=harbor&limit=20'],
    ['contact picker search', '/api/contacts?search=alex&limit=20'],
    ['customer detail', `/api/customers/${customerId}`],
    ["customer's contacts", `/api/contacts?customerId=${customerId}`],
    ["customer's messages", `/api/messages?customerId=${customerId}&limit=20`],
    ['inbox first page', '/api/messages?limit=50'],
    ['inbox search', '/api/messages?limit=50&search=leak'],
    ['catalogs', '/api/catalogs'],
  ];
}

/** An app on the database whose pool records the statements of one call at a time (not serving the load). */
async function statementRecorder(url: string) {
  const database = connectPostgres(url);
  const config = {
    ...loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent', SEED: 'false', SECRET_KEY }, REPO_ROOT),
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
async function startBarePgRoute(url: string, statements: Statement[]) {
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

const figure = ({ requestsPerSecond, p99 }: Figures) =>
  `${requestsPerSecond.toFixed(0).padStart(6)} req/s p99 ${String(p99).padStart(4)} ms`;

/** Each call against its bare route of the same SQL; the list queries' plans are printed once, at the largest size. */
async function benchCalls(server: ProductServer, url: string, explain: boolean) {
  const headers = await signIn(server);
  const recorder = await statementRecorder(url);
  const results: Record<string, Figures> = {};
  try {
    const [someone] = (
      (await (await fetch(`${server.url}/api/customers?sort=revenue&limit=1`, { headers })).json()) as {
        customers: { id: string }[];
      }
    ).customers;
    for (const [label, apiPath] of screenCalls(someone?.id ?? '')) {
      const statements = await recorder.record(apiPath);
      const bare = await startBarePgRoute(url, statements);
      try {
        const baseline = await measure(bare.url);
        const product = await measure(`${server.url}${apiPath}`, headers);
        results[label] = product;
        const ratio = product.requestsPerSecond / baseline.requestsPerSecond;
        console.log(
          `  ${label.padEnd(28)} ${figure(product)} | bare pg, same ${statements.length} statements ` +
            `${figure(baseline)} | ×${ratio.toFixed(2)}${ratio >= 0.8 && product.p99 <= 50 ? '' : '  (target missed)'}`,
        );
        // The session lookup every call makes is left out: one plan of it is enough (the summary's).
        for (const statement of explain ? statements.filter(isCallOwn(label)) : []) {
          console.log(`\n    EXPLAIN (ANALYZE, BUFFERS):\n${indent(await recorder.explain(statement))}\n`);
        }
      } finally {
        bare.stop();
      }
    }
  } finally {
    await recorder.close();
  }
  return results;
}

const isCallOwn = (label: string) => (statement: Statement) =>
  label === 'summary cards' || !/"sessions"/.test(statement.text);

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `      ${line}`)
    .join('\n');

/** Cold loads in Chromium: navigation to the first card or row, and the bytes the page transferred by then. */
async function benchScreens(server: ProductServer) {
  const browser = await launchChromium();
  const screens = [
    ['/customers', '[data-testid="customer-card"]'],
    ['/messages', '[role="listbox"][aria-label="Messages"] [role="option"]'],
  ] as const;
  const results: Record<string, number> = {};
  try {
    for (const [screen, content] of screens) {
      const times: number[] = [];
      const paints: number[] = [];
      const bytes: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await signedInContext(browser, server);
        const page = await context.newPage();
        const client = await context.newCDPSession(page);
        await client.send('Network.enable');
        let transferred = 0;
        client.on('Network.loadingFinished', (event) => {
          transferred += event.encodedDataLength;
        });
        const [first = 0] = await openAndTime(page, `${server.url}${screen}`, [content]);
        const paint = await page.evaluate(
          () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        );
        times.push(first);
        paints.push(paint);
        bytes.push(transferred);
        await context.close();
      }
      results[screen] = median(times);
      console.log(
        `  ${screen.padEnd(11)} first content ${median(times).toFixed(0)} ms (first paint ${median(paints).toFixed(0)} ms, ` +
          `×${(median(times) / Math.max(median(paints), 1)).toFixed(2)}), ${(median(bytes) / 1024).toFixed(0)} KiB transferred`,
      );
    }
  } finally {
    await browser.close();
  }
  return results;
}

const sizes: Record<number, { calls: Record<string, Figures>; screens: Record<string, number> }> = {};
for (const customers of SIZES) {
  await withScratchDatabase(
    benchAdminUrl(),
    async (url) => {
      const started = Date.now();
      seedLargeTenant({ DATABASE_URL: url }, { customers, messages: customers * 10 });
      console.log(
        `\n${customers} customers, ${customers * 10} messages (seeded in ${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
      const server = await startProductServer({ DATABASE_URL: url, SECRET_KEY });
      try {
        console.log(`API, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per measurement:`);
        const calls = await benchCalls(server, url, customers === Math.max(...SIZES));
        console.log('Chromium, cold context, signed in:');
        sizes[customers] = { calls, screens: await benchScreens(server) };
      } finally {
        await server.stop();
      }
    },
    `_${customers}`,
  );
}

const [smallest, largest] = [Math.min(...SIZES), Math.max(...SIZES)];
const [small, large] = [sizes[smallest], sizes[largest]];
if (small && large && smallest !== largest) {
  console.log(`\nGrowth, ${largest} customers against ${smallest} (1.00 = flat):`);
  for (const [label, figures] of Object.entries(large.calls)) {
    const before = small.calls[label];
    if (before)
      console.log(
        `  ${label.padEnd(28)} req/s ×${(figures.requestsPerSecond / before.requestsPerSecond).toFixed(2)}`,
      );
  }
  for (const [screen, ms] of Object.entries(large.screens)) {
    console.log(
      `  ${screen.padEnd(28)} first content ×${(ms / (small.screens[screen] ?? ms)).toFixed(2)} (target ≤ 1.2)`,
    );
  }
}
