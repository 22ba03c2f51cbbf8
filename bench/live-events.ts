/**
 * Live-update latency: a message posted by the inbound API to instance A, until the `inbox.changed` event
 * reaches a browser's `GET /api/events` stream on instance B (two apps on one database, each with its own pool
 * and LISTEN connection, as two processes would have). Baseline in the same run: a bare `pg` NOTIFY from one
 * connection until another connection LISTENing hears it. The product's figure includes its coalescing delay
 * (bursts folded into one event).
 * Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/<empty db> npx tsx bench/live-events.ts
 * (without it: the embedded PGlite, one process, no baseline).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { createDatabase } from '../server/src/db/database';
import { DEMO_PASSWORD, seedDemoData } from '../server/src/seed/demo';
import { rotateInboundKey } from '../server/src/shared/api-keys';
import { lazySecretBox } from '../server/src/shared/secret-box';
import { TestBrowser } from '../server/src/testing/app';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 50);
/** Apart enough that each message is its own event, not folded into the previous one. */
const GAP_MS = 250;
const databaseUrl = process.env.BENCH_DATABASE_URL;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};
const summary = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms`;

/** Resolves on the next event the stream delivers. */
function eventStream(response: Response) {
  const waiting: { resolve?: () => void } = {};
  (async () => {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (new TextDecoder().decode(chunk).includes('data:')) waiting.resolve?.();
    }
  })().catch(() => {});
  return () =>
    new Promise<void>((resolve) => {
      waiting.resolve = resolve;
    });
}

async function productLatencies(): Promise<number[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qd-bench-live-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED: 'false',
    SENTENCE_ENCODER: 'false',
  });
  const databaseA = await createDatabase({ dataDir, databaseUrl });
  await databaseA.migrate();
  await seedDemoData(databaseA.db, await lazySecretBox(config)());
  const databaseB = databaseUrl ? await createDatabase({ dataDir, databaseUrl }) : databaseA;
  const a = await buildApp({ database: databaseA, config });
  const b = await buildApp({ database: databaseB, config });
  const urlA = await a.listen({ port: 0, host: '127.0.0.1' });
  const urlB = await b.listen({ port: 0, host: '127.0.0.1' });

  const owner = new TestBrowser(b);
  await owner.signIn('owner@acme.test', DEMO_PASSWORD);
  const { tenantId } = (await owner.get('/api/session/current')).json();
  const key = await rotateInboundKey(databaseA.db, tenantId, null);
  const cookie = [...owner.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const stream = await fetch(`${urlB}/api/events`, { headers: { cookie, accept: 'text/event-stream' } });
  const nextEvent = eventStream(stream);

  const latencies: number[] = [];
  for (let i = 0; i < MESSAGES; i++) {
    const heard = nextEvent();
    const started = performance.now();
    const posted = await fetch(`${urlA}/api/inbound/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ source: 'text', fromPhone: '+15555550100', content: `Bench message ${i}` }),
    });
    if (posted.status !== 201) throw new Error(`inbound answered ${posted.status}`);
    await heard;
    latencies.push(performance.now() - started);
    await sleep(GAP_MS);
  }
  await a.close();
  await b.close();
  await databaseA.close();
  if (databaseB !== databaseA) await databaseB.close();
  return latencies;
}

async function bareNotifyLatencies(connectionString: string): Promise<number[]> {
  const listener = new pg.Client({ connectionString });
  const sender = new pg.Client({ connectionString });
  await Promise.all([listener.connect(), sender.connect()]);
  await listener.query('LISTEN bench_live');
  const waiting: { resolve?: () => void } = {};
  listener.on('notification', () => waiting.resolve?.());
  const latencies: number[] = [];
  for (let i = 0; i < MESSAGES; i++) {
    const heard = new Promise<void>((resolve) => {
      waiting.resolve = resolve;
    });
    const started = performance.now();
    await sender.query("SELECT pg_notify('bench_live', $1)", [String(i)]);
    await heard;
    latencies.push(performance.now() - started);
  }
  await Promise.all([listener.end(), sender.end()]);
  return latencies;
}

const baseline = databaseUrl ? await bareNotifyLatencies(databaseUrl) : null;
const product = await productLatencies();
console.log(`Live events over ${MESSAGES} messages (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`);
if (baseline) console.log(`  bare pg NOTIFY -> LISTEN:                 ${summary(baseline)}`);
console.log(`  inbound POST on A -> SSE event on B:      ${summary(product)}`);
if (baseline) {
  const extra = (p: number) => (percentile(product, p) - percentile(baseline, p)).toFixed(1);
  console.log(`  above the bare round trip: p50 +${extra(50)} ms, p95 +${extra(95)} ms`);
}
process.exit(0);
