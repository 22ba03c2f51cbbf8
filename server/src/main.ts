import { mkdir } from 'node:fs/promises';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDatabase } from './db/database';
import { seedDemoData } from './seed/demo';

const config = loadConfig();
const database = await createDatabase(config);
await database.migrate();
await mkdir(config.uploadsDir, { recursive: true });

const app = await buildApp({ database, config });
if (config.seed && (await seedDemoData(database.db))) app.log.info('Seeded the demo data');

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
app.log.info(`QuoteDesk is running at http://localhost:${port} (database: ${database.kind})`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, shutting down`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
