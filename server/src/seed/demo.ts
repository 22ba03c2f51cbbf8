import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  aiPrompts,
  aiResponses,
  catalogs,
  contacts,
  customers,
  messages,
  seedRuns,
  services,
  tenants,
  users,
} from '../db/schema';
import type { SecretBox } from '../shared/secret-box';
import { writeSeedQuotes } from './quote-tables';
import { SeededRandom } from './random';
import { DAY, emptySeedRows, type SeedRows } from './rows';
import { addTenant, addUsers } from './tenant-rows';
import { acmePlumbing } from './tenants/acme';
import { bluewaveGroup } from './tenants/bluewave';

export { DEMO_PASSWORD } from './tenant-rows';

const SEED_NAME = 'demo';
const HQ = { name: 'QuoteDesk HQ', superAdmin: { name: 'Sam Carter', email: 'super@quotedesk.test' } };

/**
 * Seeds the demo tenants (the README lists their sign-ins) once: returns false when they are already there.
 * Everything is built in memory from a seeded generator (times relative to `now`), then written in
 * one transaction. `box` is the server's secret box: it seals the sent quotes' links.
 */
export async function seedDemoData(db: Database, box: SecretBox, now = new Date()): Promise<boolean> {
  const [applied] = await db.select().from(seedRuns).where(eq(seedRuns.name, SEED_NAME));
  if (applied) return false;

  const rows = await buildDemoRows(now);
  return db.transaction(async (tx) => {
    // Claiming the seed inside the transaction keeps two starting processes from both seeding.
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    await tx.insert(tenants).values(rows.tenants);
    await tx.insert(users).values(rows.users);
    await tx.insert(customers).values(rows.customers);
    await tx.insert(contacts).values(rows.contacts);
    await tx.insert(catalogs).values(rows.catalogs);
    await tx.insert(services).values(rows.services);
    await tx.insert(messages).values(rows.messages);
    await writeSeedQuotes(tx, rows.quotes, customerNamesOf(rows), now, box);
    await tx.insert(aiPrompts).values(rows.aiPrompts);
    await tx.insert(aiResponses).values(rows.aiResponses);
    return true;
  });
}

async function buildDemoRows(now: Date): Promise<SeedRows> {
  const rows = emptySeedRows();
  const rng = new SeededRandom(20_240_601);
  const hqId = rng.uuid();
  rows.tenants.push({ id: hqId, name: HQ.name, createdAt: new Date(now.getTime() - 400 * DAY) });
  await addUsers(rows, rng, hqId, [{ ...HQ.superAdmin, role: 'SUPER_ADMIN' }], now);
  for (const tenant of [acmePlumbing, bluewaveGroup]) await addTenant(rows, rng, tenant, now);
  return rows;
}

const customerNamesOf = (rows: SeedRows) =>
  new Map(rows.customers.map((customer) => [customer.id as string, customer.name]));
