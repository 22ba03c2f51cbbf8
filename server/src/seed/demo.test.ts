import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  aiPrompts,
  aiResponses,
  catalogs,
  contacts,
  customers,
  messages,
  quoteLines,
  quotes,
  services,
  tenants,
  users,
} from '../db/schema';
import { loadTenantCatalog } from '../features/ai/catalog';
import { messageQuoteContent } from '../features/ai/pricing';
import { matcherProposal } from '../features/ai/provider';
import { verifyPassword } from '../shared/passwords';
import { publicTokenHash } from '../shared/quotes/tokens';
import { SETUP_TIMEOUT_MS, testSecretBox } from '../testing/app';
import { createTestDatabase } from '../testing/database';
import { DEMO_PASSWORD, seedDemoData } from './demo';

let db: Database;
let close: () => Promise<void>;
const now = new Date();

beforeAll(async () => {
  const database = await createTestDatabase();
  db = database.db;
  close = database.close;
  expect(await seedDemoData(db, testSecretBox(), now)).toBe(true);
}, SETUP_TIMEOUT_MS);
afterAll(() => close());

async function tenantId(name: string): Promise<string> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, name));
  if (!tenant) throw new Error(`no tenant ${name}`);
  return tenant.id;
}

const distinct = async <T>(rows: Promise<{ value: T }[]>) => new Set((await rows).map((row) => row.value));

it('creates the four demo users the README lists, with the demo password', async () => {
  const rows = await db
    .select({ email: users.email, role: users.role, tenant: tenants.name, passwordHash: users.passwordHash })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId));
  const byEmail = new Map(rows.map((row) => [row.email, row]));

  expect(byEmail.get('super@quotedesk.test')).toMatchObject({ role: 'SUPER_ADMIN', tenant: 'QuoteDesk HQ' });
  expect(byEmail.get('owner@acme.test')).toMatchObject({ role: 'TENANT_ADMIN', tenant: 'Acme Plumbing' });
  expect(byEmail.get('staff@acme.test')).toMatchObject({ role: 'USER', tenant: 'Acme Plumbing' });
  expect(byEmail.get('admin@bluewave.test')).toMatchObject({
    role: 'TENANT_ADMIN',
    tenant: 'Bluewave Group',
  });
  for (const email of ['super@quotedesk.test', 'owner@acme.test', 'staff@acme.test', 'admin@bluewave.test']) {
    expect(await verifyPassword(byEmail.get(email)?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
  }
});

