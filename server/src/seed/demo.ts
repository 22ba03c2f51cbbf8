import { eq } from 'drizzle-orm';
import type { AiQuoteContent, MessageStatus, QuoteLineItem, QuoteStatus } from 'shared-api/contract';
import type { Database } from '../db/database';
import {
  aiPrompts,
  aiResponses,
  catalogs,
  contacts,
  customers,
  messages,
  quotes,
  seedRuns,
  services,
  tenants,
  users,
} from '../db/schema';
import { hashPassword } from '../features/auth/passwords';
import { SeededRandom } from './random';
import { acmePlumbing } from './tenants/acme';
import { bluewaveGroup } from './tenants/bluewave';
import type { MessageSeed, PersonSeed, TenantSeed, UserSeed } from './types';

export const DEMO_PASSWORD = 'demo1234';
const SEED_NAME = 'demo';
const HQ = { name: 'QuoteDesk HQ', superAdmin: { name: 'Sam Carter', email: 'super@quotedesk.test' } };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Everyday messages mixed into each inbox so it reads like a real one. */
const ROUTINE: MessageSeed[] = [
  {
    source: 'email',
    subject: 'Re: Your quote',
    body: '<p>Thanks for the quote. We will review it with the team and get back to you by the end of the week.</p>',
  },
  { source: 'text', subject: null, body: "Can you resend the invoice? I can't find the email." },
  {
    source: 'email',
    subject: 'Schedule change',
    body: "<p>Hi,</p><p>Could we move Thursday's appointment to Friday morning? Something came up.</p><p>Thank you</p>",
  },
  {
    source: 'voicemail',
    subject: 'Voicemail (0:14)',
    body: 'Hi, just calling to confirm our appointment tomorrow. Call back if anything changes. Thanks.',
  },
  { source: 'text', subject: null, body: 'Payment sent. Thanks again!' },
  {
    source: 'email',
    subject: 'Updated billing address',
    body: '<p>Hello,</p><p>Please use our new billing address for future invoices: PO Box 2214, same city and zip.</p>',
  },
  { source: 'zoom', subject: 'Zoom call: monthly check-in', body: 'Short check-in call. No open issues. Next review in one month.' },
  { source: 'text', subject: null, body: 'Are you open on Saturdays?' },
  {
    source: 'email',
    subject: 'W-9 request',
    body: '<p>Hi,</p><p>Our accounts payable team needs a current W-9 before we can pay the next invoice. Could you send one over?</p>',
  },
];

/** Status by position in the inbox (newest first): recent mail is mostly NEW, older mostly handled. */
const STATUS_CYCLE: MessageStatus[] = ['NEW', 'NEW', 'IMPORTANT', 'READ', 'NEW', 'READ', 'ARCHIVED', 'READ', 'IMPORTANT', 'READ'];

type Rows<T extends { $inferInsert: unknown }> = T['$inferInsert'][];

interface SeedRows {
  tenants: Rows<typeof tenants>;
  users: Rows<typeof users>;
  customers: Rows<typeof customers>;
  contacts: Rows<typeof contacts>;
  catalogs: Rows<typeof catalogs>;
  services: Rows<typeof services>;
  messages: Rows<typeof messages>;
  quotes: Rows<typeof quotes>;
  aiPrompts: Rows<typeof aiPrompts>;
  aiResponses: Rows<typeof aiResponses>;
}

/**
 * Seeds the demo tenants of DESIGN.md §2 once: returns false when they are already there.
 * Everything is built in memory from a seeded generator, then written in one transaction.
 */
export async function seedDemoData(db: Database, now = new Date()): Promise<boolean> {
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
    await tx.insert(quotes).values(rows.quotes);
    await tx.insert(aiPrompts).values(rows.aiPrompts);
    await tx.insert(aiResponses).values(rows.aiResponses);
    return true;
  });
}

async function buildDemoRows(now: Date): Promise<SeedRows> {
  const rows: SeedRows = {
    tenants: [],
    users: [],
    customers: [],
    contacts: [],
    catalogs: [],
    services: [],
    messages: [],
    quotes: [],
    aiPrompts: [],
    aiResponses: [],
  };
  const rng = new SeededRandom(20_240_601);
  const hqId = rng.uuid();
  rows.tenants.push({ id: hqId, name: HQ.name, createdAt: new Date(now.getTime() - 400 * DAY) });
  await addUsers(rows, rng, hqId, [{ ...HQ.superAdmin, role: 'SUPER_ADMIN' }], now);
  for (const tenant of [acmePlumbing, bluewaveGroup]) await addTenant(rows, rng, tenant, now);
  return rows;
}

async function addUsers(rows: SeedRows, rng: SeededRandom, tenantId: string, seeds: UserSeed[], now: Date) {
  const hashes = await Promise.all(seeds.map(() => hashPassword(DEMO_PASSWORD)));
  const ids = seeds.map((seed, i) => {
    const id = rng.uuid();
    const createdAt = new Date(now.getTime() - (300 - i * 40) * DAY);
    rows.users.push({ id, tenantId, ...seed, passwordHash: hashes[i], createdAt });
    return id;
  });
  return ids;
}

