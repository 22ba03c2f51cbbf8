/**
 * Graceful shutdown: how long a SIGTERM takes to drain, and how much of that is more than the request it waited for.
 * 1. In process, the real graceful shutdown (what SIGTERM runs) while one request of SLOW_MS is in flight, called
 *    TERM_AFTER_MS after it started: the drain should end right after the request does.
 * 2. The real server process (compiled server/dist/main.js when built, else through tsx) with a browser-like
 *    keep-alive connection left open: SIGTERM until the process has exited.
 * Run: npx tsx bench/shutdown-drain.ts (BENCH_DATABASE_URL=postgres://… for PostgreSQL in step 1).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, REPO_ROOT } from '../e2e/support/product-server';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { createDatabase } from '../server/src/db/database';
import { gracefulShutdown } from '../server/src/shutdown';

const SLOW_MS = 2000;
const TERM_AFTER_MS = 500;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function drainWithSlowRequest(): Promise<{ drainMs: number; beyondRequestMs: number }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qd-bench-shutdown-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED: 'false',
    SENTENCE_ENCODER: 'false',
  });
  const database = await createDatabase({ dataDir, databaseUrl: process.env.BENCH_DATABASE_URL });
  await database.migrate();
  const app = await buildApp({ database, config });
  app.get('/bench/slow', async () => {
    await sleep(SLOW_MS);
    return { ok: true };
  });
  const shutDown = gracefulShutdown(app, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

  const requestedAt = performance.now();
  const answer = fetch(`http://127.0.0.1:${port}/bench/slow`).then((response) => {
    if (response.status !== 200) throw new Error(`The slow request got ${response.status}`);
    return response.json();
  });
  await sleep(TERM_AFTER_MS);
  const termAt = performance.now();
  const { drained, ms } = await shutDown();
  await answer;
  if (!drained) throw new Error('The shutdown did not drain');
  const requestLeftMs = requestedAt + SLOW_MS - termAt;
  return { drainMs: ms, beyondRequestMs: Math.round(ms - requestLeftMs) };
}

async function processExitWithIdleConnection(): Promise<number> {
  const port = await freePort();
  const compiled = path.join(REPO_ROOT, 'server', 'dist', 'main.js');
  const [command, args] = existsSync(compiled)
    ? [process.execPath, [compiled]]
    : [
        path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
        [path.join(REPO_ROOT, 'server', 'src', 'main.ts')],
      ];
  const child: ChildProcess = spawn(command, args, {
    stdio: 'ignore',
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED: 'false',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'qd-bench-shutdown-')),
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const agent = new http.Agent({ keepAlive: true });
  for (let ready = false; !ready; await sleep(100)) {
    ready = await new Promise<boolean>((resolve) => {
      http
        .get({ port, host: '127.0.0.1', path: '/api/health', agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode === 200));
        })
        .on('error', () => resolve(false));
    });
  }
  const termAt = performance.now();
  child.kill('SIGTERM');
  await exited;
  agent.destroy();
  return Math.round(performance.now() - termAt);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const drains: { drainMs: number; beyondRequestMs: number }[] = [];
for (let run = 0; run < RUNS; run++) drains.push(await drainWithSlowRequest());
console.log(
  `SIGTERM ${TERM_AFTER_MS} ms into a ${SLOW_MS} ms request (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ` +
    `drain ${median(drains.map((d) => d.drainMs))} ms median, ` +
    `${median(drains.map((d) => d.beyondRequestMs))} ms more than the request had left (runs: ${drains.map((d) => d.drainMs).join(', ')} ms)`,
);

const exits: number[] = [];
for (let run = 0; run < RUNS; run++) exits.push(await processExitWithIdleConnection());
console.log(
  `Server process, idle keep-alive connection open: SIGTERM to exit ${median(exits)} ms median (runs: ${exits.join(', ')} ms)`,
);
