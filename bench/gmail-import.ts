/**
 * Gmail import of 1,000 messages from the local Gmail-API fixture with 20 ms latency per call: wall time and
 * peak memory of the real import (list pages, raw gets with bounded concurrency, mailparser, sanitizing, the
 * shared inbox insert with auto-link) into a fresh embedded database, against a baseline in the same run: the
 * same fixture calls with the same concurrency and no parsing or database work.
 * Target: ≤ 15 s. Run: npx tsx bench/gmail-import.ts
 * BENCH_DATABASE_URL=postgres://… measures on PostgreSQL instead, in a database created for the run and dropped.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase } from '../server/src/db/database';
import { users } from '../server/src/db/schema';
import { GmailApi, refreshingTokens } from '../server/src/features/google/gmail-api';
import {
  GMAIL_CONCURRENCY,
  GMAIL_IMPORT_QUERY,
  importGmailMessages,
} from '../server/src/features/google/gmail-import';
import { startGmailFixture } from '../server/src/features/google/testing/gmail-fixture';
import { bulkMailbox } from '../server/src/features/google/testing/sample-mail';
import { seedDemoData } from '../server/src/seed/demo';
import { lazySecretBox } from '../server/src/shared/secret-box';

const MESSAGES = Number(process.env.BENCH_GMAIL_MESSAGES ?? 1000);
const LATENCY_MS = 20;
const TARGET_SECONDS = 15;

/** Samples resident memory while `work` runs; returns its result, wall time and the peak above the start. */
async function measured<T>(
  work: () => Promise<T>,
): Promise<{ result: T; seconds: number; peakMiB: number; peakRssMiB: number }> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const began = performance.now();
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return {
      result,
      seconds: (performance.now() - began) / 1000,
      peakMiB: (peak - start) / 2 ** 20,
      peakRssMiB: peak / 2 ** 20,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** The network part alone: every list page and every raw get, same concurrency, bodies read and dropped. */
async function fetchOnly(gmail: GmailApi): Promise<number> {
  let fetched = 0;
  let pageToken: string | null = null;
  do {
    const page = await gmail.listPage(GMAIL_IMPORT_QUERY, pageToken);
    pageToken = page.nextPageToken;
    let next = 0;
    await Promise.all(
      Array.from({ length: GMAIL_CONCURRENCY }, async () => {
        while (next < page.ids.length) {
          await gmail.getRaw(page.ids[next++] as string);
          fetched += 1;
        }
      }),
    );
  } while (pageToken);
  return fetched;
}

const fixture = await startGmailFixture({ messages: await bulkMailbox(MESSAGES), latencyMs: LATENCY_MS });
const gmail = () =>
  new GmailApi({ baseUrl: fixture.url, tokens: refreshingTokens(async () => 'bench-token') });

/** A database of its own on the server BENCH_DATABASE_URL names, so the run never touches anyone's data. */
async function scratchPostgres(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `qd_bench_gmail_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

const scratch = process.env.BENCH_DATABASE_URL ? await scratchPostgres(process.env.BENCH_DATABASE_URL) : null;
const dataDir = mkdtempSync(path.join(tmpdir(), 'qd-bench-gmail-'));
const database = await createDatabase({ dataDir, databaseUrl: scratch?.url });
await database.migrate();
await seedDemoData(database.db, await lazySecretBox({ secretKey: undefined, dataDir })());
const [owner] = await database.db.select().from(users).where(eq(users.email, 'owner@acme.test'));
if (!owner) throw new Error('The demo seed has no owner@acme.test');

const baseline = await measured(() => fetchOnly(gmail()));
const callsBefore = fixture.calls.length;
const run = await measured(() =>
  importGmailMessages(gmail(), { db: database.db, tenantId: owner.tenantId, userId: owner.id }),
);
const importCalls = fixture.calls.length - callsBefore;
const again = await measured(() =>
  importGmailMessages(gmail(), { db: database.db, tenantId: owner.tenantId, userId: owner.id }),
);

console.log(
  `Gmail import: ${MESSAGES} messages, ${LATENCY_MS} ms per call, concurrency ${GMAIL_CONCURRENCY} (${database.kind})`,
);
console.log(
  `baseline (fixture calls only)   ${baseline.seconds.toFixed(2).padStart(6)} s  peak RSS ${baseline.peakRssMiB.toFixed(0)} MiB (+${baseline.peakMiB.toFixed(0)})  ${baseline.result} fetched`,
);
console.log(
  `import (parse, sanitize, store) ${run.seconds.toFixed(2).padStart(6)} s  peak RSS ${run.peakRssMiB.toFixed(0)} MiB (+${run.peakMiB.toFixed(0)})  ${run.result} imported in ${importCalls} calls  ×${(run.seconds / baseline.seconds).toFixed(2)} of baseline  target ≤ ${TARGET_SECONDS} s: ${run.seconds <= TARGET_SECONDS ? 'met' : 'MISSED'}`,
);
console.log(
  `second import (nothing new)     ${again.seconds.toFixed(2).padStart(6)} s  ${again.result} imported (only the list pages are fetched)`,
);

await fixture.close();
await database.close();
await scratch?.drop();