interface Person extends PersonSeed {
  contactId: string | null;
  customerId: string | null;
}

async function addTenant(rows: SeedRows, rng: SeededRandom, seed: TenantSeed, now: Date) {
  const tenantId = rng.uuid();
  rows.tenants.push({ id: tenantId, name: seed.name, ...seed.branding, createdAt: new Date(now.getTime() - 365 * DAY) });
  const userIds = await addUsers(rows, rng, tenantId, seed.users, now);
  const ownerId = userIds[0] ?? null;

  const people = new Map<string, Person>();
  const customerIds = seed.customers.map(() => rng.uuid());
  seed.customers.forEach((customer, i) => {
    const customerId = customerIds[i] as string;
    const primary = customer.contacts[0];
    const { contacts: customerContacts, ...fields } = customer;
    rows.customers.push({
      id: customerId,
      tenantId,
      userId: ownerId,
      ...fields,
      email: primary?.email ?? null,
      phone: primary?.phone ?? null,
      country: 'US',
      createdAt: new Date(now.getTime() - rng.int(40, 240) * DAY),
    });
    customerContacts.forEach((person, position) => {
      const contactId = rng.uuid();
      rows.contacts.push({ id: contactId, tenantId, customerId, ...person, isPrimary: position === 0 });
      people.set(person.name, { ...person, contactId, customerId });
    });
  });
  for (const stranger of seed.strangers) people.set(stranger.name, { ...stranger, contactId: null, customerId: null });
  const knownContacts = [...people.values()].filter((p) => p.contactId);

  const serviceByName = new Map<string, { id: string; name: string; unit: string; cents: number }>();
  seed.catalogs.forEach((catalog, i) => {
    const catalogId = rng.uuid();
    rows.catalogs.push({
      id: catalogId,
      tenantId,
      name: catalog.name,
      description: catalog.description,
      createdAt: new Date(now.getTime() - (200 - i) * DAY),
    });
    for (const [name, description, unit, unitCost] of catalog.services) {
      const id = rng.uuid();
      rows.services.push({ id, catalogId, name, description, unit, unitCost });
      serviceByName.set(name, { id, name, unit, cents: toCents(unitCost) });
    }
  });

  // Newest first: the tenant's own requests with a routine message after every third one.
  const inbox = seed.messages.flatMap((message, i) => {
    const routine = i % 3 === 2 ? ROUTINE[Math.floor(i / 3) % ROUTINE.length] : undefined;
    return routine ? [message, routine] : [message];
  });
  const quotedCustomers = new Set<string>();
  inbox.forEach((message, index) => {
    const sender = (message.from && people.get(message.from)) || rng.pick(knownContacts);
    // Every seventh message from a known contact arrives unlinked, to demo auto-link.
    const linked = sender.contactId !== null && index % 7 !== 3;
    const receivedAt = receivedTime(now, index, inbox.length, rng);
    const createdAt = new Date(receivedAt.getTime() + rng.int(1, 3) * MINUTE);
    const messageId = rng.uuid();
    const usesEmail = message.source === 'email' || message.source === 'zoom' || !sender.phone;
    const row: Rows<typeof messages>[number] = {
      id: messageId,
      tenantId,
      customerId: linked ? sender.customerId : null,
      contactId: linked ? sender.contactId : null,
      source: message.source,
      status: STATUS_CYCLE[index % STATUS_CYCLE.length],
      subject: message.subject,
      content: message.source === 'email' ? message.body : escapeHtml(message.body),
      fromEmail: usesEmail && sender.email ? formatAddress(sender, index) : null,
      fromPhone: usesEmail ? null : sender.phone,
      senderName: sender.name,
      receivedAt,
      createdAt,
    };
    rows.messages.push(row);

    const userId = rng.pick(userIds);
    if (message.wants && linked && sender.customerId && index % 2 === 0) {
      const quote = buildQuote(message, serviceByName);
      row.aiQuoteResponse = quote;
      const quotedAt = new Date(Math.min(receivedAt.getTime() + 120 * MINUTE, now.getTime() - 5 * MINUTE));
      rows.quotes.push({
        id: rng.uuid(),
        tenantId,
        customerId: sender.customerId,
        messageId,
        status: index % 4 === 0 ? 'DRAFT' : 'SENT',
        total: fromCents(Math.round(quote.total * 100)),
        lineItems: quote.lineItems,
        aiGenerated: true,
        createdAt: quotedAt,
      });
      quotedCustomers.add(sender.customerId);
      addPrompt(rows, rng, tenantId, userId, quotedAt, {
        type: 'generate-quote',
        content: `Generate a quote from the catalog for this message:\n\n${plainText(message.body)}`,
        metadata: { source: 'generate-quote', messageId },
        output: JSON.stringify(quote),
        model: 'catalog-matcher',
        responseMetadata: { source: 'generate-quote', lineItems: quote.lineItems.length },
      });
    } else if (linked && index % 5 === 1) {
      const suggestion = { contactId: sender.contactId, customerId: sender.customerId, confidence: 0.96 };
      row.aiLinkResponse = suggestion;
      addPrompt(rows, rng, tenantId, userId, createdAt, {
        type: 'suggest-message-link',
        content: `Which contact sent this message? From: ${row.fromEmail ?? row.fromPhone}`,
        metadata: { source: 'suggest-message-link', messageId },
        output: JSON.stringify({ ...suggestion, reason: 'The sender matches a contact exactly.' }),
        model: 'contact-matcher',
        responseMetadata: { source: 'suggest-message-link' },
      });
    } else if (message.source === 'voicemail') {
      addPrompt(rows, rng, tenantId, userId, createdAt, {
        type: 'process-prompt',
        content: `Summarize this voicemail in one sentence:\n\n${message.body}`,
        metadata: { source: 'process-prompt', messageId },
        output: `${sender.name} asks for a call back about: ${message.body.slice(0, 100)}…`,
        model: 'summarizer',
        responseMetadata: { source: 'process-prompt' },
      });
    }
  });

  // Hand-made quotes for the customers further down the pipeline that have no AI quote yet.
  const catalogServices = [...serviceByName.values()];
  seed.customers.forEach((customer, i) => {
    const customerId = customerIds[i] as string;
    if (quotedCustomers.has(customerId) || !['QUOTED', 'ACTIVE', 'CONTACTED'].includes(customer.status)) return;
    const picks = [rng.pick(catalogServices), rng.pick(catalogServices)];
    const lineItems = picks.map((service) => lineItem(service, rng.int(1, 4), null));
    const status: QuoteStatus = customer.status === 'ACTIVE' ? 'ACCEPTED' : i % 2 ? 'SENT' : 'DRAFT';
    rows.quotes.push({
      id: rng.uuid(),
      tenantId,
      customerId,
      status,
      total: fromCents(lineItems.reduce((sum, item) => sum + toCents(item.lineTotal.toFixed(2)), 0)),
      lineItems,
      aiGenerated: false,
      createdAt: new Date(now.getTime() - rng.int(3, 30) * DAY),
    });
  });
}

