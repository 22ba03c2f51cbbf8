import { eq } from 'drizzle-orm';
import {
  API_KEY_SCOPE_OF,
  API_KEY_SCOPES,
  API_ROUTES,
  type ApiKeyScope,
  createdApiKeySchema,
  ENDPOINTS,
  type EndpointName,
  fillPath,
  routeOf,
} from 'shared-api/contract';
import { buildApp } from '../../app';
import { apiKeys, auditEvents } from '../../db/schema';
import { missingScope, NOT_WITH_API_KEY } from '../../plugins/auth';
import { hashApiKey } from '../../shared/api-keys';
import { createTestContext, SETUP_TIMEOUT_MS, type TestBrowser, type TestContext } from '../../testing/app';

let ctx: TestContext;
let owner: TestBrowser;
let acmeId: string;
let bluewaveId: string;
/** A key of Acme with every scope. */
let everyScope: string;

const NOWHERE = '00000000-0000-4000-8000-000000000000';
const names = Object.keys(API_ROUTES) as EndpointName[];

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signedIn('owner@acme.test');
  acmeId = await ctx.tenantIdOf('owner@acme.test');
  bluewaveId = await ctx.tenantIdOf('admin@bluewave.test');
  everyScope = (await makeKey(owner, [...API_KEY_SCOPES])).secret;
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

async function makeKey(browser: TestBrowser, scopes: ApiKeyScope[], extra: Record<string, unknown> = {}) {
  const response = await browser.request({
    method: 'POST',
    url: '/api/api-keys',
    payload: { name: `Key ${scopes.join(' ')}`.slice(0, 100), scopes, ...extra },
  });
  expect(response.statusCode).toBe(201);
  return createdApiKeySchema.parse(response.json());
}

