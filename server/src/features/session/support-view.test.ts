import { auditEventPageSchema, currentSessionSchema } from 'shared-api/contract';
import { createTestContext, SETUP_TIMEOUT_MS, type TestBrowser, type TestContext } from '../../testing/app';

let ctx: TestContext;
let owner: TestBrowser;
let bluewaveAdmin: TestBrowser;
let acmeId: string;
let bluewaveId: string;
let hqId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signedIn('owner@acme.test');
  bluewaveAdmin = await ctx.signedIn('admin@bluewave.test');
  acmeId = await ctx.tenantIdOf('owner@acme.test');
  bluewaveId = await ctx.tenantIdOf('admin@bluewave.test');
  hqId = await ctx.tenantIdOf('super@quotedesk.test');
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

const VIEWING = '/api/session/viewing-tenant';

const view = (browser: TestBrowser, tenantId: string) =>
  browser.request({ method: 'PUT', url: VIEWING, payload: { tenantId } });
const leave = (browser: TestBrowser) => browser.request({ method: 'DELETE', url: VIEWING });

async function supportViewing(tenantId: string) {
  const support = await ctx.signedIn('super@quotedesk.test');
  expect((await view(support, tenantId)).statusCode).toBe(200);
  return support;
}

const json = async (browser: TestBrowser, url: string) => {
  const response = await browser.get(url);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id).sort();

async function auditLog(browser: TestBrowser) {
  return auditEventPageSchema.parse(await json(browser, '/api/audit-events?limit=200')).events;
}

describe('switching the tenant viewed as support', () => {
  it.each([
    ['a tenant admin', 'owner@acme.test'],
    ['a user', 'staff@acme.test'],
  ])('is refused to %s (403), whose session stays in their tenant', async (_who, email) => {
    const browser = await ctx.signedIn(email);
    expect((await view(browser, bluewaveId)).statusCode).toBe(403);
    expect((await leave(browser)).statusCode).toBe(403);
    expect((await json(browser, '/api/session/current')).tenantId).toBe(acmeId);
  });

  it('answers a bad tenant id with a 400 and an unknown tenant with a 404', async () => {
    const support = await ctx.signedIn('super@quotedesk.test');
    const bad = await view(support, 'acme');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/Invalid tenant id/);
    const unknown = await view(support, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Tenant not found' });
  });

  it('puts the viewed tenant in the session, for this session only, until the super admin goes back', async () => {
    const support = await ctx.signedIn('super@quotedesk.test');
    const elsewhere = await ctx.signedIn('super@quotedesk.test');
    const switched = await view(support, acmeId);
    expect(currentSessionSchema.strict().parse(switched.json())).toMatchObject({
      tenantId: acmeId,
      tenantName: 'Acme Plumbing',
      role: 'SUPER_ADMIN',
      viewingAsSupport: true,
    });
    expect(await json(support, '/api/session/current')).toMatchObject({
      tenantId: acmeId,
      viewingAsSupport: true,
    });
    expect(await json(elsewhere, '/api/session/current')).toMatchObject({
      tenantId: hqId,
      viewingAsSupport: false,
    });

    const back = await leave(support);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      tenantId: hqId,
      tenantName: 'QuoteDesk HQ',
      viewingAsSupport: false,
    });
    // Naming one's own tenant is going back too.
    await view(support, acmeId);
    expect((await view(support, hqId)).json()).toMatchObject({ tenantId: hqId, viewingAsSupport: false });
  });
});

