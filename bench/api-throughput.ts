import './support/measured-alone';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProductServer } from '../e2e/support/product-server';
import {
  benchAdminUrl,
  CONNECTIONS,
  compareWithBaseline,
  DURATION_SECONDS,
  seedLargeTenant,
  signIn,
  withScratchDatabase,
} from './support/http-bench';

/**
 * API throughput and p99 latency of the session call and of a 50-row tenant-scoped list against a bare
 * node:http server answering the same bytes, measured in the same run: the ratio is the figure that matters.
 * The database holds the large seed (a tenant with 1,000+ customers and 10,000+ messages) besides the demo data.
 */
async function benchDatabase(label: string, env: Record<string, string>): Promise<void> {
  seedLargeTenant(env);
  const server = await startProductServer(env);
  try {
    const headers = await signIn(server);
    console.log(`\n${label}`);
    for (const apiPath of ['/api/session/current', '/api/customers?limit=50']) {
      await compareWithBaseline(server, headers, apiPath);
    }
  } finally {
    await server.stop();
  }
}

export async function benchApi(): Promise<void> {
  console.log(`API throughput: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint`);
  await benchDatabase('PGlite (embedded)', { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'qd-bench-')) });
  await withScratchDatabase(benchAdminUrl(), (url) =>
    benchDatabase(`PostgreSQL (${new URL(url).host})`, { DATABASE_URL: url }),
  ).catch((error: unknown) => console.log(`PostgreSQL skipped: ${(error as Error).message}`));
}

if (import.meta.url === `file://${process.argv[1]}`) await benchApi();