function addPrompt(
  rows: SeedRows,
  rng: SeededRandom,
  tenantId: string,
  userId: string | undefined,
  createdAt: Date,
  prompt: {
    type: string;
    content: string;
    metadata: Record<string, unknown>;
    output: string;
    model: string;
    responseMetadata: Record<string, unknown>;
  },
) {
  const promptId = rng.uuid();
  rows.aiPrompts.push({
    id: promptId,
    tenantId,
    userId,
    content: prompt.content,
    type: prompt.type,
    metadata: prompt.metadata,
    createdAt,
  });
  rows.aiResponses.push({
    id: rng.uuid(),
    promptId,
    output: prompt.output,
    model: prompt.model,
    version: '1.0',
    status: 'success',
    metadata: prompt.responseMetadata,
    createdAt: new Date(createdAt.getTime() + 1500),
  });
}

function buildQuote(
  message: MessageSeed,
  serviceByName: Map<string, { id: string; name: string; unit: string; cents: number }>,
): AiQuoteContent {
  const lineItems = (message.wants ?? []).flatMap(([name, quantity]) => {
    const service = serviceByName.get(name);
    return service ? [lineItem(service, quantity, plainText(message.body).slice(0, 120))] : [];
  });
  const totalCents = lineItems.reduce((sum, item) => sum + toCents(item.lineTotal.toFixed(2)), 0);
  return { lineItems, total: totalCents / 100, currency: 'USD', unmatched: [] };
}

function lineItem(
  service: { id: string; name: string; unit: string; cents: number },
  quantity: number,
  sourceText: string | null,
): QuoteLineItem {
  return {
    serviceId: service.id,
    name: service.name,
    quantity,
    unit: service.unit,
    unitCost: service.cents / 100,
    lineTotal: (service.cents * quantity) / 100,
    sourceText,
  };
}

/** The first five arrive today; the rest spread over the last five weeks. */
function receivedTime(now: Date, index: number, count: number, rng: SeededRandom): Date {
  if (index < 5) return new Date(now.getTime() - (12 + index * 41) * MINUTE);
  const span = 35 * DAY;
  const offset = ((index - 4) / (count - 4)) * span;
  return new Date(now.getTime() - offset - rng.int(0, 180) * MINUTE);
}

/** Some senders show as a bare address, others with their display name, as mail clients send them. */
function formatAddress(person: PersonSeed, index: number): string {
  return index % 2 === 0 ? `"${person.name}" <${person.email}>` : (person.email ?? '');
}

const toCents = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};
const fromCents = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/p>|<\/li>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