describe('a super admin viewing a tenant as support', () => {
  it("reads that tenant's messages, customers, catalogs, users and settings, as its admin does", async () => {
    const support = await supportViewing(acmeId);
    for (const url of ['/api/messages', '/api/customers']) {
      const [seen, own] = [await json(support, url), await json(owner, url)];
      const key = url === '/api/messages' ? 'messages' : 'customers';
      expect(idsOf(seen[key])).toEqual(idsOf(own[key]));
    }
    for (const url of ['/api/catalogs', '/api/users', `/api/tenants/${acmeId}/branding`]) {
      expect(await json(support, url)).toEqual(await json(owner, url));
    }
  });

  it("changes that tenant's data, and reaches no other tenant's", async () => {
    const support = await supportViewing(acmeId);
    const created = await support.request({
      method: 'POST',
      url: '/api/customers',
      payload: { name: 'Support Co' },
    });
    expect(created.statusCode).toBe(201);
    const { customers } = await json(owner, '/api/customers');
    expect(customers.map((customer: { name: string }) => customer.name)).toContain('Support Co');

    // Another tenant, named or reached by id, is out of reach while viewing Acme.
    expect((await support.get(`/api/customers?tenantId=${bluewaveId}`)).statusCode).toBe(403);
    const [bluewaveCustomer] = (await json(bluewaveAdmin, '/api/customers')).customers;
    expect((await support.get(`/api/customers/${bluewaveCustomer.id}`)).statusCode).toBe(404);
    const renamed = await support.request({
      method: 'PUT',
      url: `/api/tenants/${bluewaveId}/name`,
      payload: { name: 'Taken over' },
    });
    expect(renamed.statusCode).toBe(403);
  });

  it("records the switch and every change in the tenant's audit log, which only that tenant's admins read", async () => {
    const support = await supportViewing(acmeId);
    const superId = (await json(support, '/api/session/current')).userId;
    const [message] = (await json(owner, '/api/messages')).messages;
    const status = await support.request({
      method: 'PATCH',
      url: `/api/messages/${message.id}/status`,
      payload: { status: 'IMPORTANT' },
    });
    expect(status.statusCode).toBeLessThan(300);
    const created = await support.request({
      method: 'POST',
      url: '/api/catalogs',
      payload: { name: 'Audited' },
    });
    const catalogId = created.json().id;
    // A refused change is no event.
    await support.request({ method: 'POST', url: '/api/catalogs', payload: { name: '' } });
    await leave(support);

    const events = await auditLog(owner);
    const actor = { id: superId, email: 'super@quotedesk.test' };
    expect(events.slice(0, 4)).toEqual([
      expect.objectContaining({
        action: 'support.view-ended',
        actor,
        actingAsSupport: true,
        target: { type: 'tenant', id: acmeId },
      }),
      expect.objectContaining({
        action: 'catalog.created',
        target: { type: 'catalog', id: catalogId },
        details: expect.objectContaining({ name: 'Audited' }),
      }),
      expect.objectContaining({
        action: 'message.status-changed',
        target: { type: 'message', id: message.id },
        details: { status: 'IMPORTANT' },
      }),
      expect.objectContaining({ action: 'support.view-started', actor, tenantId: acmeId }),
    ]);
    expect(events.every((event) => event.tenantId === acmeId)).toBe(true);
    expect((await auditLog(bluewaveAdmin)).some((event) => event.actingAsSupport)).toBe(false);

    // The super admin reads the viewed tenant's log, and their own tenant's once back.
    const again = await supportViewing(acmeId);
    expect((await auditLog(again))[0]).toMatchObject({ action: 'support.view-started', tenantId: acmeId });
    await leave(again);
    expect((await auditLog(again)).every((event) => event.tenantId === hqId)).toBe(true);
  });

  it("records nothing for the tenant's own staff, nor for the super admin's personal settings", async () => {
    const before = (await auditLog(owner)).length;
    await owner.request({ method: 'POST', url: '/api/catalogs', payload: { name: 'Own work' } });
    const support = await supportViewing(acmeId);
    await support.request({ method: 'PATCH', url: '/api/users/me/theme', payload: { themeMode: 'dark' } });
    const events = await auditLog(owner);
    expect(events.length).toBe(before + 1);
    expect(events[0]?.action).toBe('support.view-started');
  });
});
