import './support/measured-alone';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { type ProductServer, startProductServer } from '../e2e/support/product-server';
import { launchChromium, median, openAndTime, signedInContext } from './support/browser-bench';
import {
  benchAdminUrl,
  CONNECTIONS,
  DURATION_SECONDS,
  type Figures,
  measure,
  seedLargeTenant,
  signIn,
  warmUp,
  withScratchDatabase,
} from './support/http-bench';
import { type BenchDatabase, type Statement, startBarePgRoute, statementRecorder } from './support/pg-route';

/**
 * `npm run bench:scale`: does a screen's cost grow with the tenant? For 1k, 10k and 100k customers (10 messages
 * each) in scratch PostgreSQL databases, in one run:
 * - every list call the customers, inbox and catalog screens make: req/s and p99 at 10 connections, against a
 *   bare `pg` route (node:http + pg, its own process) running exactly the statements the product ran for that
 *   call, captured from the product's own pool; and the `EXPLAIN (ANALYZE, BUFFERS)` of each list query;
 * - /customers, /messages and /catalogs in Chromium: navigation to first content (cards, rows, catalogs) against
 *   first paint, and the bytes transferred, scripts apart from the rest.
 * BENCH_SCALE_SIZES=1000,10000 picks the sizes; BENCH_SECONDS the length of each measurement; BENCH_SCALE_API=off
 * measures the screens only, BENCH_SCALE_SCREENS=off the calls only; BENCH_SCALE_PGLITE=1 also measures the calls at 1k on embedded PGlite, the bare route
 * running the same SQL through PGlite directly.
 */
const SIZES = (process.env.BENCH_SCALE_SIZES ?? '1000,10000,100000').split(',').filter(Boolean).map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const API_CALLS = process.env.BENCH_SCALE_API !== 'off';
const SCREENS = process.env.BENCH_SCALE_SCREENS !== 'off';
const SECRET_KEY = 'bench-scale-secret-key-0123456789abcdef';

/** The calls the screens make on opening (and on the first search), as the product's clients send them. */
function screenCalls(customerId: string): [string, string][] {
  return [
    ['summary cards', '/api/customers/summary'],
    ['pipeline column (Prospects)', '/api/customers?status=LEAD,PROSPECT,INACTIVE,LOST&limit=20'],
    ['pipeline column (Active)', '/api/customers?status=ACTIVE&limit=20'],
    ['list view by revenue', '/api/customers?sort=revenue&limit=24'],
    ['list view by last contact', '/api/customers?sort=lastContact&limit=24'],
    ['customer search', '/api/customers?search=harbor&limit=20'],
    // A word names do not begin with ('harbor dental 7': 'dental'): the matches after the names it begins.
    ['customer search (later word)', '/api/customers?search=dental&limit=20'],
    ['pipeline column search', '/api/customers?status=ACTIVE&search=harbor&limit=20'],
    ['contact picker search', '/api/contacts?search=alex&limit=20'],
    ['customer detail', `/api/customers/${customerId}`],
    ["customer's contacts", `/api/contacts?customerId=${customerId}`],
    ["customer's messages", `/api/messages?customerId=${customerId}&limit=20`],
    ['inbox first page', '/api/messages?limit=50'],
    ['inbox search', '/api/messages?limit=50&search=leak'],
    ['catalogs', '/api/catalogs'],
  ];
}

const figure = ({ requestsPerSecond, p99 }: Figures) =>
  `${requestsPerSecond.toFixed(0).padStart(6)} req/s p99 ${String(p99).padStart(4)} ms`;

/**
 * Each call against its bare route of the same SQL (recorded on one database, replayed on another: the same
 * one on PostgreSQL, copies of it on PGlite); the list queries' plans are printed once, at the largest size.
 */
