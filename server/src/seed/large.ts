import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { CUSTOMER_STATUSES, type MessageSource, type MessageStatus } from 'shared-api/contract';
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
import { deriveMessageText } from '../shared/inbox';
import { hashPassword } from '../shared/passwords';
import type { SecretBox } from '../shared/secret-box';
import { fromCents, lineItem, toCents } from './quote-lines';
import { writeSeedQuotes } from './quote-tables';
import { SeededRandom } from './random';
import { insertRecordset } from './recordset';
import { DAY, type SeedQuote } from './rows';
import { DEMO_PASSWORD } from './tenant-rows';
import { acmePlumbing } from './tenants/acme';

export const LARGE_TENANT = { name: 'Northwind Facilities', adminEmail: 'bench@northwind.test' };

export interface LargeSeedOptions {
  messages: number;
  customers: number;
}

const SEED_NAME = 'large';
/** Rows per statement: each batch travels as one JSON parameter of about a megabyte. */
const BATCH = 1000;

/** Weighted: most of a large inbox has been read. */
const MESSAGE_STATUSES: MessageStatus[] = ['NEW', 'READ', 'READ', 'READ', 'IMPORTANT', 'ARCHIVED'];
const SOURCES: MessageSource[] = ['email', 'email', 'text', 'voicemail', 'zoom'];
const FIRST = [
  'Alex',
  'Jordan',
  'Taylor',
  'Morgan',
  'Casey',
  'Riley',
  'Jamie',
  'Avery',
  'Quinn',
  'Drew',
  'Reese',
  'Cameron',
];
const LAST = [
  'Garcia',
  'Smith',
  'Nguyen',
  'Johnson',
  'Patel',
  'Brown',
  'Lee',
  'Martinez',
  'Wilson',
  'Clark',
  'Lopez',
  'Young',
];
const COMPANY = [
  'Harbor',
  'Summit',
  'Cedar',
  'Granite',
  'Maple',
  'Pioneer',
  'Bayview',
  'Sierra',
  'Lakeside',
  'Metro',
];
const KIND = [
  'Dental',
  'Properties',
  'Fitness',
  'Bakery',
  'Clinic',
  'Apartments',
  'Hotel',
  'Brewing',
  'Academy',
  'Logistics',
];

/**
 * One tenant sized for benchmarks (10,000+ messages, 1,000+ customers by default), written set-based in batches
 * with the row triggers off (so as a superuser, as the bench and PGlite connect), its figures then recomputed once
 * and VACUUM ANALYZE run (PGlite never runs it by itself): the recompute leaves each customer row rewritten, and
 * stale statistics or visibility would skew every plan measured right after.
 * Returns false if present. `box` is the server's secret box: it seals the sent quotes' links.
 */
