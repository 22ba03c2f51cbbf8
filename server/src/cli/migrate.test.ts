import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { DatabaseHandle } from '../db/database';
import { pendingMigrationCount } from '../db/migration-status';
import { MIGRATIONS_FOLDER } from '../paths';
import { testSecretBox } from '../testing/app';
import { createTestDatabase } from '../testing/database';
import { requireMigrated } from './database';
import { migrateDatabase } from './migrate';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase({ migrated: false });
});
afterAll(() => database.close());

it('applies every migration to an empty database, then finds nothing left to do', async () => {
  const all = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length;
  expect(await pendingMigrationCount(database.db)).toBe(all);
  await expect(requireMigrated(database)).rejects.toThrow(
    `The database lacks ${all} migrations: run \`npm run migrate\` first`,
  );

  expect(await migrateDatabase(database, async () => testSecretBox())).toBe(all);
  expect(await pendingMigrationCount(database.db)).toBe(0);
  await expect(requireMigrated(database)).resolves.toBeUndefined();
  expect(await migrateDatabase(database, async () => testSecretBox())).toBe(0);
});
