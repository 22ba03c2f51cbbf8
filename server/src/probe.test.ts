/** @jest-environment ./server/src/testing/pglite-environment.cjs */
import { sql } from 'drizzle-orm';
import { createTestDatabase } from './testing/database';
test('db', async () => {
  let t = Date.now();
  const h = await createTestDatabase();
  console.log('created', Date.now() - t); t = Date.now();
  console.log(await h.db.execute(sql`select count(*) from tenants`));
  await h.close();
}, 60000);
