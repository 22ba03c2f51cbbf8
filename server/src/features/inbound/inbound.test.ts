import { eq } from 'drizzle-orm';
import { inboundKeyResponseSchema, inboxMessageSchema } from 'shared-api/contract';
import { apiKeys, contacts, customers } from '../../db/schema';
import { hashApiKey } from '../../shared/api-keys';
import { createTestContext, SETUP_TIMEOUT_MS, type TestBrowser, type TestContext } from '../../testing/app';

let ctx: TestContext;
let acmeId: string;
let bluewaveId: string;
let owner: TestBrowser;

beforeAll(async () => {
  ctx = await createTestContext();
  acmeId = await ctx.tenantIdOf('owner@acme.test');
  bluewaveId = await ctx.tenantIdOf('admin@bluewave.test');
  owner = await ctx.signedIn('owner@acme.test');
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

async function rotate(browser: TestBrowser, tenantId: string) {
  return browser.request({ method: 'POST', url: `/api/tenants/${tenantId}/inbound-key` });
}

async function keyOf(browser: TestBrowser, tenantId: string): Promise<string> {
  const response = await rotate(browser, tenantId);
  expect(response.statusCode).toBe(201);
  return inboundKeyResponseSchema.parse(response.json()).key;
}

/** A provider's call: no cookies, no XSRF token, just the bearer key. */
function post(key: string | null, payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/inbound/messages',
    headers: key ? { authorization: `Bearer ${key}` } : {},
    payload: payload as object,
  });
}

const textMessage = {
  source: 'text',
  fromPhone: '(916) 555-0777',
  senderName: 'Inbound Tester',
  content: 'Water heater is leaking <script>alert(1)</script>',
  receivedAt: '2026-03-01T09:30:00Z',
};

describe('POST /api/tenants/:tenantId/inbound-key', () => {
  it('gives a tenant admin a key for their tenant, shown once and stored only as its sha256', async () => {
    const key = await keyOf(owner, acmeId);
    const rows = await ctx.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.keyHash, hashApiKey(key)));

    expect(key).toMatch(/^qd_/);
    expect(key.length).toBeGreaterThan(40);
    // One of the tenant's API keys: named, with the one scope a provider needs.
    expect(rows).toEqual([
      expect.objectContaining({ tenantId: acmeId, name: 'Inbound messages', scopes: ['messages:write'] }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(key);
  });

  it('replaces the previous inbound key: the old one is refused at once, the new one works', async () => {
    const first = await keyOf(owner, acmeId);
    const second = await keyOf(owner, acmeId);
    expect((await post(first, textMessage)).statusCode).toBe(401);
    expect((await post(second, textMessage)).statusCode).toBe(201);
  });

  it('keeps accepting an inbound key stored before keys had scopes (migrated by its hash)', async () => {
    const legacy = 'qdin_legacy-key-made-before-api-keys-0123456789abcdef';
    await ctx.db.insert(apiKeys).values({
      tenantId: acmeId,
      name: 'Inbound messages',
      scopes: ['messages:write'],
      prefix: 'qdin_',
      keyHash: hashApiKey(legacy),
    });
    expect((await post(legacy, textMessage)).statusCode).toBe(201);
  });

  it('lets a super admin create any tenant’s key; refuses users and other tenants’ admins', async () => {
    const superAdmin = await ctx.signedIn('super@quotedesk.test');
    const staff = await ctx.signedIn('staff@acme.test');
    const rivalAdmin = await ctx.signedIn('admin@bluewave.test');

    expect((await rotate(superAdmin, bluewaveId)).statusCode).toBe(201);
    expect((await rotate(staff, acmeId)).statusCode).toBe(403);
    expect((await rotate(rivalAdmin, acmeId)).statusCode).toBe(403);
    expect((await rotate(superAdmin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(
      (await owner.request({ method: 'POST', url: `/api/tenants/${acmeId}/inbound-key`, xsrf: false }))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST /api/inbound/messages', () => {
  it('stores the message sanitized, auto-linked to the matching contact, and answers 201 with it', async () => {
    const [customer] = await ctx.db
      .insert(customers)
      .values({ tenantId: acmeId, name: 'Inbound Co', phone: null })
      .returning();
    const [contact] = await ctx.db
      .insert(contacts)
      .values({
        tenantId: acmeId,
        customerId: customer?.id as string,
        name: 'Inbound Tester',
        phone: '+19165550777',
      })
      .returning();
    const key = await keyOf(owner, acmeId);

    const response = await post(key, textMessage);
    expect(response.statusCode).toBe(201);
    const message = inboxMessageSchema.parse(response.json());
    expect(message).toMatchObject({
      tenantId: acmeId,
      source: 'text',
      status: 'NEW',
      content: 'Water heater is leaking ',
      preview: 'Water heater is leaking',
      fromPhone: '+19165550777',
      senderName: 'Inbound Tester',
      receivedAt: '2026-03-01T09:30:00.000Z',
      contactId: contact?.id,
      customerId: customer?.id,
    });
    const listed = await owner.get(`/api/messages/${message.id}`);
    expect(listed.statusCode).toBe(200);
  });

  it('answers 401 without a key, with a wrong key, and with a key replaced by rotation', async () => {
    const oldKey = await keyOf(owner, acmeId);
    const newKey = await keyOf(owner, acmeId);

    for (const key of [null, 'qdin_wrong', 'not-even-prefixed', oldKey]) {
      const response = await post(key, textMessage);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('Missing or invalid inbound key');
    }
    const basic = await ctx.app.inject({
      method: 'POST',
      url: '/api/inbound/messages',
      headers: { authorization: `Basic ${newKey}` },
      payload: textMessage,
    });
    expect(basic.statusCode).toBe(401);
    expect((await post(newKey, textMessage)).statusCode).toBe(201);
  });

  it.each([
    ['an unknown source', { ...textMessage, source: 'fax' }],
    ['no sender', { ...textMessage, fromPhone: null }],
    ['no subject or content', { ...textMessage, content: '  ' }],
    ['a bad receivedAt', { ...textMessage, receivedAt: 'yesterday' }],
    ['no body at all', undefined],
  ])('answers 400 for %s', async (_label, payload) => {
    const key = await keyOf(owner, acmeId);
    const response = await post(key, payload);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().error).toBe('string');
  });

  it("stores into the key's tenant only", async () => {
    const superAdmin = await ctx.signedIn('super@quotedesk.test');
    const key = await keyOf(superAdmin, bluewaveId);

    const response = await post(key, { ...textMessage, fromEmail: 'x@y.test', fromPhone: null });
    expect(response.statusCode).toBe(201);
    expect(response.json().tenantId).toBe(bluewaveId);
    expect((await owner.get(`/api/messages/${response.json().id}`)).statusCode).toBe(404);
  });
});
