/**
 * Webhooks (issue 41), in one run:
 * - delivery throughput: 1,000 customers made in one transaction for a tenant with one webhook, until the
 *   receiver (node:http on 127.0.0.1, answering 200) has all 1,000 signed POSTs, in order; beside a bare loop
 *   POSTing the same bodies one after another to the same receiver (the ceiling of one sender in sequence);
 * - what a subscription adds to the request that causes an event: `POST /api/customers` for a tenant with one
 *   webhook, interleaved with the same call for a tenant with none, p50 and p95 and their ratio.
 * Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/<empty db> npx tsx bench/webhooks.ts
 * (without it: the embedded PGlite). BENCH_DELIVERIES and BENCH_REQUESTS change the counts.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { createDatabase } from '../server/src/db/database';
import { DEMO_PASSWORD, seedDemoData } from '../server/src/seed/demo';
import { lazySecretBox } from '../server/src/shared/secret-box';
import { TestBrowser } from '../server/src/testing/app';

const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 1000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const databaseUrl = process.env.BENCH_DATABASE_URL;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};

/** A receiver answering 200 to every POST, calling `onBody` with each body. */
async function startReceiver(onBody: (body: string) => void) {
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      onBody(Buffer.concat(chunks).toString('utf8'));
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** One POST as the sender makes it (no keep-alive: a connection per attempt), answered when the status is in. */
function postOnce(port: number, body: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/bare',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.destroy();
        resolve();
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'qd-bench-webhooks-'));
const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  SEED: 'false',
  SENTENCE_ENCODER: 'false',
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
});
const database = await createDatabase({ dataDir, databaseUrl });
await database.migrate();
await seedDemoData(database.db, await lazySecretBox(config)());
const app = await buildApp({ database, config });

let received = 0;
const names: string[] = [];
let allIn: () => void = () => {};
const receiver = await startReceiver((body) => {
  received += 1;
  names.push((JSON.parse(body) as { data: { name: string } }).data.name);
  if (received === DELIVERIES) allIn();
});

const owner = new TestBrowser(app);
await owner.signIn('owner@acme.test', DEMO_PASSWORD);
const other = new TestBrowser(app);
await other.signIn('admin@bluewave.test', DEMO_PASSWORD);
const { tenantId } = (await owner.get('/api/session/current')).json() as { tenantId: string };
const made = await owner.request({
  method: 'POST',
  url: '/api/webhooks',
  payload: { url: `http://127.0.0.1:${receiver.port}/hook`, events: ['customer.created'] },
});
if (made.statusCode !== 201) throw new Error(`the webhook was not made: ${made.statusCode}`);

// Throughput: one commit makes DELIVERIES deliveries; the clock runs until the receiver has them all.
const done = new Promise<void>((resolve) => {
  allIn = resolve;
});
const started = performance.now();
await database.db.execute(
  sql`insert into customers (tenant_id, name)
      select ${tenantId}::uuid, 'Bench ' || lpad(n::text, 6, '0') from generate_series(1, ${DELIVERIES}) n`,
);
await done;
const productSeconds = (performance.now() - started) / 1000;
const inOrder = names.every((name, index) => index === 0 || (names[index - 1] as string) < name);

const bodies = names.map((name) => JSON.stringify({ type: 'customer.created', data: { name } }));
const bareStarted = performance.now();
for (const body of bodies) await postOnce(receiver.port, body);
const bareSeconds = (performance.now() - bareStarted) / 1000;

// The causing request: the same call for a tenant with one webhook and for one with none, interleaved.
const timed = async (browser: TestBrowser, name: string) => {
  const t0 = performance.now();
  const response = await browser.request({ method: 'POST', url: '/api/customers', payload: { name } });
  if (response.statusCode !== 201) throw new Error(`POST /api/customers answered ${response.statusCode}`);
  return performance.now() - t0;
};
for (let i = 0; i < 20; i++) {
  await timed(owner, `Warm ${i}`);
  await timed(other, `Warm ${i}`);
}
const withWebhook: number[] = [];
const without: number[] = [];
for (let i = 0; i < REQUESTS; i++) {
  withWebhook.push(await timed(owner, `Timed ${i}`));
  without.push(await timed(other, `Timed ${i}`));
}

console.log(`Webhooks (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`);
console.log(
  `  ${DELIVERIES} deliveries to a loopback receiver: ${(DELIVERIES / productSeconds).toFixed(0)}/s ` +
    `(${productSeconds.toFixed(2)} s from the commit, ${inOrder ? 'in order' : 'OUT OF ORDER'})`,
);
console.log(
  `  bare sequential POSTs of the same bodies:  ${(DELIVERIES / bareSeconds).toFixed(0)}/s ` +
    `(product at ×${(bareSeconds / productSeconds).toFixed(2)} of bare)`,
);
const line = (label: string, values: number[]) =>
  `  ${label.padEnd(42)} p50 ${percentile(values, 50).toFixed(2)} ms, p95 ${percentile(values, 95).toFixed(2)} ms`;
console.log(line('POST /api/customers, tenant with a webhook:', withWebhook));
console.log(line('POST /api/customers, tenant with none:', without));
console.log(
  `  with / without: p50 ×${(percentile(withWebhook, 50) / percentile(without, 50)).toFixed(2)}, ` +
    `p95 ×${(percentile(withWebhook, 95) / percentile(without, 95)).toFixed(2)}`,
);

await app.close();
await database.close();
receiver.server.close();
process.exit(0);
