/** `npm run migrate`: applies the migrations to the configured database (DATABASE_URL, else the embedded one). */
import { openDatabase } from '../cli/database';
import { migrateDatabase } from '../cli/migrate';
import { runCommand } from '../cli/run';
import { loadConfig } from '../config';

await runCommand(async () => {
  const database = await openDatabase(loadConfig());
  try {
    const applied = await migrateDatabase(database);
    console.log(
      applied
        ? `Applied ${applied} migration${applied === 1 ? '' : 's'}`
        : 'The database is already up to date',
    );
  } finally {
    await database.close();
  }
});
