/** `npm run seed:demo`: loads the demo tenants (published passwords: never on a real deployment's database). */
import { openDatabase } from '../cli/database';
import { runCommand } from '../cli/run';
import { seedDemo } from '../cli/seed-demo';
import { loadConfig } from '../config';
import { DEMO_PASSWORD } from '../seed/demo';

await runCommand(async () => {
  const database = await openDatabase(loadConfig());
  try {
    const seeded = await seedDemo(database);
    console.log(
      seeded
        ? `Seeded the demo data: sign in as owner@acme.test / ${DEMO_PASSWORD}`
        : 'The demo data is already there',
    );
  } finally {
    await database.close();
  }
});
