import { and, count, eq, isNull, or } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database';
import { customers, messages, tenants } from '../db/schema';
import { customerSummary } from '../features/customers/service';
import { SETUP_TIMEOUT_MS, testSecretBox } from '../testing/app';
import { createTestDatabase } from '../testing/database';
import { freshSummary, keptAndFresh } from '../testing/figures';
import { LARGE_TENANT, seedLargeTenant } from './large';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
}, SETUP_TIMEOUT_MS);
afterAll(() => database.close());

it(
  'loads the requested volume in batches, once',
  async () => {
    const { db } = database;
    expect(await seedLargeTenant(db, { messages: 1500, customers: 120 }, testSecretBox())).toBe(true);

    const [tenant] = await db.select().from(tenants).where(eq(tenants.name, LARGE_TENANT.name));
    const tenantId = tenant?.id ?? '';
    const countOf = async (table: typeof messages | typeof customers) =>
      (await db.select({ value: count() }).from(table).where(eq(table.tenantId, tenantId)))[0]?.value;
    expect(await countOf(messages)).toBe(1500);
    expect(await countOf(customers)).toBe(120);
    // Stored through the inbox derivation: every row has its preview and search text.
    const [underived] = await db
      .select({ value: count() })
      .from(messages)
      .where(and(eq(messages.tenantId, tenantId), or(isNull(messages.preview), isNull(messages.searchText))));
    expect(underived?.value).toBe(0);
    // Loaded with the figure triggers off, then recomputed once: the figures and totals equal a fresh aggregate.
    const { kept, fresh } = await keptAndFresh(db, tenantId);
    expect(kept.filter((figures) => figures.pending > 0).length).toBeGreaterThan(50);
    expect(kept).toEqual(fresh);
    expect((await customerSummary(db, tenantId)).statuses).toEqual(await freshSummary(db, tenantId));

    expect(await seedLargeTenant(db, { messages: 1500, customers: 120 }, testSecretBox())).toBe(false);
    expect(await countOf(messages)).toBe(1500);
  },
  SETUP_TIMEOUT_MS,
);
