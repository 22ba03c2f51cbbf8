import './support/measured-alone';
import { startProductServer } from '../e2e/support/product-server';
import { median } from './support/browser-bench';
import {
  benchAdminUrl,
  CONNECTIONS,
  DURATION_SECONDS,
  type Figures,
  measure,
  seedLargeTenant,
  signIn,
  withScratchDatabase,
} from './support/http-bench';
import { startBarePgRoute, statementRecorder } from './support/pg-route';

/**
 * `npm run bench:dashboard -w bench`: GET /api/dashboard, the landing page's one call, on PostgreSQL at the large
 * seed (1×: 1,000 customers, 10,000 messages) and at 10× the data, in scratch databases, in one run:
 * - the time one request takes on an idle server (sequential requests; target ≤ 300 ms at 1×);
 * - req/s and p99 at 10 connections against a bare `pg` route running the same statements, captured from the
 *   product's own pool, and the `EXPLAIN (ANALYZE, BUFFERS)` of each statement at 10×;
 * - growth: the same figures at 10× against 1× (1.00 = flat).
 * BENCH_DASHBOARD_SCALES=1,10 picks the multiples; BENCH_SECONDS the length of each measurement.
 */
const SCALES = (process.env.BENCH_DASHBOARD_SCALES ?? '1,10').split(',').map(Number);
const SEQUENTIAL = 30;
const TARGET_MS = 300;
const SECRET_KEY = 'bench-dashboard-secret-key-0123456789abcdef';
const DASHBOARD = '/api/dashboard?timeZone=America/Los_Angeles';

interface Result {
  sequentialMs: number;
  product: Figures;
  bare: Figures;
}

/** One request at a time: what a user opening the page waits for the server. */
async function sequentialMs(url: string, headers: Record<string, string>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < SEQUENTIAL; run += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return median(times);
}

const figure = ({ requestsPerSecond, p99 }: Figures) =>
  `${requestsPerSecond.toFixed(0).padStart(6)} req/s p99 ${String(p99).padStart(4)} ms`;

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `      ${line}`)
    .join('\n');

async function benchScale(scale: number, url: string, explain: boolean): Promise<Result> {
  const size = { customers: 1_000 * scale, messages: 10_000 * scale };
  const started = Date.now();
  seedLargeTenant({ DATABASE_URL: url }, size);
  console.log(
    `\n${scale}×: ${size.customers} customers, ${size.messages} messages (seeded in ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  const server = await startProductServer({ DATABASE_URL: url, SECRET_KEY });
  const recorder = await statementRecorder({ url }, SECRET_KEY);
  try {
    const headers = await signIn(server);
    const single = await sequentialMs(`${server.url}${DASHBOARD}`, headers);
    console.log(
      `  one request at a time: ${single.toFixed(1)} ms (median of ${SEQUENTIAL}), target ≤ ${TARGET_MS} ms: ` +
        `${single <= TARGET_MS ? 'met' : 'missed'}`,
    );
    // Every statement the call ran, its session lookup included; only the dashboard's own are explained.
    const statements = await recorder.record(DASHBOARD);
    const bare = await startBarePgRoute({ url }, statements);
    try {
      const baseline = await measure(bare.url);
      const product = await measure(`${server.url}${DASHBOARD}`, headers);
      const ratio = product.requestsPerSecond / baseline.requestsPerSecond;
      console.log(
        `  ${CONNECTIONS} connections, ${DURATION_SECONDS} s: GET /api/dashboard ${figure(product)}`,
      );
      console.log(
        `  bare pg route, same ${statements.length} statements        ${figure(baseline)} | product ×${ratio.toFixed(2)}`,
      );
      const own = statements.filter((statement) => !/"sessions"/.test(statement.text));
      for (const statement of explain ? own : []) {
        console.log(`\n    EXPLAIN (ANALYZE, BUFFERS):\n${indent(await recorder.explain(statement))}\n`);
      }
      return { sequentialMs: single, product, bare: baseline };
    } finally {
      await bare.stop();
    }
  } finally {
    await recorder.close();
    await server.stop();
  }
}

const results: Record<number, Result> = {};
console.log(`GET /api/dashboard on PostgreSQL (${new URL(benchAdminUrl()).host})`);
for (const scale of SCALES) {
  await withScratchDatabase(
    benchAdminUrl(),
    async (url) => {
      results[scale] = await benchScale(scale, url, scale === Math.max(...SCALES));
    },
    `_dashboard_${scale}`,
  );
}

const [smallest, largest] = [Math.min(...SCALES), Math.max(...SCALES)];
const [small, large] = [results[smallest], results[largest]];
if (small && large && smallest !== largest) {
  console.log(`\nGrowth, ${largest}× the data against ${smallest}× (1.00 = flat):`);
  console.log(`  one request at a time   time ×${(large.sequentialMs / small.sequentialMs).toFixed(2)}`);
  console.log(
    `  GET /api/dashboard      req/s ×${(large.product.requestsPerSecond / small.product.requestsPerSecond).toFixed(2)}`,
  );
  console.log(
    `  bare pg route           req/s ×${(large.bare.requestsPerSecond / small.bare.requestsPerSecond).toFixed(2)}`,
  );
}