async function benchCalls(
  server: ProductServer,
  { recorded, replayed }: { recorded: BenchDatabase; replayed: BenchDatabase },
  explain: boolean,
) {
  const headers = await signIn(server);
  const recorder = await statementRecorder(recorded, SECRET_KEY);
  const results: Record<string, Figures> = {};
  try {
    const [someone] = (
      (await (await fetch(`${server.url}/api/customers?sort=revenue&limit=1`, { headers })).json()) as {
        customers: { id: string }[];
      }
    ).customers;
    for (const [label, apiPath] of screenCalls(someone?.id ?? '')) {
      const statements = await recorder.record(apiPath);
      const bare = await startBarePgRoute(replayed, statements);
      try {
        await warmUp(bare.url);
        const baseline = await measure(bare.url);
        await warmUp(`${server.url}${apiPath}`, headers);
        const product = await measure(`${server.url}${apiPath}`, headers);
        results[label] = product;
        const ratio = product.requestsPerSecond / baseline.requestsPerSecond;
        console.log(
          `  ${label.padEnd(28)} ${figure(product)} | bare driver, same ${statements.length} statements ` +
            `${figure(baseline)} | ×${ratio.toFixed(2)}${ratio >= 0.8 && product.p99 <= 50 ? '' : '  (target missed)'}`,
        );
        // The session lookup every call makes is left out: one plan of it is enough (the summary's).
        for (const statement of explain ? statements.filter(isCallOwn(label)) : []) {
          console.log(`\n    EXPLAIN (ANALYZE, BUFFERS):\n${indent(await recorder.explain(statement))}\n`);
        }
      } finally {
        await bare.stop();
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

/** What each screen shows first once its data is in (the catalogs list, or its empty state for a tenant with none). */
const SCREEN_CONTENT = [
  ['/customers', '[data-testid="customer-card"]'],
  ['/messages', '[role="listbox"][aria-label="Messages"] [role="option"]'],
  ['/catalogs', 'li > button[aria-pressed], .ant-empty-description'],
] as const;

/** Bytes a page transferred until now, scripts apart from the rest (the HTML, the data, the manifests). */
async function countTransfer(client: CDPSession) {
  const scripts = new Set<string>();
  const bytes = { js: 0, other: 0 };
  await client.send('Network.enable');
  client.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script' || /javascript/.test(response.mimeType)) scripts.add(requestId);
  });
  client.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    bytes[scripts.has(requestId) ? 'js' : 'other'] += encodedDataLength;
  });
  return bytes;
}

/** When the page first painted content, waiting for that paint if it has not happened yet. */
const firstContentfulPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        new PerformanceObserver((entries) => {
          const [paint] = entries.getEntriesByName('first-contentful-paint');
          if (paint) resolve(paint.startTime);
        }).observe({ type: 'paint', buffered: true }),
      ),
  );

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/** Cold loads in Chromium: navigation to the first card or row, and the bytes the page transferred by then. */
async function benchScreens(server: ProductServer) {
  const browser = await launchChromium();
  const results: Record<string, number> = {};
  try {
    for (const [screen, content] of SCREEN_CONTENT) {
      const times: number[] = [];
      const paints: number[] = [];
      const js: number[] = [];
      const other: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await signedInContext(browser, server);
        const page = await context.newPage();
        const transferred = await countTransfer(await context.newCDPSession(page));
        const [inDom = 0] = await openAndTime(page, `${server.url}${screen}`, [content]);
        const paint = await firstContentfulPaint(page);
        // Content put in the page before its first paint is seen at that paint.
        times.push(Math.max(inDom, paint));
        paints.push(paint);
        js.push(transferred.js);
        other.push(transferred.other);
        await context.close();
      }
      results[screen] = median(times);
      const ratio = median(times) / Math.max(median(paints), 1);
      console.log(
        `  ${screen.padEnd(11)} first content ${median(times).toFixed(0)} ms (first paint ${median(paints).toFixed(0)} ms, ` +
          `×${ratio.toFixed(2)}${ratio <= 1.3 ? '' : ', target ≤ 1.3 missed'}), transferred: ${kib(median(js))} JS, ` +
          `${kib(median(other))} besides${median(other) < 150_000 ? '' : ' (target < 150 KB missed)'}`,
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
        if (API_CALLS) console.log(`API, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per measurement:`);
        const explain = customers === Math.max(...SIZES);
        const calls = API_CALLS
          ? await benchCalls(server, { recorded: { url }, replayed: { url } }, explain)
          : {};
        if (SCREENS) console.log('Chromium, cold context, signed in:');
        sizes[customers] = { calls, screens: SCREENS ? await benchScreens(server) : {} };
      } finally {
        await server.stop();
      }
    },
    `_${customers}`,
  );
}

/** The embedded default: the calls on PGlite, each process (product, recorder, bare route) on its own copy. */
async function benchPglite(customers: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qd-bench-scale-pglite-'));
  seedLargeTenant({ DATA_DIR: dataDir }, { customers, messages: customers * 10 });
  const copy = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'qd-bench-scale-pglite-'));
    cpSync(dataDir, dir, { recursive: true });
    return { dataDir: dir };
  };
  const [recorded, replayed] = [copy(), copy()];
  const server = await startProductServer({ DATA_DIR: dataDir, SECRET_KEY, SEED: 'false' });
  try {
    console.log(
      `\nPGlite (embedded), ${customers} customers, ${customers * 10} messages, ${CONNECTIONS} connections:`,
    );
    await benchCalls(server, { recorded, replayed }, false);
  } finally {
    await server.stop();
    for (const dir of [dataDir, recorded.dataDir, replayed.dataDir])
      rmSync(dir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_SCALE_PGLITE === '1') await benchPglite(1000);

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
