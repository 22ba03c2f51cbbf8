/** `npm run create-admin -- --email … --password …`: a production database's first super admin. */
import { adminAccountFrom, createAdmin } from '../cli/create-admin';
import { openDatabase, requireMigrated } from '../cli/database';
import { runCommand } from '../cli/run';
import { loadConfig } from '../config';

await runCommand(async () => {
  const account = adminAccountFrom(process.argv.slice(2), process.env);
  const database = await openDatabase(loadConfig());
  try {
    await requireMigrated(database);
    const created = await createAdmin(database.db, account);
    const tenant = `${created.tenantCreated ? 'new tenant' : 'tenant'} ${account.tenant}`;
    console.log(`Created the super admin ${account.email} in the ${tenant}`);
  } finally {
    await database.close();
  }
});
