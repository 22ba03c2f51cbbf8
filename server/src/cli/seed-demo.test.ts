import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database';
import { users } from '../db/schema';
import { testSecretBox } from '../testing/app';
import { createTestDatabase } from '../testing/database';
import { seedDemo } from './seed-demo';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('loads the demo data once, on request', async () => {
  expect(await seedDemo(database, testSecretBox())).toBe(true);
  const [owner] = await database.db.select().from(users).where(eq(users.email, 'owner@acme.test'));
  expect(owner?.role).toBe('TENANT_ADMIN');
  expect(await seedDemo(database, testSecretBox())).toBe(false);
});
