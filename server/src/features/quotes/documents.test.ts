import { and, eq } from 'drizzle-orm';
import { MAX_QUOTE_LINES, publicQuoteSchema, quoteDetailSchema, sentQuoteSchema } from 'shared-api/contract';
import {
  catalogs,
  customers,
  messages,
  quoteRevisions,
  quotes,
  serviceAliases,
  services,
} from '../../db/schema';
import { publicTokenHash } from '../../shared/quotes/tokens';
import { createSecretBox } from '../../shared/secret-box';
import {
  createTestContext,
  SETUP_TIMEOUT_MS,
  TestBrowser,
  type TestContext,
  testSecretBox,
} from '../../testing/app';
import { tablesContaining } from '../../testing/database-dump';
import { pdfText } from '../../testing/pdf-text';
import { proposeForMessage, testCustomer } from '../../testing/quotes';
import { type Inbox, startInbox } from '../../testing/smtp-inbox';

let inbox: Inbox;
let ctx: TestContext;
let acmeId: string;
let service: { id: string; name: string; unitCost: string };

beforeAll(async () => {
  inbox = await startInbox();
  ctx = await createTestContext({ smtpUrl: inbox.url, appUrl: 'https://app.quotedesk.test' });
  acmeId = await ctx.tenantIdOf('owner@acme.test');
  const [first] = await ctx.db
    .select({ id: services.id, name: services.name, unitCost: services.unitCost })
    .from(services)
    .innerJoin(catalogs, eq(catalogs.id, services.catalogId))
    .where(eq(catalogs.tenantId, acmeId))
    .limit(1);
  service = first as typeof service;
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await ctx.close();
  await inbox.close();
});

const newCustomer = (email: string | null = null, status: 'LEAD' | 'ACTIVE' = 'LEAD') =>
  testCustomer(ctx.db, acmeId, { email, status });

async function draft(staff: TestBrowser, body: object) {
  const response = await staff.request({ method: 'POST', url: '/api/quotes', payload: body });
  expect(response.statusCode).toBe(201);
  return quoteDetailSchema.strict().parse(response.json());
}

async function send(staff: TestBrowser, id: string, body: object = {}) {
  const response = await staff.request({ method: 'POST', url: `/api/quotes/${id}/send`, payload: body });
  expect(response.statusCode).toBe(200);
  return sentQuoteSchema.strict().parse(response.json());
}

const tokenOf = (publicUrl: string | null) => new URL(publicUrl ?? '').pathname.replace('/q/', '');
const anonymous = () => new TestBrowser(ctx.app);

