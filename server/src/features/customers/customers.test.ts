import { eq } from 'drizzle-orm';
import { type CustomerPage, customerWithFiguresSchema, MAX_PAGE_SIZE } from 'shared-api/contract';
import { z } from 'zod';
import { contacts, messages, quotes } from '../../db/schema';
import { createTestContext, SETUP_TIMEOUT_MS, type TestBrowser, type TestContext } from '../../testing/app';
import { testQuote } from '../../testing/quotes';

let ctx: TestContext;
let acmeId: string;
let bluewaveId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  acmeId = await ctx.tenantIdOf('owner@acme.test');
  bluewaveId = await ctx.tenantIdOf('admin@bluewave.test');
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

const strictCustomer = customerWithFiguresSchema.strict();
const customerList = z.object({ customers: z.array(strictCustomer) }).strict();
const customerPage = z
  .object({
    customers: z.array(strictCustomer),
    total: z.number().nullable(),
    nextCursor: z.string().nullable(),
  })
  .strict();

async function addCustomer(browser: TestBrowser, payload: Record<string, unknown>) {
  const response = await browser.request({ method: 'POST', url: '/api/customers', payload });
  expect(response.statusCode).toBe(201);
  return strictCustomer.parse(response.json());
}

describe('GET /api/customers', () => {
  it('lists the whole tenant as { customers }, by name, when no limit is asked', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const response = await browser.get(`/api/customers?tenantId=${acmeId}`);

    expect(response.statusCode).toBe(200);
    const { customers } = customerList.parse(response.json());
    expect(customers.length).toBeGreaterThan(5);
    expect(customers.every((customer) => customer.tenantId === acmeId)).toBe(true);
    // The database's collation decides ties of case and punctuation; initials must still ascend.
    const initials = customers.map((customer) => customer.name.charAt(0).toLowerCase());
    expect(initials).toEqual([...initials].sort());
    // The same rows, in the same order, as the screens' pages.
    const paged = customerPage.parse((await browser.get(`/api/customers?limit=${MAX_PAGE_SIZE}`)).json());
    expect(customers).toEqual(paged.customers);
  });

  it('carries each customer its own contacts, primary first, and seeded figures', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const { customers } = customerPage.parse(
      (await browser.get(`/api/customers?limit=${MAX_PAGE_SIZE}`)).json(),
    );
    const harborview = customers.find((customer) => customer.name === 'Harborview Cafe');
    expect(harborview?.contacts.map((contact) => contact.name)).toEqual(['Dana Whitfield', 'Marco Bellini']);
    expect(harborview?.contacts[0]).toMatchObject({ isPrimary: true, email: 'dana@harborviewcafe.com' });
    expect(harborview?.contacts[0]?.phone).toBe('+19165550142');
    for (const customer of customers) {
      expect(customer.contacts.every((contact) => contact.customerId === customer.id)).toBe(true);
    }
    expect(customers.some((customer) => customer.quoteCount > 0 && customer.totalRevenue > 0)).toBe(true);
    expect(customers.some((customer) => customer.messageCount > 0 && customer.lastContact !== null)).toBe(
      true,
    );
  });

  it('derives revenue, last contact, AI badge, pending messages and active quotes as computed by hand', async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const customer = await addCustomer(browser, { name: 'Figures Test Co' });
    expect(customer).toMatchObject({
      totalRevenue: 0,
      lastContact: null,
      aiGenerated: false,
      pendingMessages: 0,
      activeQuotes: 0,
      messageCount: 0,
      quoteCount: 0,
      contacts: [],
    });

    const customerId = customer.id;
    await ctx.db.insert(quotes).values(
      [
        { tenantId: acmeId, customerId, status: 'DRAFT' as const, total: '100.10' },
        { tenantId: acmeId, customerId, status: 'SENT' as const, total: '250.25', aiGenerated: true },
        { tenantId: acmeId, customerId, status: 'ACCEPTED' as const, total: '1000.00' },
        { tenantId: acmeId, customerId, status: 'DECLINED' as const, total: '49.65' },
      ].map(testQuote),
    );
    const at = (iso: string) => new Date(iso);
    await ctx.db.insert(messages).values([
      {
        tenantId: acmeId,
        customerId,
        source: 'email',
        status: 'NEW',
        receivedAt: at('2026-03-01T10:00:00Z'),
      },
      {
        tenantId: acmeId,
        customerId,
        source: 'text',
        status: 'PENDING',
        receivedAt: at('2026-03-05T08:30:00Z'),
      },
      {
        tenantId: acmeId,
        customerId,
        source: 'zoom',
        status: 'READ',
        receivedAt: at('2026-02-01T00:00:00Z'),
      },
      // No received time: its created time counts, and it is the latest.
      {
        tenantId: acmeId,
        customerId,
        source: 'voicemail',
        status: 'ARCHIVED',
        createdAt: at('2026-04-02T12:00:00Z'),
      },
    ]);

    const { customers } = customerPage.parse(
      (await browser.get(`/api/customers?limit=${MAX_PAGE_SIZE}`)).json(),
    );
    const listed = customers.find((row) => row.id === customerId);
    const expected = {
      totalRevenue: 1400, // 100.10 + 250.25 + 1000.00 + 49.65
      lastContact: '2026-04-02T12:00:00.000Z',
      aiGenerated: true,
      pendingMessages: 2, // NEW and PENDING
      activeQuotes: 2, // DRAFT and SENT
      messageCount: 4,
      quoteCount: 4,
    };
    expect(listed).toMatchObject(expected);
    const single = strictCustomer.parse((await browser.get(`/api/customers/${customerId}`)).json());
    expect(single).toMatchObject(expected);
  });

  it('defaults to the session tenant', async () => {
    const browser = await ctx.signedIn('admin@bluewave.test');
    const { customers } = customerPage.parse(
      (await browser.get(`/api/customers?limit=${MAX_PAGE_SIZE}`)).json(),
    );
    expect(customers.every((customer) => customer.tenantId === bluewaveId)).toBe(true);
  });

  it('pages through the same list with limit and cursor, with the total count', async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const whole = customerPage.parse(
      (await browser.get(`/api/customers?limit=${MAX_PAGE_SIZE}`)).json(),
    ).customers;

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `limit=4&cursor=${cursor}` : 'limit=4';
      const page = customerPage.parse((await browser.get(`/api/customers?${query}`)).json());
      expect(page.total).toBe(whole.length);
      expect(page.customers.length).toBeLessThanOrEqual(4);
      seen.push(...page.customers.map((customer) => customer.id));
      cursor = page.nextCursor;
    } while (cursor);

    expect(seen).toEqual(whole.map((customer) => customer.id));
  });

  type Listed = CustomerPage['customers'][number];

  /** Every customer of a list walked page by page (3 at a time unless told). */
  async function walk(browser: TestBrowser, query: string, pageSize = 3) {
    const seen: Listed[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/customers?limit=${pageSize}&${query}${cursor ? `&cursor=${cursor}` : ''}`;
      const page = customerPage.parse((await browser.get(url)).json());
      seen.push(...page.customers);
      cursor = page.nextCursor;
    } while (cursor);
    return seen;
  }

  it.each([
    ['newest', (customer: Listed): string | number => customer.createdAt],
    ['revenue', (customer: Listed): string | number => customer.totalRevenue],
    ['lastContact', (customer: Listed): string | number => customer.lastContact ?? ''],
  ])('pages through the list by %s, highest first, each customer once', async (sort, figure) => {
    const browser = await ctx.signedIn('owner@acme.test');
    const whole = customerPage.parse((await browser.get(`/api/customers?limit=${MAX_PAGE_SIZE}`)).json());
    const walked = await walk(browser, `sort=${sort}`);
    expect(walked.map((customer) => customer.id).sort()).toEqual(whole.customers.map(({ id }) => id).sort());
    const figures = walked.map(figure);
    expect(figures).toEqual([...figures].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it("lists a pipeline column's statuses together, by name, with their total from the maintained counts", async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    for (const [name, status] of [
      ['Column Lead', 'LEAD'],
      ['Column Lost', 'LOST'],
      ['Column Inactive', 'INACTIVE'],
    ] as const) {
      await addCustomer(browser, { name, status });
    }
    const whole = customerPage.parse((await browser.get(`/api/customers?limit=${MAX_PAGE_SIZE}`)).json());
    const column = ['LEAD', 'PROSPECT', 'INACTIVE', 'LOST'];
    const expected = whole.customers.filter((customer) => column.includes(customer.status));

    const walked = await walk(browser, `status=${column.join(',')}`);
    expect(walked.map((customer) => customer.id)).toEqual(expected.map((customer) => customer.id));
    const first = customerPage.parse((await browser.get(`/api/customers?limit=3&status=${column}`)).json());
    expect(first.total).toBe(expected.length);
  });

  it('searches the name, email and industry, whatever the case, and gives no total', async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const named = await addCustomer(browser, { name: 'Searchable Zebra Works' });
    const mailed = await addCustomer(browser, { name: 'Other One', email: 'desk@zebra-mail.test' });
    const industry = await addCustomer(browser, { name: 'Third One', industry: 'Zebra grooming' });
    await addCustomer(browser, { name: 'Unrelated Co' });

    const page = customerPage.parse((await browser.get('/api/customers?search=ZEBRA')).json());
    expect(page.customers.map((customer) => customer.id).sort()).toEqual(
      [named.id, mailed.id, industry.id].sort(),
    );
    expect(page.total).toBeNull();
    // One text of name, email and industry in that order: a search may run across two of them.
    const across = customerPage.parse((await browser.get('/api/customers?search=one%20DESK%40zebra')).json());
    expect(across.customers.map((customer) => customer.id)).toEqual([mailed.id]);
    const wildcard = customerPage.parse((await browser.get('/api/customers?search=%25')).json());
    expect(wildcard.customers).toEqual([]);
  });

  it('lists the names a search begins first, then its other matches, each by name, page after page', async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    for (const [name, fields] of [
      ['Quokka Crossing', { status: 'ACTIVE' }],
      ['Acme Quokka Co', { status: 'ACTIVE' }],
      ['quokka alpha', { status: 'LEAD' }],
      ['Basic Co', { industry: 'Quokka grooming', status: 'ACTIVE' }],
      ['Beta Quokkas', { status: 'LEAD' }],
      ['Nothing Alike', { status: 'ACTIVE' }],
    ] as const) {
      await addCustomer(browser, { name, ...fields });
    }
    const order = ['quokka alpha', 'Quokka Crossing', 'Acme Quokka Co', 'Basic Co', 'Beta Quokkas'];
    for (const pageSize of [1, 3, 20]) {
      const walked = await walk(browser, 'search=QUOKKA', pageSize);
      expect(walked.map((customer) => customer.name)).toEqual(order);
    }
    // A pipeline column of two statuses, the same way.
    const column = await walk(browser, 'search=quokka&status=ACTIVE,LEAD', 2);
    expect(column.map((customer) => customer.name)).toEqual(order);
    const active = await walk(browser, 'search=quokka&status=ACTIVE', 1);
    expect(active.map((customer) => customer.name)).toEqual([
      'Quokka Crossing',
      'Acme Quokka Co',
      'Basic Co',
    ]);
    // Other orders stay as chosen: newest first.
    const newest = await walk(browser, 'search=quokka&sort=newest');
    expect(newest.map((customer) => customer.name)).toEqual([
      'Beta Quokkas',
      'Basic Co',
      'quokka alpha',
      'Acme Quokka Co',
      'Quokka Crossing',
    ]);
  });

  it("refuses a cursor of another tenant's list, of another order, or altered, without answering rows", async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const { nextCursor } = customerPage.parse((await owner.get('/api/customers?limit=1')).json());
    expect(nextCursor).not.toBeNull();
    const superAdmin = await ctx.signedIn('super@quotedesk.test');
    for (const [browser, query] of [
      [superAdmin, `tenantId=${bluewaveId}&cursor=${nextCursor}`],
      [owner, `sort=newest&cursor=${nextCursor}`],
      [owner, `cursor=${nextCursor}x`],
    ] as const) {
      const response = await browser.get(`/api/customers?limit=1&${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'cursor: not a cursor this list handed out' });
    }
  });

  it('refuses another tenant to a TENANT_ADMIN and serves it to a SUPER_ADMIN', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    expect((await owner.get(`/api/customers?tenantId=${bluewaveId}`)).statusCode).toBe(403);

    const superAdmin = await ctx.signedIn('super@quotedesk.test');
    const { customers } = customerList.parse(
      (await superAdmin.get(`/api/customers?tenantId=${bluewaveId}`)).json(),
    );
    expect(customers.length).toBeGreaterThan(0);
    expect(customers.every((customer) => customer.tenantId === bluewaveId)).toBe(true);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=10&cursor=not-a-cursor', 'cursor'],
    ['sort=price', 'sort must be one of name, newest, revenue, lastContact'],
    ['status=ACTIVE,WON', 'status must be one of'],
    ['tenantId=42', 'tenantId'],
  ])('answers 400 naming the bad parameter for %s', async (query, field) => {
    const browser = await ctx.signedIn('owner@acme.test');
    const response = await browser.get(`/api/customers?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(field);
  });

  it('lowers a page size above the maximum to the maximum instead of refusing it', async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const whole = customerPage.parse(
      (await browser.get(`/api/customers?limit=${MAX_PAGE_SIZE}`)).json(),
    ).customers;
    const response = await browser.get('/api/customers?limit=100000');
    expect(response.statusCode).toBe(200);
    const page = customerPage.parse(response.json());
    expect(page.customers).toHaveLength(Math.min(whole.length, MAX_PAGE_SIZE));
    expect(page.total).toBe(whole.length);
  });

  it('answers 401 when not signed in', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/customers' })).statusCode).toBe(401);
  });
});

describe('GET /api/customers/:id', () => {
  it("answers 404 for another tenant's customer and for an unknown id, 400 for a malformed one", async () => {
    const bluewave = await ctx.signedIn('admin@bluewave.test');
    const theirs = customerPage.parse((await bluewave.get('/api/customers?limit=1')).json()).customers[0];
    const owner = await ctx.signedIn('owner@acme.test');

    expect((await owner.get(`/api/customers/${theirs?.id}`)).statusCode).toBe(404);
    const unknown = await owner.get('/api/customers/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Customer not found');
    expect((await owner.get('/api/customers/42')).statusCode).toBe(400);
    expect((await owner.get(`/api/customers/${theirs?.id}?tenantId=${bluewaveId}`)).statusCode).toBe(403);

    const superAdmin = await ctx.signedIn('super@quotedesk.test');
    expect((await superAdmin.get(`/api/customers/${theirs?.id}`)).statusCode).toBe(200);
  });
});

describe('POST and PUT /api/customers', () => {
  it("saves a customer at every field's longest, in four-byte characters, and finds it by search", async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    // Distinct emoji (four bytes each), so nothing compresses: the heaviest index entries a customer can make.
    const longest = (offset: number) =>
      Array.from({ length: 200 }, (_, i) => String.fromCodePoint(0x1f300 + offset + i)).join('');
    const name = longest(0);
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(57)}.com`;
    const created = await addCustomer(browser, { name, email, industry: longest(200) });
    expect(created).toMatchObject({ name, email });

    const found = await browser.get(`/api/customers?search=${encodeURIComponent(name.slice(0, 4))}&limit=20`);
    expect(found.json().customers.map((customer: { id: string }) => customer.id)).toEqual([created.id]);
  });

  it('stores the 13 fields trimmed, email lower-cased and phone in E.164, owned by the caller', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const created = await addCustomer(browser, {
      name: '  Northside Deli ',
      status: 'PROSPECT',
      email: ' Orders@NorthsideDeli.COM ',
      phone: '(916) 555-0199',
      website: 'https://northsidedeli.com',
      industry: 'Food & Beverage',
      address: '12 K St',
      city: 'Sacramento',
      state: 'CA',
      postalCode: '95814',
      country: 'US',
      source: 'Website',
      notes: '',
      tenantId: acmeId,
      userId: 'ignored',
    });
    const staffId = (await browser.get('/api/session/current')).json().userId;
    expect(created).toMatchObject({
      name: 'Northside Deli',
      status: 'PROSPECT',
      email: 'orders@northsidedeli.com',
      phone: '+19165550199',
      notes: null,
      tenantId: acmeId,
      userId: staffId,
    });
  });

  it.each([
    [{}, 'name is required'],
    [{ name: '   ' }, 'Company name is required'],
    [{ name: 'X', email: 'not-an-address' }, 'Invalid email format'],
    [{ name: 'X', status: 'WON' }, 'status must be one of'],
    [{ name: 'X', website: 'javascript:alert(document.cookie)' }, 'Website must be an http or https address'],
    [{ name: 'X', website: 'ftp://files.example.com' }, 'Website must be an http or https address'],
  ])('answers 400 with the form message for %j', async (payload, message) => {
    const browser = await ctx.signedIn('staff@acme.test');
    const response = await browser.request({ method: 'POST', url: '/api/customers', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
  });

  it('stores a bare host as an https address', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const created = await addCustomer(browser, { name: 'Bare Host Co', website: ' barehost.example ' });
    expect(created.website).toBe('https://barehost.example');
  });

  it('refuses to create in another tenant', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const response = await browser.request({
      method: 'POST',
      url: '/api/customers',
      payload: { name: 'Elsewhere', tenantId: bluewaveId },
    });
    expect(response.statusCode).toBe(403);
  });

  it('replaces the fields, accepting the pipeline statuses CONTACTED and QUOTED', async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const created = await addCustomer(browser, { name: 'Move Me Inc', email: 'a@move.me' });
    for (const status of ['CONTACTED', 'QUOTED'] as const) {
      const response = await browser.request({
        method: 'PUT',
        url: `/api/customers/${created.id}`,
        payload: { ...created, status, phone: '530 555 0100' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status, phone: '+15305550100', email: 'a@move.me' });
    }
    const again = await browser.request({
      method: 'PUT',
      url: `/api/customers/${created.id}`,
      payload: { name: '' },
    });
    expect(again.statusCode).toBe(400);
  });

  it("answers 404 when updating another tenant's customer", async () => {
    const bluewave = await ctx.signedIn('admin@bluewave.test');
    const theirs = customerPage.parse((await bluewave.get('/api/customers?limit=1')).json()).customers[0];
    const owner = await ctx.signedIn('owner@acme.test');
    const response = await owner.request({
      method: 'PUT',
      url: `/api/customers/${theirs?.id}`,
      payload: { name: 'Hijacked' },
    });
    expect(response.statusCode).toBe(404);
    const unchanged = await bluewave.get(`/api/customers/${theirs?.id}`);
    expect(unchanged.json().name).toBe(theirs?.name);
  });
});

