import { and, eq } from 'drizzle-orm';
import {
  inboxMessageSchema,
  type MessagePage,
  messagePageSchema,
  messagesResponseSchema,
} from 'shared-api/contract';
import { contacts, customers, messages } from '../../db/schema';
import { storeMessages } from '../../shared/inbox';
import { createTestContext, SETUP_TIMEOUT_MS, type TestBrowser, type TestContext } from '../../testing/app';
import { SEARCH_COUNT_LIMIT } from './service';

let ctx: TestContext;
let acmeId: string;
let bluewaveId: string;
let staff: TestBrowser;
let rival: TestBrowser;

beforeAll(async () => {
  ctx = await createTestContext();
  acmeId = await ctx.tenantIdOf('owner@acme.test');
  bluewaveId = await ctx.tenantIdOf('admin@bluewave.test');
  staff = await ctx.signedIn('staff@acme.test');
  rival = await ctx.signedIn('admin@bluewave.test');
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

async function page(browser: TestBrowser, query: string): Promise<MessagePage> {
  const response = await browser.get(`/api/messages?${query}`);
  expect(response.statusCode).toBe(200);
  return messagePageSchema.parse(response.json());
}

async function allOf(browser: TestBrowser, query = '') {
  const response = await browser.get(`/api/messages?tenantId=${acmeId}${query}`);
  expect(response.statusCode).toBe(200);
  return messagesResponseSchema.parse(response.json()).messages;
}

/** A message of its own for a test that changes it, so tests never depend on each other's edits. */
async function newMessage(
  fields: Partial<Parameters<typeof storeMessages>[2][number]> = {},
  tenantId = acmeId,
) {
  const [row] = await storeMessages(ctx.db, tenantId, [
    {
      source: 'email',
      subject: 'Test message',
      content: '<p>Body</p>',
      fromEmail: 'nobody@nowhere.test',
      ...fields,
    },
  ]);
  if (!row) throw new Error('not stored');
  return row;
}

const timeOf = (message: { receivedAt: string | null; createdAt: string }) =>
  Date.parse(message.receivedAt ?? message.createdAt);

describe('GET /api/messages without limit (the whole list)', () => {
  it("answers { messages } with the tenant's messages newest first, links and previews included", async () => {
    const list = await allOf(staff, '&userId=anything');

    expect(list.length).toBeGreaterThan(20);
    expect(list.every((message) => message.tenantId === acmeId)).toBe(true);
    const times = list.map(timeOf);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list.some((message) => message.contact && message.customer)).toBe(true);
    expect(list.some((message) => message.contact === null && message.customer === null)).toBe(true);
    for (const message of list.filter((m) => m.content)) {
      expect(message.preview.length).toBeGreaterThan(0);
      expect(message.preview.length).toBeLessThanOrEqual(150);
      expect(message.preview).not.toMatch(/<[a-z/]/i);
    }
  });

  it("filters by customer for the customer's own page", async () => {
    const list = await allOf(staff);
    const customerId = list.find((message) => message.customerId)?.customerId as string;

    const ofCustomer = await allOf(staff, `&customerId=${customerId}`);
    expect(ofCustomer.length).toBe(list.filter((message) => message.customerId === customerId).length);
    expect(ofCustomer.every((message) => message.customerId === customerId)).toBe(true);
  });

  it("refuses another tenant's inbox and bad filters", async () => {
    expect((await rival.get(`/api/messages?tenantId=${acmeId}`)).statusCode).toBe(403);
    const bad = await staff.get('/api/messages?status=PENDING&limit=5');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/status must be one of/);
    expect((await staff.get('/api/messages?limit=0')).statusCode).toBe(400);
    expect((await staff.get('/api/messages?limit=5&cursor=nonsense')).statusCode).toBe(400);
    const forged = Buffer.from(JSON.stringify(['not a time', 'x'])).toString('base64url');
    expect((await staff.get(`/api/messages?limit=5&cursor=${forged}`)).statusCode).toBe(400);
  });
});

