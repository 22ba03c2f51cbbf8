/** `npm run seed:demo`: loads the demo tenants (published passwords: never on a real deployment's database). */
import { openDatabase } from '../cli/database';
import { runCommand } from '../cli/run';
import { seedDemo } from '../cli/seed-demo';
import { loadConfig } from '../config';
import { DEMO_PASSWORD } from '../seed/demo';
import { lazySecretBox } from '../shared/secret-box';

await runCommand(async () => {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const seeded = await seedDemo(database, await lazySecretBox(config)());
    console.log(
      seeded
        ? `Seeded the demo data: sign in as owner@acme.test / ${DEMO_PASSWORD}`
        : 'The demo data is already there',
    );
  } finally {
    await database.close();
  }
});