describe.each(['Acme Plumbing', 'Bluewave Group'])('%s', (tenantName) => {
  let id: string;
  beforeAll(async () => {
    id = await tenantId(tenantName);
  });

  it('has dozens of messages over every source and status, some of them today', async () => {
    const rows = await db.select().from(messages).where(eq(messages.tenantId, id));
    expect(rows.length).toBeGreaterThanOrEqual(24);
    expect(new Set(rows.map((m) => m.source))).toEqual(new Set(['text', 'email', 'voicemail', 'zoom']));
    expect(new Set(rows.map((m) => m.status))).toEqual(new Set(['NEW', 'READ', 'IMPORTANT', 'ARCHIVED']));
    const today = now.toDateString();
    expect(rows.filter((m) => m.receivedAt?.toDateString() === today).length).toBeGreaterThan(0);
    expect(rows.every((m) => (m.receivedAt?.getTime() ?? 0) <= now.getTime())).toBe(true);
    expect(rows.some((m) => m.source === 'email' && /<p>.*<\/p>/.test(m.content ?? ''))).toBe(true);
    expect(rows.some((m) => m.fromEmail?.includes('<'))).toBe(true);
  });

  it('has unlinked messages whose sender matches an existing contact, and some from strangers', async () => {
    const unlinked = await db
      .select()
      .from(messages)
      .where(and(eq(messages.tenantId, id), isNull(messages.contactId), isNull(messages.customerId)));
    const people = await db.select().from(contacts).where(eq(contacts.tenantId, id));
    const matches = (m: (typeof unlinked)[number]) =>
      people.some((c) => (c.email && m.fromEmail?.includes(c.email)) || (c.phone && m.fromPhone === c.phone));
    expect(unlinked.filter(matches).length).toBeGreaterThan(0);
    expect(unlinked.filter((m) => !matches(m)).length).toBeGreaterThan(0);
  });

  it('has customers in every status, each with contacts', async () => {
    const statuses = await distinct(
      db.select({ value: customers.status }).from(customers).where(eq(customers.tenantId, id)),
    );
    expect(statuses).toEqual(
      new Set(['LEAD', 'PROSPECT', 'CONTACTED', 'QUOTED', 'ACTIVE', 'INACTIVE', 'LOST']),
    );
    const [withoutContacts] = await db
      .select({ value: count() })
      .from(customers)
      .where(
        and(
          eq(customers.tenantId, id),
          sql`not exists (select 1 from ${contacts} where ${contacts.customerId} = ${customers.id})`,
        ),
      );
    expect(withoutContacts?.value).toBe(0);
  });

  it('has two or more catalogs of services with units and exact costs', async () => {
    const rows = await db
      .select({ catalog: catalogs.name, unit: services.unit, unitCost: services.unitCost })
      .from(services)
      .innerJoin(catalogs, eq(catalogs.id, services.catalogId))
      .where(eq(catalogs.tenantId, id));
    expect(new Set(rows.map((r) => r.catalog)).size).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => r.unit && /^\d+\.\d{2}$/.test(r.unitCost))).toBe(true);
  });

  it('has draft and sent quotes, some AI-generated, whose totals add up to the cent', async () => {
    const rows = await db.select().from(quotes).where(eq(quotes.tenantId, id));
    expect(rows.map((q) => q.status)).toEqual(expect.arrayContaining(['DRAFT', 'SENT']));
    expect(rows.some((q) => q.aiGenerated && q.messageId)).toBe(true);
    expect(rows.some((q) => !q.aiGenerated)).toBe(true);
    for (const quote of rows) {
      const lines = await db.select().from(quoteLines).where(eq(quoteLines.quoteId, quote.id));
      expect(lines.length).toBeGreaterThan(0);
      const cents = lines.reduce((sum, line) => sum + Math.round(Number(line.lineTotal) * 100), 0);
      expect(quote.total).toBe((cents / 100).toFixed(2));
      expect(quote.number).toMatch(/^Q-\d{4}-\d{4}$/);
      // A sent quote's link: only its hash and its sealed copy, which the server's box opens.
      expect(Boolean(quote.publicTokenHash)).toBe(quote.status !== 'DRAFT');
      if (quote.publicTokenSealed) {
        const token = testSecretBox().open(quote.publicTokenSealed) ?? '';
        expect(publicTokenHash(token)).toBe(quote.publicTokenHash);
      }
      expect(quote.unsealedPublicToken).toBeNull();
    }
    const [withAiQuote] = await db
      .select({ value: count() })
      .from(messages)
      .where(and(eq(messages.tenantId, id), sql`${messages.aiQuoteResponse} is not null`));
    expect(withAiQuote?.value).toBeGreaterThan(0);
  });

  it('gives a message the AI quote the quote engine gives it, as Regenerate Quote would', async () => {
    const catalog = await loadTenantCatalog(db, id);
    const rows = await db
      .select({ subject: messages.subject, content: messages.content, ai: messages.aiQuoteResponse })
      .from(messages)
      .where(and(eq(messages.tenantId, id), sql`${messages.aiQuoteResponse} is not null`));
    expect(rows.length).toBeGreaterThan(0);
    for (const { ai, ...message } of rows) {
      expect(ai).toEqual(messageQuoteContent(matcherProposal(message, catalog), catalog, message));
    }
  });

  it("shows on an AI quote's lines the words of its message the quote engine reads them from", async () => {
    const catalog = await loadTenantCatalog(db, id);
    const rows = await db
      .select({
        serviceId: quoteLines.serviceId,
        sourceText: quoteLines.sourceText,
        subject: messages.subject,
        content: messages.content,
      })
      .from(quoteLines)
      .innerJoin(quotes, eq(quotes.id, quoteLines.quoteId))
      .innerJoin(messages, eq(messages.id, quotes.messageId))
      .where(and(eq(quotes.tenantId, id), eq(quotes.aiGenerated, true)));
    expect(rows.filter((row) => row.sourceText !== null).length).toBeGreaterThan(rows.length / 3);
    for (const { serviceId, sourceText, subject, content } of rows) {
      // What Regenerate Quote would show for that service, or nothing where the engine does not propose it.
      const proposed = matcherProposal({ subject, content }, catalog).lines;
      expect(sourceText).toBe(proposed.find((line) => line.serviceId === serviceId)?.sourceText ?? null);
    }
  });

  it('has AI prompt logs of several sources, each with a response', async () => {
    const rows = await db
      .select({ type: aiPrompts.type, model: aiResponses.model })
      .from(aiPrompts)
      .leftJoin(aiResponses, eq(aiResponses.promptId, aiPrompts.id))
      .where(eq(aiPrompts.tenantId, id));
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.every((r) => r.model)).toBe(true);
    expect(new Set(rows.map((r) => r.type)).size).toBeGreaterThanOrEqual(2);
  });
});

it('does nothing the second time', async () => {
  const countAll = async () =>
    Promise.all(
      [tenants, users, customers, contacts, messages, quotes, catalogs, services, aiPrompts].map(
        async (table) => (await db.select({ value: count() }).from(table))[0]?.value,
      ),
    );
  const before = await countAll();
  expect(await seedDemoData(db, testSecretBox())).toBe(false);
  expect(await countAll()).toEqual(before);
});
