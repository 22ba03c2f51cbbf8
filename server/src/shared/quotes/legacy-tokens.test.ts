import { eq, isNotNull, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrateDatabase } from '../../cli/migrate';
import { customers, quotes } from '../../db/schema';
import { MIGRATIONS_FOLDER } from '../../paths';
import { createTestContext, SETUP_TIMEOUT_MS, type TestContext, testSecretBox } from '../../testing/app';
import { tablesContaining } from '../../testing/database-dump';
import { publicTokenHash } from './tokens';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

const TOKEN_MIGRATION = '0012_public_token_hashed';

/** Puts the database back as it was before migration 0012: every sent quote's token stored as it is. */
async function asBeforeTheMigration() {
  const box = testSecretBox();
  const sent = await ctx.db
    .select({ id: quotes.id, sealed: quotes.publicTokenSealed })
    .from(quotes)
    .where(isNotNull(quotes.publicTokenSealed));
  for (const { id, sealed } of sent) {
    await ctx.db
      .update(quotes)
      .set({ unsealedPublicToken: box.open(sealed ?? '') })
      .where(eq(quotes.id, id));
  }
  await ctx.db.execute(
    sql`alter table quotes drop column public_token_hash, drop column public_token_sealed`,
  );
  const migration = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).find((file) =>
    file.sql.join('').includes('ADD COLUMN "public_token_hash"'),
  );
  await ctx.db.execute(
    sql`delete from drizzle.__drizzle_migrations where created_at = ${migration?.folderMillis}`,
  );
}

it(`carries the links sent before ${TOKEN_MIGRATION} over: hashed in SQL, sealed by the migrate command`, async () => {
  const staff = await ctx.signedIn('staff@acme.test');
  const [customer] = await ctx.db
    .insert(customers)
    .values({ tenantId: await ctx.tenantIdOf('staff@acme.test'), name: 'Old Link Client', status: 'LEAD' })
    .returning();
  const drafted = await staff.request({
    method: 'POST',
    url: '/api/quotes',
    payload: {
      customerId: customer?.id,
      lines: [{ description: 'Boiler service', unitCost: 120, quantity: 1 }],
    },
  });
  const quoteId = drafted.json().id as string;
  const sent = await staff.request({ method: 'POST', url: `/api/quotes/${quoteId}/send`, payload: {} });
  const publicUrl = sent.json().publicUrl as string;
  const token = new URL(publicUrl).pathname.replace('/q/', '');
  await asBeforeTheMigration();
  expect(await tablesContaining(ctx.db, token)).toEqual(['public.quotes']);

  expect(await migrateDatabase(ctx.database, async () => testSecretBox())).toBe(1);

  const [row] = await ctx.db.select().from(quotes).where(eq(quotes.id, quoteId));
  expect(row?.unsealedPublicToken).toBeNull();
  // The hash SQL took is the server's own.
  expect(row?.publicTokenHash).toBe(publicTokenHash(token));
  expect(testSecretBox().open(row?.publicTokenSealed ?? '')).toBe(token);
  expect(await tablesContaining(ctx.db, token)).toEqual([]);
  expect(await ctx.db.$count(quotes, isNotNull(quotes.unsealedPublicToken))).toBe(0);

  // The client's link still opens the quote, and staff still copy the same link.
  const page = await ctx.app.inject({ method: 'GET', url: `/q/${token}` });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Boiler service');
  expect((await staff.get(`/api/quotes/${quoteId}`)).json().publicUrl).toBe(publicUrl);
});

it('loads no secret key when no token is left to seal', async () => {
  let loads = 0;
  const secretBox = async () => {
    loads += 1;
    return testSecretBox();
  };
  expect(await migrateDatabase(ctx.database, secretBox)).toBe(0);
  expect(loads).toBe(0);
});
