import { buildApp } from './app';
import { openDatabase, requireMigrated } from './cli/database';
import { migrateDatabase } from './cli/migrate';
import { runCommand } from './cli/run';
import { loadConfig, StartupError } from './config';
import { seedDemoData } from './seed/demo';
import { lazySecretBox } from './shared/secret-box';
import { gracefulShutdown, shutDownOnSignals } from './shutdown';

await runCommand(async () => {
  const config = loadConfig();
  const database = await openDatabase(config);
  const secretBox = lazySecretBox(config);
  // Development and the embedded default migrate at start; production instances leave it to `npm run migrate`.
  if (config.production) await requireMigrated(database);
  else await migrateDatabase(database, secretBox);

  const app = await buildApp({ database, config });
  if (config.seed && (await seedDemoData(database.db, await secretBox())))
    app.log.info('Seeded the demo data');

  const shutDown = gracefulShutdown(app, database);
  await app.listen({ port: config.port, host: config.host }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE' && error.code !== 'EACCES') throw error;
    throw new StartupError(`Cannot listen on HOST ${config.host}, PORT ${config.port}: ${error.message}`);
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(`QuoteDesk is running at http://localhost:${port} (database: ${database.kind})`);
  shutDownOnSignals(app, shutDown);
});