describe('DELETE /api/customers/:id', () => {
  it('removes the customer and its contacts but keeps its messages, unlinked', async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const customer = await addCustomer(browser, { name: 'Short Lived LLC' });
    const contactResponse = await browser.request({
      method: 'POST',
      url: '/api/contacts',
      payload: { name: 'Temp Person', customerId: customer.id },
    });
    const contactId = contactResponse.json().id;
    const [message] = await ctx.db
      .insert(messages)
      .values({ tenantId: acmeId, customerId: customer.id, contactId, source: 'email', subject: 'Keep me' })
      .returning();

    const response = await browser.request({ method: 'DELETE', url: `/api/customers/${customer.id}` });
    expect(response.statusCode).toBe(204);
    expect((await browser.get(`/api/customers/${customer.id}`)).statusCode).toBe(404);
    expect(await ctx.db.select().from(contacts).where(eq(contacts.id, contactId))).toEqual([]);
    const [kept] = await ctx.db
      .select()
      .from(messages)
      .where(eq(messages.id, message?.id as string));
    expect(kept).toMatchObject({ subject: 'Keep me', customerId: null, contactId: null });
  });

  it("answers 404 for another tenant's customer and leaves it in place", async () => {
    const bluewave = await ctx.signedIn('admin@bluewave.test');
    const theirs = customerPage.parse((await bluewave.get('/api/customers?limit=1')).json()).customers[0];
    const owner = await ctx.signedIn('owner@acme.test');
    expect((await owner.request({ method: 'DELETE', url: `/api/customers/${theirs?.id}` })).statusCode).toBe(
      404,
    );
    expect((await bluewave.get(`/api/customers/${theirs?.id}`)).statusCode).toBe(200);
  });
});
