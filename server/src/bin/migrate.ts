/** `npm run migrate`: applies the migrations to the configured database (DATABASE_URL, else the embedded one). */
import { openDatabase } from '../cli/database';
import { migrateDatabase } from '../cli/migrate';
import { runCommand } from '../cli/run';
import { loadConfig } from '../config';
import { lazySecretBox } from '../shared/secret-box';

await runCommand(async () => {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const applied = await migrateDatabase(database, lazySecretBox(config));
    console.log(
      applied
        ? `Applied ${applied} migration${applied === 1 ? '' : 's'}`
        : 'The database is already up to date',
    );
  } finally {
    await database.close();
  }
});