/** A call as an integration makes it: no cookies, no XSRF token, the key as a bearer token. */
function withKey(
  key: string,
  method: string,
  url: string,
  payload?: object,
  app: TestContext['app'] = ctx.app,
) {
  return app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${key}` },
    ...(payload && { payload }),
  });
}

/** An endpoint's path with every parameter an id no tenant has. */
const urlOf = (name: EndpointName) => {
  const { path } = routeOf(name);
  const params = Object.fromEntries([...path.matchAll(/:(\w+)/g)].map((match) => [match[1], NOWHERE]));
  return fillPath(path, params);
};

/** The rows of a list answer: the array itself, or the one array of its classic or paged shape. */
const rowsOf = (body: unknown) =>
  (Array.isArray(body) ? body : Object.values(body as object).find(Array.isArray)) as {
    id: string;
    status?: string;
  }[];

describe('a key on every operation of the contract', () => {
  it('is refused (403, naming the scope) by every operation whose scope it does not hold', async () => {
    const wrong: string[] = [];
    for (const scope of API_KEY_SCOPES) {
      const { secret } = await makeKey(
        owner,
        API_KEY_SCOPES.filter((each) => each !== scope),
      );
      for (const name of names.filter((each) => API_KEY_SCOPE_OF[each] === scope)) {
        const { method } = routeOf(name);
        const response = await withKey(secret, method, urlOf(name), method === 'GET' ? undefined : {});
        if (response.statusCode !== 403 || response.json().error !== missingScope(scope))
          wrong.push(`${name}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('is refused (403) by every signed-in operation that declares no scope, whatever its scopes', async () => {
    const wrong: string[] = [];
    for (const name of names.filter(
      (each) => API_KEY_SCOPE_OF[each] === null && ENDPOINTS[each].access !== 'public',
    )) {
      const { method } = routeOf(name);
      const response = await withKey(everyScope, method, urlOf(name), method === 'GET' ? undefined : {});
      if (response.statusCode !== 403 || response.json().error !== NOT_WITH_API_KEY)
        wrong.push(`${name}: ${response.statusCode} ${response.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('succeeds with the scope, for a representative call of each', async () => {
    const key = async (scope: ApiKeyScope) => (await makeKey(owner, [scope])).secret;

    expect((await withKey(await key('customers:read'), 'GET', '/api/customers')).statusCode).toBe(200);
    expect((await withKey(await key('customers:read'), 'GET', '/api/contacts')).statusCode).toBe(200);
    const created = await withKey(await key('customers:write'), 'POST', '/api/customers', { name: 'Key Co' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Key Co', tenantId: acmeId });

    const quotes = rowsOf((await withKey(await key('quotes:read'), 'GET', '/api/quotes')).json());
    expect(quotes.length).toBeGreaterThan(0);
    const quoteId = quotes.find((quote) => quote.status === 'DRAFT')?.id as string;
    expect((await withKey(await key('quotes:read'), 'GET', `/api/quotes/${quoteId}`)).statusCode).toBe(200);
    expect((await withKey(await key('quotes:write'), 'DELETE', `/api/quotes/${quoteId}`)).statusCode).toBe(
      204,
    );

    const messages = rowsOf((await withKey(await key('messages:read'), 'GET', '/api/messages')).json());
    const messageId = messages[0]?.id as string;
    const status = await withKey(await key('messages:write'), 'PATCH', `/api/messages/${messageId}/status`, {
      status: 'IMPORTANT',
    });
    expect(status.statusCode).toBe(200);
    const inbound = await withKey(await key('messages:write'), 'POST', '/api/inbound/messages', {
      source: 'text',
      fromPhone: '(916) 555-0100',
      content: 'Sent with an API key',
    });
    expect(inbound.statusCode).toBe(201);

    expect((await withKey(await key('catalogs:read'), 'GET', '/api/catalogs')).statusCode).toBe(200);
    expect((await withKey(await key('catalogs:read'), 'GET', '/api/services')).statusCode).toBe(200);
  });
});

describe('what a key writes', () => {
  it("has no author: a note it writes is nobody's own to edit, though the admin role may delete it", async () => {
    const key = (await makeKey(owner, ['customers:write', 'customers:read'])).secret;
    const customer = await withKey(key, 'POST', '/api/customers', { name: 'Noted Co' });
    const customerId = customer.json().id as string;
    const note = await withKey(key, 'POST', `/api/customers/${customerId}/notes`, {
      body: 'Called, left a message',
    });
    expect(note.statusCode).toBe(201);
    const notePath = `/api/customers/${customerId}/notes/${note.json().id}`;
    expect((await withKey(key, 'PUT', notePath, { body: 'Changed' })).statusCode).toBe(403);
    expect(
      (await owner.request({ method: 'PUT', url: notePath, payload: { body: 'Changed' } })).statusCode,
    ).toBe(403);
    expect((await withKey(key, 'DELETE', notePath)).statusCode).toBe(204);
  });

  it('drafts, edits and sends a quote with quotes:write, none of it attributed to a user', async () => {
    const key = (await makeKey(owner, ['quotes:write', 'customers:write'])).secret;
    const customer = await withKey(key, 'POST', '/api/customers', {
      name: 'Quoted Co',
      email: 'buyer@quoted.test',
    });
    const lines = [{ description: 'Repipe bathroom', unitCost: 1999.99, quantity: 1 }];
    const quote = await withKey(key, 'POST', '/api/quotes', { customerId: customer.json().id, lines });
    expect(quote.statusCode).toBe(201);
    const quoteId = quote.json().id as string;
    const edited = await withKey(key, 'PUT', `/api/quotes/${quoteId}`, {
      lines: [{ ...lines[0], quantity: 2 }],
    });
    expect(edited.statusCode).toBe(200);
    expect((await withKey(key, 'POST', `/api/quotes/${quoteId}/send`, {})).statusCode).toBe(200);
  });
});

describe("a key's tenant", () => {
  it("is the only one it acts in: another tenant named is refused, another tenant's record not found", async () => {
    const rival = await ctx.signedIn('admin@bluewave.test');
    const rivalCustomers = rowsOf((await rival.get('/api/customers')).json());
    const rivalCustomer = rivalCustomers[0]?.id as string;

    expect((await withKey(everyScope, 'GET', `/api/customers?tenantId=${bluewaveId}`)).statusCode).toBe(403);
    expect((await withKey(everyScope, 'GET', `/api/customers/${rivalCustomer}`)).statusCode).toBe(404);
    expect(
      (await withKey(everyScope, 'POST', '/api/customers', { name: 'Sneaky', tenantId: bluewaveId }))
        .statusCode,
    ).toBe(403);
    const ownList = rowsOf((await withKey(everyScope, 'GET', '/api/customers')).json());
    expect(ownList.some((customer) => customer.id === rivalCustomer)).toBe(false);
  });
});

describe('revoking a key', () => {
  it('refuses it (401) at once, on this instance and on another one over the same database', async () => {
    const other = await buildApp({ database: ctx.database, config: ctx.config });
    try {
      const { id, secret } = await makeKey(owner, ['customers:read']);
      expect((await withKey(secret, 'GET', '/api/customers')).statusCode).toBe(200);
      expect((await withKey(secret, 'GET', '/api/customers', undefined, other)).statusCode).toBe(200);

      const revoked = await owner.request({ method: 'DELETE', url: `/api/api-keys/${id}` });
      expect(revoked.statusCode).toBe(204);

      const here = await withKey(secret, 'GET', '/api/customers');
      expect(here.statusCode).toBe(401);
      expect(here.json().error).toBe('Invalid or revoked API key');
      expect((await withKey(secret, 'GET', '/api/customers', undefined, other)).statusCode).toBe(401);
      // A revoked key is no longer listed, and revoking it again finds nothing.
      const listed = (await owner.get('/api/api-keys')).json() as { id: string }[];
      expect(listed.some((key) => key.id === id)).toBe(false);
      expect((await owner.request({ method: 'DELETE', url: `/api/api-keys/${id}` })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('answers 401 to an unknown key, and 404 to an admin revoking another tenant’s key', async () => {
    expect((await withKey('qd_not-a-key-anyone-made', 'GET', '/api/customers')).statusCode).toBe(401);
    const rival = await ctx.signedIn('admin@bluewave.test');
    const { id } = await makeKey(owner, ['catalogs:read']);
    expect((await rival.request({ method: 'DELETE', url: `/api/api-keys/${id}` })).statusCode).toBe(404);
    expect(
      (await rival.request({ method: 'DELETE', url: `/api/api-keys/${id}?tenantId=${acmeId}` })).statusCode,
    ).toBe(403);
  });
});

describe('the keys themselves', () => {
  it('keep the secret out of every list and out of the database, which holds its sha256', async () => {
    const created = await makeKey(owner, ['quotes:read', 'customers:read'], { name: 'Accounting sync' });
    expect(created.secret).toMatch(/^qd_[0-9a-f]{48}$/);
    expect(created).toMatchObject({
      name: 'Accounting sync',
      scopes: ['quotes:read', 'customers:read'],
      createdBy: 'owner@acme.test',
      lastUsedAt: null,
      prefix: `${created.secret.slice(0, 9)}…`,
    });
    const list = await owner.get('/api/api-keys');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.secret);
    expect(list.json()).toEqual(expect.arrayContaining([expect.objectContaining({ id: created.id })]));
    const rows = await ctx.db.select().from(apiKeys);
    expect(JSON.stringify(rows)).not.toContain(created.secret);
    expect(rows.find((row) => row.id === created.id)?.keyHash).toBe(hashApiKey(created.secret));
  });

  it('record their last use', async () => {
    const { id, secret } = await makeKey(owner, ['catalogs:read']);
    await withKey(secret, 'GET', '/api/catalogs');
    const listed = (
      (await owner.get('/api/api-keys')).json() as { id: string; lastUsedAt: string | null }[]
    ).find((key) => key.id === id);
    expect(listed?.lastUsedAt).not.toBeNull();
  });

  it('are made and revoked by admins only, with a name and at least one known scope; both audited', async () => {
    const staff = await ctx.signedIn('staff@acme.test');
    const post = (browser: TestBrowser, payload: object) =>
      browser.request({ method: 'POST', url: '/api/api-keys', payload });
    expect((await post(staff, { name: 'Mine', scopes: ['quotes:read'] })).statusCode).toBe(403);
    expect((await staff.get('/api/api-keys')).statusCode).toBe(403);
    expect((await post(owner, { name: 'No scopes', scopes: [] })).statusCode).toBe(400);
    expect((await post(owner, { name: '', scopes: ['quotes:read'] })).statusCode).toBe(400);
    expect((await post(owner, { name: 'x'.repeat(101), scopes: ['quotes:read'] })).statusCode).toBe(400);
    expect((await post(owner, { name: 'Admin', scopes: ['users:write'] })).statusCode).toBe(400);
    expect((await post(owner, { name: 'Twice', scopes: ['quotes:read', 'quotes:read'] })).statusCode).toBe(
      400,
    );
    expect(
      (await post(owner, { name: 'Elsewhere', scopes: ['quotes:read'], tenantId: bluewaveId })).statusCode,
    ).toBe(403);

    const superAdmin = await ctx.signedIn('super@quotedesk.test');
    const forBluewave = await post(superAdmin, {
      name: 'Support',
      scopes: ['quotes:read'],
      tenantId: bluewaveId,
    });
    expect(forBluewave.statusCode).toBe(201);
    expect(forBluewave.json().tenantId).toBe(bluewaveId);

    const { id } = await makeKey(owner, ['quotes:read']);
    await owner.request({ method: 'DELETE', url: `/api/api-keys/${id}` });
    const events = await ctx.db.select().from(auditEvents).where(eq(auditEvents.targetId, id));
    expect(events.map((event) => event.action).sort()).toEqual(['api-key.created', 'api-key.revoked']);
  });
});

describe('XSRF and rate limits with a key', () => {
  it('needs no XSRF token with a key, while a cookie call still does (even one that also carries a key)', async () => {
    const withoutToken = await withKey(everyScope, 'POST', '/api/customers', { name: 'No XSRF needed' });
    expect(withoutToken.statusCode).toBe(201);
    expect(withoutToken.headers['set-cookie']).toBeUndefined();

    const cookieCall = await owner.request({
      method: 'POST',
      url: '/api/customers',
      payload: { name: 'Cookie without XSRF' },
      xsrf: false,
    });
    expect(cookieCall.statusCode).toBe(403);
    const cookieAndKey = await owner.request({
      method: 'POST',
      url: '/api/customers',
      headers: { authorization: `Bearer ${everyScope}` },
      payload: { name: 'Cookie and key without XSRF' },
      xsrf: false,
    });
    expect(cookieAndKey.statusCode).toBe(403);
  });

  it('counts calls per key', async () => {
    const first = (await makeKey(owner, ['catalogs:read'])).secret;
    const second = (await makeKey(owner, ['catalogs:read'])).secret;
    const remaining = async (key: string) =>
      Number((await withKey(key, 'GET', '/api/catalogs')).headers['ratelimit-remaining']);
    const a1 = await remaining(first);
    const a2 = await remaining(first);
    const b1 = await remaining(second);
    expect(a2).toBe(a1 - 1);
    expect(b1).toBe(a1);
  });
});