describe('drafting a quote', () => {
  it('numbers it, copies the catalog price, marks custom lines and totals exactly', async () => {
    const staff = await ctx.signedIn('staff@acme.test');
    const customer = await newCustomer();
    const quote = await draft(staff, {
      customerId: customer.id,
      lines: [
        { serviceId: service.id, quantity: 3 },
        { description: 'Haul away old tank', unitCost: 0.1, quantity: 0.5 },
        { description: 'Parts', unitCost: 0.2, quantity: 1 },
      ],
      discountPercent: 10,
    });
    expect(quote.number).toMatch(/^Q-\d{4}-\d{4}$/);
    expect(quote.status).toBe('DRAFT');
    expect(quote.lines.map((line) => line.kind)).toEqual(['catalog', 'custom', 'custom']);
    expect(quote.lines[0]).toMatchObject({ description: service.name, unitCost: Number(service.unitCost) });
    // 3 × price + 0.05 + 0.20, minus 10 % (rounded half-up to the cent), no tax by default.
    const subtotalCents = 3 * Math.round(Number(service.unitCost) * 100) + 5 + 20;
    const discountCents = Math.round(subtotalCents / 10);
    expect(quote.subtotal).toBe(subtotalCents / 100);
    expect(quote.discountAmount).toBe(discountCents / 100);
    expect(quote.taxRatePercent).toBeNull();
    expect(quote.total).toBe((subtotalCents - discountCents) / 100);
    expect(quote.history.map((entry) => entry.action)).toEqual(['CREATED']);
    expect(quote.history[0]?.actor?.name).toBeTruthy();
  });

  it('keeps the catalog price of a line when the catalog changes later', async () => {
    const staff = await ctx.signedIn('staff@acme.test');
    const customer = await newCustomer();
    const quote = await draft(staff, {
      customerId: customer.id,
      lines: [{ serviceId: service.id, quantity: 1 }],
    });
    await ctx.db.update(services).set({ unitCost: '999.99' }).where(eq(services.id, service.id));
    const line = quote.lines[0] as { id: string };
    const edited = await staff.request({
      method: 'PUT',
      url: `/api/quotes/${quote.id}`,
      payload: { lines: [{ id: line.id, serviceId: service.id, quantity: 2 }] },
    });
    await ctx.db.update(services).set({ unitCost: service.unitCost }).where(eq(services.id, service.id));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().lines[0].unitCost).toBe(Number(service.unitCost));
  });

  it('refuses bad lines with a message, and another tenant’s customer', async () => {
    const staff = await ctx.signedIn('staff@acme.test');
    const customer = await newCustomer();
    const post = (payload: object) => staff.request({ method: 'POST', url: '/api/quotes', payload });
    const bad = [
      [{ serviceId: service.id, quantity: 0 }, 'Quantity must be greater than 0'],
      [{ description: 'x', unitCost: 1.005, quantity: 1 }, 'Price can have at most 2 decimals'],
      [{ description: 'x', unitCost: -1, quantity: 1 }, 'Price cannot be negative'],
    ] as const;
    for (const [line, message] of bad) {
      const response = await post({ customerId: customer.id, lines: [line] });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(message);
    }
    const many = Array.from({ length: MAX_QUOTE_LINES + 1 }, () => ({ serviceId: service.id, quantity: 1 }));
    const tooMany = await post({ customerId: customer.id, lines: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toContain(`at most ${MAX_QUOTE_LINES} lines`);

    const bluewave = await ctx.signedIn('admin@bluewave.test');
    const foreign = await bluewave.request({
      method: 'POST',
      url: '/api/quotes',
      payload: { customerId: customer.id, lines: [] },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('hides a quote from another tenant and from anonymous callers', async () => {
    const staff = await ctx.signedIn('staff@acme.test');
    const quote = await draft(staff, { customerId: (await newCustomer()).id, lines: [] });
    const bluewave = await ctx.signedIn('admin@bluewave.test');
    expect((await bluewave.get(`/api/quotes/${quote.id}`)).statusCode).toBe(404);
    expect((await bluewave.get(`/api/quotes/${quote.id}/pdf`)).statusCode).toBe(404);
    expect(
      (await bluewave.request({ method: 'POST', url: `/api/quotes/${quote.id}/send`, payload: {} }))
        .statusCode,
    ).toBe(404);
    expect((await anonymous().get(`/api/quotes/${quote.id}`)).statusCode).toBe(401);
  });
});

describe('sending and answering a quote', () => {
  it('mails the public link, moves a Lead to Quoted, and the client accepts once', async () => {
    const staff = await ctx.signedIn('staff@acme.test');
    const customer = await newCustomer('client@example.test');
    const quote = await draft(staff, {
      customerId: customer.id,
      lines: [{ serviceId: service.id, quantity: 2 }],
    });
    const sent = await send(staff, quote.id);
    expect(sent).toMatchObject({ status: 'SENT', emailed: true, emailedTo: 'client@example.test' });
    expect(sent.publicUrl).toMatch(/^https:\/\/app\.quotedesk\.test\/q\/[\w-]{43}$/);
    const [moved] = await ctx.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(moved?.status).toBe('QUOTED');
    expect(moved?.activeQuotes).toBe(1);
    expect(Number(moved?.revenue)).toBe(quote.total);

    const mail = await inbox.mailTo('client@example.test');
    expect(mail.subject).toBe(`Quote ${quote.number} from Acme Plumbing`);
    expect(mail.text).toContain(sent.publicUrl);

    const client = anonymous();
    const token = tokenOf(sent.publicUrl);
    const page = await client.get(`/q/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("'nonce-");
    expect(page.body).toContain(quote.number);
    expect(page.body).toContain(service.name);
    const accept = () =>
      client.request({
        method: 'POST',
        url: `/api/public/quotes/${token}/accept`,
        payload: { comment: 'Go ahead' },
        xsrf: false,
      });
    const first = await accept();
    expect(first.statusCode).toBe(200);
    expect(publicQuoteSchema.strict().parse(first.json())).toMatchObject({
      status: 'ACCEPTED',
      clientComment: 'Go ahead',
    });
    const again = await accept();
    expect(again.statusCode).toBe(200);
    expect(again.json().decidedAt).toBe(first.json().decidedAt);
    const decline = await client.request({
      method: 'POST',
      url: `/api/public/quotes/${token}/decline`,
      payload: {},
      xsrf: false,
    });
    expect(decline.statusCode).toBe(409);

    const [active] = await ctx.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(active?.status).toBe('ACTIVE');
    expect(active?.activeQuotes).toBe(0);
    const detail = quoteDetailSchema.parse((await staff.get(`/api/quotes/${quote.id}`)).json());
    expect(detail.history.map((entry) => entry.action)).toEqual(['CREATED', 'SENT', 'VIEWED', 'ACCEPTED']);
    expect(detail.viewedAt).not.toBeNull();
  });

  it('answers the link to copy when no mail can go out, and the client declines', async () => {
    const staff = await ctx.signedIn('staff@acme.test');
    const customer = await newCustomer(null, 'ACTIVE');
    const quote = await draft(staff, {
      customerId: customer.id,
      lines: [{ serviceId: service.id, quantity: 1 }],
    });
    const sent = await send(staff, quote.id);
    expect(sent).toMatchObject({ emailed: false, emailedTo: null, status: 'SENT' });
    const [unchanged] = await ctx.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(unchanged?.status).toBe('ACTIVE');
    const declined = await anonymous().request({
      method: 'POST',
      url: `/api/public/quotes/${tokenOf(sent.publicUrl)}/decline`,
      xsrf: false,
    });
    expect(declined.json()).toMatchObject({ status: 'DECLINED', clientComment: null });
  });

  it('makes an edit of a sent quote a new revision: the client still sees what was sent', async () => {
    const staff = await ctx.signedIn('staff@acme.test');
    const quote = await draft(staff, {
      customerId: (await newCustomer()).id,
      lines: [{ description: 'Inspection', unitCost: 100, quantity: 1 }],
    });
    const sent = await send(staff, quote.id);
    const edited = await staff.request({
      method: 'PUT',
      url: `/api/quotes/${quote.id}`,
      payload: { lines: [{ description: 'Inspection', unitCost: 150, quantity: 1 }] },
    });
    expect(edited.json()).toMatchObject({ revision: 2, sentRevision: 1, hasUnsentChanges: true, total: 150 });
    const token = tokenOf(sent.publicUrl);
    const seen = await anonymous().get(`/api/public/quotes/${token}`);
    expect(seen.json()).toMatchObject({ total: 100, lines: [{ unitCost: 100 }] });

    const resent = await send(staff, quote.id);
    expect(resent).toMatchObject({ sentRevision: 2, hasUnsentChanges: false, publicUrl: sent.publicUrl });
    expect((await anonymous().get(`/api/public/quotes/${token}`)).json().total).toBe(150);
    expect(
      await ctx.db.select().from(quoteRevisions).where(eq(quoteRevisions.quoteId, quote.id)),
    ).toHaveLength(2);
  });

  it('stores only the token’s hash and a sealed copy: no table holds the secret of the link, which works', async () => {
    const staff = await ctx.signedIn('staff@acme.test');
    const quote = await draft(staff, {
      customerId: (await newCustomer()).id,
      lines: [{ description: 'Leak check', unitCost: 90, quantity: 1 }],
    });
    // No address: no mail job carries the link (a mail's body holds it until pg-boss deletes the job).
    const sent = await send(staff, quote.id);
    const token = tokenOf(sent.publicUrl);
    expect(await tablesContaining(ctx.db, token)).toEqual([]);
    const [row] = await ctx.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row?.publicTokenHash).toBe(publicTokenHash(token));
    expect(testSecretBox().open(row?.publicTokenSealed ?? '')).toBe(token);

    expect((await anonymous().get(`/q/${token}`)).statusCode).toBe(200);
    expect((await staff.get(`/api/quotes/${quote.id}`)).json().publicUrl).toBe(sent.publicUrl);
  });

  it('gives a quote a new link when its sealed token no longer opens (the secret key changed)', async () => {
    const staff = await ctx.signedIn('staff@acme.test');
    const quote = await draft(staff, {
      customerId: (await newCustomer()).id,
      lines: [{ description: 'Survey', unitCost: 50, quantity: 1 }],
    });
    const first = await send(staff, quote.id);
    const otherKey = 'a key this server never had 0123456789';
    const foreign = createSecretBox(otherKey).seal('x');
    await ctx.db.update(quotes).set({ publicTokenSealed: foreign }).where(eq(quotes.id, quote.id));
    expect((await staff.get(`/api/quotes/${quote.id}`)).json().publicUrl).toBeNull();

    const again = await send(staff, quote.id);
    expect(again.publicUrl).not.toBe(first.publicUrl);
    expect((await anonymous().get(`/q/${tokenOf(again.publicUrl)}`)).statusCode).toBe(200);
    expect((await anonymous().get(`/q/${tokenOf(first.publicUrl)}`)).statusCode).toBe(404);
  });

  it('shows a plain not-found page for a wrong or expired link, and refuses to change an answered quote', async () => {
    expect((await anonymous().get('/q/not-a-real-token')).statusCode).toBe(404);
    expect((await anonymous().get('/q/not-a-real-token')).body).toContain('Quote not found');
    const staff = await ctx.signedIn('staff@acme.test');
    const quote = await draft(staff, {
      customerId: (await newCustomer()).id,
      lines: [{ description: 'Visit', unitCost: 80, quantity: 1 }],
    });
    const sent = await send(staff, quote.id);
    await ctx.db.update(quotes).set({ validUntil: '2020-01-01' }).where(eq(quotes.id, quote.id));
    const token = tokenOf(sent.publicUrl);
    expect((await anonymous().get(`/q/${token}`)).statusCode).toBe(404);
    const accept = await anonymous().request({
      method: 'POST',
      url: `/api/public/quotes/${token}/accept`,
      xsrf: false,
    });
    expect(accept.statusCode).toBe(404);
    const listed = await staff.get(`/api/quotes?customerId=${quote.customerId}`);
    expect(listed.json()[0].status).toBe('EXPIRED');
    const edit = await staff.request({
      method: 'PUT',
      url: `/api/quotes/${quote.id}`,
      payload: { lines: [] },
    });
    expect(edit.statusCode).toBe(409);
    expect((await staff.request({ method: 'DELETE', url: `/api/quotes/${quote.id}` })).statusCode).toBe(409);
  });

  it('limits the answers one address may post', async () => {
    const client = anonymous();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await client.request({
        method: 'POST',
        url: '/api/public/quotes/guessing/accept',
        xsrf: false,
        remoteAddress: '203.0.113.9',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('the PDF', () => {
  it('holds the tenant, the lines and the total', async () => {
    const staff = await ctx.signedIn('staff@acme.test');
    const quote = await draft(staff, {
      customerId: (await newCustomer()).id,
      lines: [
        { serviceId: service.id, quantity: 2 },
        { description: 'Weekend call-out', unitCost: 1234.5, quantity: 1 },
      ],
    });
    const response = await staff.get(`/api/quotes/${quote.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Acme Plumbing');
    expect(text).toContain(`Quote ${quote.number}`);
    expect(text).toContain(service.name);
    expect(text).toContain('Weekend call-out (custom)');
    const total = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(quote.total);
    expect(text).toContain(total);
  });
});

describe('editing an AI-proposed line', () => {
  it('records the new service as a correction the quote engine learns from', async () => {
    const staff = await ctx.signedIn('staff@acme.test');
    const [other] = await ctx.db
      .select({ id: services.id })
      .from(services)
      .innerJoin(catalogs, eq(catalogs.id, services.catalogId))
      .where(and(eq(catalogs.tenantId, acmeId)))
      .offset(1)
      .limit(1);
    const [message] = await ctx.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.tenantId, acmeId))
      .limit(1);
    const messageId = message?.id as string;
    await proposeForMessage(ctx.db, messageId, [
      { serviceId: service.id, sourceText: 'the drippy thing upstairs' },
    ]);
    const quote = await draft(staff, {
      customerId: (await newCustomer()).id,
      messageId,
      aiGenerated: true,
      lines: [
        { serviceId: service.id, quantity: 1, aiProposed: true, sourceText: 'the drippy thing upstairs' },
      ],
    });
    const line = quote.lines[0] as { id: string };
    const edited = await staff.request({
      method: 'PUT',
      url: `/api/quotes/${quote.id}`,
      payload: { lines: [{ id: line.id, serviceId: other?.id, quantity: 1 }] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().lines[0]).toMatchObject({
      aiProposed: true,
      sourceText: 'the drippy thing upstairs',
    });
    const aliases = await ctx.db
      .select({ phrase: serviceAliases.phrase, source: serviceAliases.source })
      .from(serviceAliases)
      .where(eq(serviceAliases.serviceId, other?.id as string));
    // The alias keeps the line's distinctive words, not its whole sentence.
    expect(aliases).toContainEqual({ phrase: 'drippy upstairs', source: 'correction' });
  });
});
