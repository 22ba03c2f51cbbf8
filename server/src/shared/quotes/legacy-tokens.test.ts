import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { buildApp } from '../../app';
import { migrateDatabase } from '../../cli/migrate';
import type { DatabaseHandle } from '../../db/database';
import { rawRows } from '../../db/raw-rows';
import { quotes } from '../../db/schema';
import { MIGRATIONS_FOLDER } from '../../paths';
import { SETUP_TIMEOUT_MS, testConfig, testSecretBox } from '../../testing/app';
import { createTestDatabase } from '../../testing/database';
import { tablesContaining } from '../../testing/database-dump';
import { newPublicToken, publicTokenHash } from './tokens';

const TOKEN_MIGRATION = '0014_public_token_hashed';
let database: DatabaseHandle;
let folder: string;

/** The migrations before `tag`, as a folder drizzle's migrator reads (the journal cut there). */
async function migrationsBefore(tag: string): Promise<string> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'));
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag),
  );
  const cut = await mkdtemp(path.join(os.tmpdir(), 'qd-migrations-'));
  await mkdir(path.join(cut, 'meta'));
  await writeFile(path.join(cut, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const { tag: file } of journal.entries as { tag: string }[]) {
    await copyFile(path.join(MIGRATIONS_FOLDER, `${file}.sql`), path.join(cut, `${file}.sql`));
  }
  return cut;
}

beforeAll(async () => {
  database = await createTestDatabase();
  // An empty database, migrated as a server of the release before 0014 left it.
  await database.db.execute(sql`DROP SCHEMA drizzle CASCADE`);
  await database.db.execute(sql`DROP SCHEMA public CASCADE`);
  await database.db.execute(sql`CREATE SCHEMA public`);
  folder = await migrationsBefore(TOKEN_MIGRATION);
  const migrate = (database.kind === 'pglite' ? migratePglite : migrateNodePg) as typeof migratePglite;
  await migrate(database.db as never, { migrationsFolder: folder });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await database.close();
  await rm(folder, { recursive: true, force: true });
});

/** A quote sent before 0014: its token stored as it is, with the revision the client sees. */
async function legacySentQuote(token: string) {
  const [tenant] = await rawRows<{ id: string }>(
    database.db,
    sql`insert into tenants (name) values ('Old Plumbing') returning id`,
  );
  const [customer] = await rawRows<{ id: string }>(
    database.db,
    sql`insert into customers (tenant_id, name, status) values (${tenant?.id}, 'Old Client', 'QUOTED') returning id`,
  );
  const [quote] = await rawRows<{ id: string }>(
    database.db,
    sql`insert into quotes (tenant_id, customer_id, number, status, valid_until, total, subtotal, sent_revision,
          sent_at, public_token)
        values (${tenant?.id}, ${customer?.id}, 'Q-2026-0001', 'SENT', current_date + 30, 120, 120, 1, now(), ${token})
        returning id`,
  );
  const document = {
    number: 'Q-2026-0001',
    currency: 'USD',
    validUntil: '2099-12-31',
    notes: null,
    customerName: 'Old Client',
    subtotal: 120,
    discountPercent: null,
    discountAmount: 0,
    taxRatePercent: null,
    taxAmount: 0,
    total: 120,
    lines: [
      {
        kind: 'custom',
        description: 'Boiler service',
        unit: null,
        quantity: 1,
        unitCost: 120,
        lineTotal: 120,
      },
    ],
  };
  await database.db.execute(
    sql`insert into quote_revisions (quote_id, revision, document) values (${quote?.id}, 1, ${JSON.stringify(document)}::jsonb)`,
  );
  return quote?.id as string;
}

it(`carries the links sent before ${TOKEN_MIGRATION} over: hashed in SQL, sealed by the migrate command`, async () => {
  const token = newPublicToken();
  const quoteId = await legacySentQuote(token);
  expect(await tablesContaining(database.db, token)).toEqual(['public.quotes']);

  const pending =
    readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length -
    readMigrationFiles({ migrationsFolder: folder }).length;
  expect(await migrateDatabase(database, async () => testSecretBox())).toBe(pending);

  const [row] = await database.db.select().from(quotes).where(eq(quotes.id, quoteId));
  expect(row?.unsealedPublicToken).toBeNull();
  // The hash SQL took is the server's own, and the sealed copy opens to the token.
  expect(row?.publicTokenHash).toBe(publicTokenHash(token));
  expect(testSecretBox().open(row?.publicTokenSealed ?? '')).toBe(token);
  expect(await tablesContaining(database.db, token)).toEqual([]);
  expect(await database.db.$count(quotes, isNotNull(quotes.unsealedPublicToken))).toBe(0);

  // The client's link still opens the quote.
  const app = await buildApp({ database, config: testConfig() });
  try {
    const page = await app.inject({ method: 'GET', url: `/q/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Boiler service');
  } finally {
    await app.close();
  }
});

it('loads no secret key when no token is left to seal', async () => {
  let loads = 0;
  const secretBox = async () => {
    loads += 1;
    return testSecretBox();
  };
  expect(await migrateDatabase(database, secretBox)).toBe(0);
  expect(loads).toBe(0);
});