export async function seedLargeTenant(
  db: Database,
  options: LargeSeedOptions,
  box: SecretBox,
  now = new Date(),
): Promise<boolean> {
  const [applied] = await db.select().from(seedRuns).where(eq(seedRuns.name, SEED_NAME));
  if (applied) return false;

  const rng = new SeededRandom(424_242);
  const tenantId = rng.uuid();
  const userId = rng.uuid();
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const customerRows: (typeof customers.$inferInsert)[] = [];
  const contactRows: (typeof contacts.$inferInsert)[] = [];
  for (let i = 0; i < options.customers; i++) {
    const customerId = rng.uuid();
    const company = `${rng.pick(COMPANY)} ${rng.pick(KIND)} ${i + 1}`;
    const domain = `customer${i + 1}.example.com`;
    customerRows.push({
      id: customerId,
      tenantId,
      userId,
      name: company,
      status: rng.pick(CUSTOMER_STATUSES),
      email: `office@${domain}`,
      phone: phone(i),
      industry: rng.pick(KIND),
      city: 'Sacramento',
      state: 'CA',
      country: 'US',
      createdAt: new Date(now.getTime() - rng.int(30, 720) * DAY),
    });
    for (let c = 0; c < rng.int(1, 2); c++) {
      const name = `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
      contactRows.push({
        id: rng.uuid(),
        tenantId,
        customerId,
        name,
        email: `${name.toLowerCase().replace(' ', '.')}@${domain}`,
        phone: phone(i * 2 + c + 5000),
        isPrimary: c === 0,
      });
    }
  }

  const catalogRows = acmePlumbing.catalogs.map((catalog) => ({
    id: rng.uuid(),
    tenantId,
    name: catalog.name,
  }));
  const serviceRows = acmePlumbing.catalogs.flatMap((catalog, i) =>
    catalog.services.map(([name, description, unit, unitCost]) => ({
      id: rng.uuid(),
      catalogId: catalogRows[i]?.id as string,
      name,
      description,
      unit,
      unitCost,
    })),
  );

  const companyOf = new Map(customerRows.map((customer) => [customer.id as string, customer.name]));
  /** A signature makes each body its own, as real mail is (and as the trigram index expects of it). */
  const signed = (body: string, contact: (typeof contactRows)[number], ref: number) => {
    const signature = `${contact.name}, ${companyOf.get(contact.customerId)} (ref ${ref.toString(36)})`;
    return body.includes('<') ? `${body}<p>— ${signature}</p>` : `${body}\n\n— ${signature}`;
  };
  const messageRow = (i: number): typeof messages.$inferInsert => {
    const contact = rng.pick(contactRows);
    const template = rng.pick(acmePlumbing.messages);
    const linked = rng.chance(0.85);
    const source = rng.pick(SOURCES);
    const receivedAt = new Date(now.getTime() - rng.next() * 365 * DAY);
    return {
      id: rng.uuid(),
      tenantId,
      customerId: linked ? contact.customerId : null,
      contactId: linked ? contact.id : null,
      source,
      status: rng.pick(MESSAGE_STATUSES),
      subject: template.subject,
      ...deriveMessageText(template.subject, signed(template.body, contact, 100_000 + i * 7919)),
      fromEmail: source === 'email' || source === 'zoom' ? (contact.email ?? null) : null,
      fromPhone: source === 'text' || source === 'voicemail' ? (contact.phone ?? null) : null,
      senderName: contact.name,
      receivedAt,
      createdAt: new Date(receivedAt.getTime() + 60_000),
    };
  };

  const inserted = await db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    // The figure triggers (ADR 0011) fired per row cost most of the load: they are off for this transaction (and
    // with them the foreign-key checks of rows built consistent here); the figures are set once at the end.
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.insert(tenants).values({ id: tenantId, name: LARGE_TENANT.name });
    await tx.insert(users).values({
      id: userId,
      tenantId,
      name: 'Bench Admin',
      email: LARGE_TENANT.adminEmail,
      role: 'TENANT_ADMIN',
      passwordHash,
    });
    const insertAll = async (table: PgTable, rows: object[]) => {
      for (let start = 0; start < rows.length; start += BATCH) {
        await insertRecordset(tx, table, rows.slice(start, start + BATCH));
      }
    };
    await insertAll(customers, customerRows);
    await insertAll(contacts, contactRows);
    await insertAll(catalogs, catalogRows);
    await insertAll(services, serviceRows);
    // Built a batch at a time: a million messages held at once would crowd a default heap.
    const prompted: (typeof messages.$inferInsert)[] = [];
    const promptCount = Math.ceil(options.messages / 20);
    for (let start = 0; start < options.messages; start += BATCH) {
      const size = Math.min(BATCH, options.messages - start);
      const batch = Array.from({ length: size }, (_, k) => messageRow(start + k));
      prompted.push(...batch.slice(0, Math.max(0, promptCount - start)));
      await insertRecordset(tx, messages, batch);
    }
    const promptRows = prompted.map((message) => ({
      id: rng.uuid(),
      tenantId,
      userId,
      content: `Generate a quote from the catalog for this message:\n\n${message.subject ?? ''}`,
      type: 'generate-quote',
      metadata: { source: 'generate-quote', messageId: message.id },
      createdAt: message.createdAt,
    }));
    await insertAll(aiPrompts, promptRows);
    await insertAll(
      aiResponses,
      promptRows.map((prompt) => ({
        promptId: prompt.id,
        output: '{"lineItems":[],"total":0,"currency":"USD","unmatched":[]}',
        model: 'catalog-matcher',
        version: '1.0',
        status: 'success',
        metadata: { source: 'generate-quote' },
      })),
    );
    await writeSeedQuotes(tx, quotesFor(customerRows, serviceRows, rng, tenantId), companyOf, now, box);
    await tx.execute(sql`SELECT customer_figures_recompute(${tenantId})`);
    return true;
  });
  if (inserted) await db.execute(sql`VACUUM ANALYZE`);
  return inserted;
}

/** Distinct, obviously fictional numbers in the 555 range, in E.164 as contact-points stores them. */
function phone(n: number): string {
  const digits = String(n % 10_000).padStart(4, '0');
  return `+1916555${digits}`;
}

/** Three customers in ten have a quote of one catalog service: half drafts, half sent, half by the AI. */
function quotesFor(
  customerRows: (typeof customers.$inferInsert)[],
  serviceRows: { id: string; name: string; unit: string; unitCost: string }[],
  rng: SeededRandom,
  tenantId: string,
): SeedQuote[] {
  return customerRows
    .filter(() => rng.chance(0.3))
    .map((customer) => {
      const service = rng.pick(serviceRows);
      const quantity = rng.int(1, 5);
      const priced = {
        id: service.id,
        name: service.name,
        unit: service.unit,
        cents: toCents(service.unitCost),
      };
      return {
        id: rng.uuid(),
        tenantId,
        customerId: customer.id as string,
        status: rng.chance(0.5) ? 'DRAFT' : 'SENT',
        total: fromCents(priced.cents * quantity),
        lineItems: [lineItem(priced, quantity, null)],
        aiGenerated: rng.chance(0.5),
      };
    });
}
