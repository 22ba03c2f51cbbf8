import { buildApp } from './app';
import { openDatabase, requireMigrated } from './cli/database';
import { migrateDatabase } from './cli/migrate';
import { type Config, StartupError } from './config';
import { queueAllStaleMeanings } from './features/ai/meaning/stale-meanings';
import { seedDemoData } from './seed/demo';
import { lazySecretBox } from './shared/secret-box';
import { gracefulShutdown, shutDownOnSignals } from './shutdown';

/** Opens the database, builds the app and listens: everything the server does once its configuration is valid. */
export async function startServer(config: Config): Promise<void> {
  const database = await openDatabase(config);
  const secretBox = lazySecretBox(config);
  // Development and the embedded default migrate at start; production instances leave it to `npm run migrate`.
  if (config.production) await requireMigrated(database);
  else await migrateDatabase(database, secretBox);

  const app = await buildApp({ database, config });
  if (config.seed && (await seedDemoData(database.db, await secretBox()))) {
    app.log.info('Seeded the demo data');
    // Seeded after the app's start queued the stale tenants: the demo catalogs and inboxes are queued here.
    await queueAllStaleMeanings(database.db, app.jobs, app.log).catch((error: unknown) =>
      app.log.error({ err: error }, 'the demo tenants’ meanings were not queued'),
    );
  }

  const shutDown = gracefulShutdown(app, database);
  await app.listen({ port: config.port, host: config.host }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE' && error.code !== 'EACCES') throw error;
    throw new StartupError(`Cannot listen on HOST ${config.host}, PORT ${config.port}: ${error.message}`);
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(`QuoteDesk is running at http://localhost:${port} (database: ${database.kind})`);
  shutDownOnSignals(app, shutDown);
}