describe('GET /api/messages with limit (paged inbox)', () => {
  it('walks every message exactly once, in the list order, including rows sharing a time', async () => {
    const sameTime = new Date('2026-01-15T10:00:00.123Z');
    await storeMessages(
      ctx.db,
      acmeId,
      Array.from({ length: 5 }, (_, i) => ({
        source: 'text' as const,
        content: `tie ${i}`,
        fromPhone: '+15550000000',
        receivedAt: sameTime,
      })),
    );
    const whole = (await allOf(staff)).map((message) => message.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const result: MessagePage = await page(staff, `limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(result.messages.length).toBeLessThanOrEqual(7);
      seen.push(...result.messages.map((message) => message.id));
      cursor = result.nextCursor;
    } while (cursor);

    expect(seen).toEqual(whole);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('lists rows without their body and counts by source within the status and by status within the source', async () => {
    const whole = await allOf(staff);
    const result = await page(staff, 'limit=5&status=READ&source=email');

    expect(result.messages.every((m) => m.status === 'READ' && m.source === 'email')).toBe(true);
    expect(result.messages[0]).not.toHaveProperty('content');
    const count = (predicate: (m: (typeof whole)[number]) => boolean) => whole.filter(predicate).length;
    expect(result.counts.source).toEqual({
      all: count((m) => m.status === 'READ'),
      text: count((m) => m.status === 'READ' && m.source === 'text'),
      email: count((m) => m.status === 'READ' && m.source === 'email'),
      voicemail: count((m) => m.status === 'READ' && m.source === 'voicemail'),
      zoom: count((m) => m.status === 'READ' && m.source === 'zoom'),
    });
    expect(result.counts.status).toEqual({
      ALL: count((m) => m.source === 'email'),
      NEW: count((m) => m.source === 'email' && m.status === 'NEW'),
      READ: count((m) => m.source === 'email' && m.status === 'READ'),
      IMPORTANT: count((m) => m.source === 'email' && m.status === 'IMPORTANT'),
      ARCHIVED: count((m) => m.source === 'email' && m.status === 'ARCHIVED'),
      PENDING: 0,
    });
  });

  it("pages each customer's own messages, and each filter alone, when calls of the same shape follow each other", async () => {
    const whole = await allOf(staff);
    const customerIds = [...new Set(whole.map((m) => m.customerId).filter(Boolean))].slice(0, 2) as string[];
    expect(customerIds).toHaveLength(2);
    for (const customerId of customerIds) {
      const result = await page(staff, `limit=5&customerId=${customerId}`);
      expect(result.messages.map((m) => m.id)).toEqual(
        whole
          .filter((m) => m.customerId === customerId)
          .map((m) => m.id)
          .slice(0, 5),
      );
    }
    for (const filter of ['source=text', 'source=email', 'status=NEW', 'status=READ']) {
      const [key, value] = filter.split('=') as ['source' | 'status', string];
      const result = await page(staff, `limit=5&${filter}`);
      const expected = whole.filter((m) => m[key] === value).map((m) => m.id);
      expect(result.messages.map((m) => m.id)).toEqual(expected.slice(0, 5));
    }
  });

  it('counts again after every change of the inbox (status, delete, new message)', async () => {
    const before = (await page(staff, 'limit=1')).counts;
    const message = await newMessage();
    const added = (await page(staff, 'limit=1')).counts;
    expect(added.status.ALL).toBe(before.status.ALL + 1);
    expect(added.status.NEW).toBe(before.status.NEW + 1);

    await staff.request({
      method: 'PATCH',
      url: `/api/messages/${message.id}/status`,
      payload: { status: 'IMPORTANT' },
    });
    const changed = (await page(staff, 'limit=1')).counts;
    expect(changed.status).toMatchObject({ NEW: before.status.NEW, IMPORTANT: before.status.IMPORTANT + 1 });

    await staff.request({ method: 'DELETE', url: `/api/messages/${message.id}` });
    expect((await page(staff, 'limit=1')).counts).toEqual(before);
  });

  it('searches subject and content case-insensitively, and treats LIKE wildcards as characters', async () => {
    const marked = await newMessage({
      subject: 'Quarterly BOILER check',
      content: '<p>Please book the <b>Zebra-Crossing</b> unit</p>',
    });

    const bySubject = await page(staff, 'limit=50&search=boiler%20CHECK');
    expect(bySubject.messages.map((m) => m.id)).toContain(marked.id);
    const byContent = await page(staff, 'limit=50&search=zebra-crossing');
    expect(byContent.messages.map((m) => m.id)).toEqual([marked.id]);
    expect(byContent.counts.source.all).toBe(1);
    expect(byContent.counts.status.ALL).toBe(1);
    // Markup is not content: a tag name only matches when the text says it.
    expect((await page(staff, 'limit=50&search=%3Cb%3E')).messages).toEqual([]);
    expect((await page(staff, 'limit=50&search=%25%25%25')).messages).toEqual([]);
  });

  it('counts a search up to SEARCH_COUNT_LIMIT matches and then says the counts are lower bounds', async () => {
    const many = Array.from({ length: SEARCH_COUNT_LIMIT + 5 }, (_, index) => ({
      source: 'text' as const,
      content: `Capybara sighting number ${index}`,
      fromPhone: '+15550001111',
    }));
    await storeMessages(ctx.db, bluewaveId, many);
    await newMessage({ subject: 'A lone capybara', content: '<p>Just one</p>' }, bluewaveId);

    const common = await page(rival, 'limit=5&search=capybara');
    expect(common.counts.capped).toBe(true);
    expect(common.counts.status.ALL).toBe(SEARCH_COUNT_LIMIT);
    expect(common.counts.source.all).toBe(SEARCH_COUNT_LIMIT);
    expect(common.messages).toHaveLength(5);
    expect(common.nextCursor).not.toBeNull();

    const rare = await page(rival, 'limit=5&search=a%20lone%20capybara');
    expect(rare.counts).toMatchObject({ capped: false, status: { ALL: 1 } });
    const everything = await page(rival, 'limit=5');
    expect(everything.counts.capped).toBe(false);
    expect(everything.counts.status.ALL).toBeGreaterThan(SEARCH_COUNT_LIMIT + 5);
  });
});

describe('GET /api/messages/:id', () => {
  it('answers the message with body and AI results; another tenant gets 404', async () => {
    const [quoted] = await ctx.db.select().from(messages).where(eq(messages.tenantId, acmeId)).limit(1);
    const response = await staff.get(`/api/messages/${quoted?.id}`);

    expect(response.statusCode).toBe(200);
    expect(inboxMessageSchema.strict().parse(response.json()).id).toBe(quoted?.id);
    expect((await rival.get(`/api/messages/${quoted?.id}`)).statusCode).toBe(404);
    expect((await staff.get('/api/messages/not-a-uuid')).statusCode).toBe(400);
  });

  it('lets a super admin read any tenant’s message', async () => {
    const message = await newMessage({}, bluewaveId);
    const admin = await ctx.signedIn('super@quotedesk.test');
    expect((await admin.get(`/api/messages/${message.id}`)).statusCode).toBe(200);
  });
});

describe('PATCH /api/messages/:id/status', () => {
  it.each(['READ', 'IMPORTANT', 'ARCHIVED', 'NEW'])('sets %s', async (status) => {
    const message = await newMessage();
    const response = await staff.request({
      method: 'PATCH',
      url: `/api/messages/${message.id}/status`,
      payload: { status },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe(status);
    const [row] = await ctx.db.select().from(messages).where(eq(messages.id, message.id));
    expect(row?.status).toBe(status);
  });

  it.each([['PENDING'], ['read'], ['DELETED'], [null]])('refuses %s with 400', async (status) => {
    const message = await newMessage();
    const response = await staff.request({
      method: 'PATCH',
      url: `/api/messages/${message.id}/status`,
      payload: { status },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/status must be one of NEW, READ, IMPORTANT, ARCHIVED/);
  });

  it("answers 404 for another tenant's message and leaves it unchanged", async () => {
    const message = await newMessage();
    const response = await rival.request({
      method: 'PATCH',
      url: `/api/messages/${message.id}/status`,
      payload: { status: 'ARCHIVED' },
    });

    expect(response.statusCode).toBe(404);
    const [row] = await ctx.db.select().from(messages).where(eq(messages.id, message.id));
    expect(row?.status).toBe('NEW');
  });
});

describe('DELETE /api/messages/:id', () => {
  it('deletes within the tenant only', async () => {
    const message = await newMessage();

    expect((await rival.request({ method: 'DELETE', url: `/api/messages/${message.id}` })).statusCode).toBe(
      404,
    );
    expect((await staff.request({ method: 'DELETE', url: `/api/messages/${message.id}` })).statusCode).toBe(
      204,
    );
    expect((await staff.get(`/api/messages/${message.id}`)).statusCode).toBe(404);
    expect((await staff.request({ method: 'DELETE', url: `/api/messages/${message.id}` })).statusCode).toBe(
      404,
    );
  });
});

describe('auto-link', () => {
  let customerId: string;
  let contactId: string;
  let otherCustomerId: string;

  beforeAll(async () => {
    const [customer] = await ctx.db
      .insert(customers)
      .values({
        tenantId: acmeId,
        name: 'Autolink Dental',
        email: 'office@autolink-dental.test',
        phone: '(530) 555-0901',
      })
      .returning();
    const [contact] = await ctx.db
      .insert(contacts)
      .values({
        tenantId: acmeId,
        customerId: customer?.id as string,
        name: 'Jane Roe',
        email: 'Jane.Roe@Autolink-Dental.test',
        phone: '(916) 555-0902',
      })
      .returning();
    const [other] = await ctx.db
      .insert(customers)
      .values({
        tenantId: bluewaveId,
        name: 'Elsewhere',
        email: 'only@bluewave-side.test',
        phone: '+1 212 555 0903',
      })
      .returning();
    customerId = customer?.id as string;
    contactId = contact?.id as string;
    otherCustomerId = other?.id as string;
  });

  const autoLink = (browser: TestBrowser, id: string) =>
    browser.request({ method: 'PUT', url: `/api/messages/${id}/auto-link`, payload: { tenantId: acmeId } });

  it.each([
    ['a bare address in another case', { fromEmail: 'JANE.ROE@autolink-dental.TEST' }],
    ['a display-name From header', { fromEmail: '"Jane Roe" <jane.roe@autolink-dental.test>' }],
    ['an E.164 phone', { fromEmail: null, fromPhone: '+19165550902' }],
    ['a formatted phone', { fromEmail: null, fromPhone: '916.555.0902' }],
    ['a phone with country code and spaces', { fromEmail: null, fromPhone: '+1 (916) 555 0902' }],
  ])('links the contact (and its customer) from %s', async (_label, from) => {
    const message = await newMessage({ ...from, source: 'fromPhone' in from ? 'text' : 'email' });
    await ctx.db
      .update(messages)
      .set({ contactId: null, customerId: null })
      .where(eq(messages.id, message.id));

    const response = await autoLink(staff, message.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      contactId,
      customerId,
      contact: { id: contactId, name: 'Jane Roe' },
    });
  });

  it('links the customer when only the company address matches', async () => {
    const message = await newMessage({ fromEmail: 'Office <OFFICE@autolink-dental.test>' });
    await ctx.db
      .update(messages)
      .set({ contactId: null, customerId: null })
      .where(eq(messages.id, message.id));

    const response = await autoLink(staff, message.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      contactId: null,
      customerId,
      customer: { name: 'Autolink Dental' },
    });
  });

  it("answers 404 when nobody matches, including another tenant's customer", async () => {
    const stranger = await newMessage({ fromEmail: 'stranger@unknown.test' });
    const elsewhere = await newMessage({ fromEmail: 'only@bluewave-side.test' });

    for (const message of [stranger, elsewhere]) {
      const response = await autoLink(staff, message.id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('No matching contact or customer found');
    }
    const [row] = await ctx.db.select().from(messages).where(eq(messages.id, elsewhere.id));
    expect(row?.customerId).toBeNull();
    expect(otherCustomerId).toBeDefined();
  });

  it('is applied when messages are stored', async () => {
    const message = await newMessage({ fromEmail: 'jane.roe@autolink-dental.test' });
    expect(message).toMatchObject({ contactId, customerId });
  });

  it("answers 404 for another tenant's message", async () => {
    const message = await newMessage({ fromEmail: 'jane.roe@autolink-dental.test' });
    expect((await autoLink(rival, message.id)).statusCode).toBe(404);
  });

  it('PUT /link links a contact of the same tenant only', async () => {
    const message = await newMessage();
    const [rivalContact] = await ctx.db
      .insert(contacts)
      .values({ tenantId: bluewaveId, customerId: otherCustomerId, name: 'Rival Contact' })
      .returning();
    const link = (browser: TestBrowser, contact: string) =>
      browser.request({
        method: 'PUT',
        url: `/api/messages/${message.id}/link`,
        payload: { contactId: contact },
      });

    const refused = await link(staff, rivalContact?.id as string);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe('Contact not found');
    expect((await link(rival, contactId)).statusCode).toBe(404);
    expect(
      (await staff.request({ method: 'PUT', url: `/api/messages/${message.id}/link`, payload: {} }))
        .statusCode,
    ).toBe(400);

    const linked = await link(staff, contactId);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ contactId, customerId, contact: { name: 'Jane Roe' } });
    const [row] = await ctx.db
      .select()
      .from(messages)
      .where(and(eq(messages.id, message.id), eq(messages.contactId, contactId)));
    expect(row?.customerId).toBe(customerId);
  });
});

describe('storeMessages', () => {
  it('skips a Gmail message id the tenant already has, and stores it for another tenant', async () => {
    const incoming = {
      source: 'email' as const,
      subject: 'Dup',
      content: 'x',
      gmailMessageId: 'gmail-dup-1',
    };

    expect(await storeMessages(ctx.db, acmeId, [incoming])).toHaveLength(1);
    expect(
      await storeMessages(ctx.db, acmeId, [incoming, { ...incoming, gmailMessageId: 'gmail-dup-2' }]),
    ).toHaveLength(1);
    expect(await storeMessages(ctx.db, bluewaveId, [incoming])).toHaveLength(1);
  });

  it('stores sanitized HTML with its preview, search text, sender name and E.164 phone', async () => {
    const [row] = await storeMessages(ctx.db, acmeId, [
      {
        source: 'text',
        subject: '  ',
        content: '<p onclick="x()">Hi <script>alert(1)</script><b>there</b></p>',
        fromPhone: '(916) 555-0100',
        fromEmail: '"Sam Hill" <sam@hill.test>',
      },
    ]);

    expect(row).toMatchObject({
      subject: null,
      content: '<p>Hi <b>there</b></p>',
      preview: 'Hi there',
      searchText: '\nhi there',
      senderName: 'Sam Hill',
      fromPhone: '+19165550100',
    });
    expect(row?.receivedAt).toBeInstanceOf(Date);
  });
});
