import { randomUUID } from 'node:crypto';
import { dashboardSchema } from 'shared-api/contract';
import { customers, messages, quotes, tenants, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo';
import { hashPassword } from '../../shared/passwords';
import { createTestContext, SETUP_TIMEOUT_MS, type TestContext } from '../../testing/app';
import { testQuote } from '../../testing/quotes';

let ctx: TestContext;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The start of today in UTC: the test's days are fixed from it, whatever the time of the run. */
const todayStart = new Date(new Date().toISOString().slice(0, 10));
const dayOf = (offsetDays: number) =>
  new Date(todayStart.getTime() + offsetDays * DAY).toISOString().slice(0, 10);
const monthStart = new Date(Date.UTC(todayStart.getUTCFullYear(), todayStart.getUTCMonth(), 1));

const known = { tenantId: randomUUID(), email: 'owner@known.test' };
const empty = { tenantId: randomUUID(), email: 'owner@empty.test' };

async function addTenant({ tenantId, email }: { tenantId: string; email: string }) {
  await ctx.db.insert(tenants).values({ id: tenantId, name: email });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await ctx.db.insert(users).values({ tenantId, name: 'Owner', email, passwordHash, role: 'TENANT_ADMIN' });
}

/** Four customers, six quotes (one last month) and five messages (one 40 days ago), figures worked out by hand. */
async function seedKnownTenant() {
  const { tenantId } = known;
  const [lead, lost, quoted, active] = await ctx.db
    .insert(customers)
    .values(
      (['LEAD', 'LOST', 'QUOTED', 'ACTIVE'] as const).map((status) => ({ tenantId, name: status, status })),
    )
    .returning({ id: customers.id });
  const thisMonth = new Date();
  const lastMonth = new Date(monthStart.getTime() - DAY);
  const quote = (
    customer: { id: string } | undefined,
    status: string,
    total: string,
    createdAt = thisMonth,
  ) => ({
    tenantId,
    customerId: customer?.id ?? '',
    status: status as 'DRAFT',
    total,
    createdAt,
  });
  await ctx.db
    .insert(quotes)
    .values(
      [
        quote(lead, 'DRAFT', '100.10'),
        quote(lost, 'ACCEPTED', '0.20'),
        quote(quoted, 'SENT', '200.20'),
        quote(quoted, 'DECLINED', '50.00'),
        quote(active, 'ACCEPTED', '300.00'),
        quote(active, 'ACCEPTED', '1000.00', lastMonth),
      ].map(testQuote),
    );
  const message = (source: string, status: string, receivedAt: Date, subject: string) => ({
    tenantId,
    source: source as 'email',
    status: status as 'NEW',
    subject,
    receivedAt,
  });
  await ctx.db
    .insert(messages)
    .values([
      message('email', 'NEW', new Date(todayStart.getTime() + 60_000), 'today, new'),
      message('email', 'READ', new Date(todayStart.getTime() + 2 * 60_000), 'today, read'),
      message('text', 'PENDING', new Date(todayStart.getTime() - 2 * DAY + HOUR), 'two days ago'),
      message('voicemail', 'NEW', new Date(todayStart.getTime() - 10 * DAY + HOUR), 'ten days ago'),
      message('zoom', 'NEW', new Date(todayStart.getTime() - 40 * DAY), 'before the window'),
    ]);
}

beforeAll(async () => {
  ctx = await createTestContext();
  await addTenant(known);
  await addTenant(empty);
  await seedKnownTenant();
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

async function dashboardOf(email: string, query = '') {
  const response = await (await ctx.signedIn(email)).get(`/api/dashboard${query}`);
  expect(response.statusCode).toBe(200);
  return dashboardSchema.strict().parse(response.json());
}

describe('GET /api/dashboard', () => {
  it("adds up a tenant's messages, pipeline and quotes as worked out by hand", async () => {
    const dashboard = await dashboardOf(known.email);

    expect(dashboard.today).toBe(dayOf(0));
    expect(dashboard.messages).toEqual([
      { day: dayOf(-10), source: 'voicemail', received: 1, unanswered: 1 },
      { day: dayOf(-2), source: 'text', received: 1, unanswered: 1 },
      { day: dayOf(0), source: 'email', received: 2, unanswered: 1 },
    ]);
    expect(dashboard.pipeline).toEqual([
      { stage: 'prospects', customers: 2, revenue: 100.3 },
      { stage: 'contacted', customers: 0, revenue: 0 },
      { stage: 'quoted', customers: 1, revenue: 250.2 },
      { stage: 'active', customers: 1, revenue: 1300 },
    ]);
    expect(dashboard.quotes).toEqual({ sent: 4, accepted: 2 });
    expect(dashboard.latestMessages.map((message) => message.subject)).toEqual([
      'today, read',
      'today, new',
      'two days ago',
      'ten days ago',
      'before the window',
    ]);
    expect(dashboard.setup).toEqual({ hasCatalogs: false, hasCustomers: true, hasMessages: true });
  });

  it('counts days in the asked time zone: a message just after midnight UTC is the day before in Los Angeles', async () => {
    const dashboard = await dashboardOf(known.email, '?timeZone=America/Los_Angeles');
    expect(dashboard.messages).toContainEqual({
      day: dayOf(-1),
      source: 'email',
      received: 2,
      unanswered: 1,
    });
  });

  it('answers a new tenant with zeros and every setup step still to do', async () => {
    const dashboard = await dashboardOf(empty.email);
    expect(dashboard).toMatchObject({
      messages: [],
      quotes: { sent: 0, accepted: 0 },
      latestMessages: [],
      setup: { hasCatalogs: false, hasCustomers: false, hasMessages: false },
    });
    expect(dashboard.pipeline.map((stage) => stage.customers)).toEqual([0, 0, 0, 0]);
  });

  it("keeps to the caller's tenant: another tenant's figures are never added, nor may it be named", async () => {
    const acme = await dashboardOf('owner@acme.test');
    expect(acme.latestMessages.length).toBeGreaterThan(0);
    const acmeId = await ctx.tenantIdOf('owner@acme.test');
    expect(acme.latestMessages.every((message) => message.tenantId === acmeId)).toBe(true);
    expect(acme.latestMessages.map((message) => message.subject)).not.toContain('today, new');

    const staff = await ctx.signedIn(known.email);
    const forbidden = await staff.get(`/api/dashboard?tenantId=${acmeId}`);
    expect(forbidden.statusCode).toBe(403);
  });

  it("lets a super admin read any tenant's dashboard, and answers 404 for a tenant that does not exist", async () => {
    const viaSuper = await dashboardOf('super@quotedesk.test', `?tenantId=${known.tenantId}`);
    expect(viaSuper.quotes).toEqual({ sent: 4, accepted: 2 });
    const superAdmin = await ctx.signedIn('super@quotedesk.test');
    const missing = await superAdmin.get(`/api/dashboard?tenantId=${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Tenant not found' });
  });

  it('refuses an unknown time zone with a 400 naming it, and an anonymous caller with a 401', async () => {
    const browser = await ctx.signedIn(known.email);
    const bad = await browser.get('/api/dashboard?timeZone=Mars/Olympus');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('timeZone must be an IANA time zone');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });
});
