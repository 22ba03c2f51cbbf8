import { customerSchema } from 'shared-api/contract';
import { z } from 'zod';
import { createTestContext, SETUP_TIMEOUT_MS, type TestContext } from '../../testing/app';

let ctx: TestContext;
let acmeId: string;
let bluewaveId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  acmeId = await ctx.tenantIdOf('owner@acme.test');
  bluewaveId = await ctx.tenantIdOf('admin@bluewave.test');
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

const customerList = z.object({ customers: z.array(customerSchema.strict()) }).strict();
const customerPage = z.object({
  customers: z.array(customerSchema.strict()),
  total: z.number(),
  nextCursor: z.string().nullable(),
});

describe('GET /api/customers', () => {
  it('lists the whole tenant in the spec shape, by name, when no limit is asked', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const response = await browser.get(`/api/customers?tenantId=${acmeId}`);

    expect(response.statusCode).toBe(200);
    const { customers } = customerList.parse(response.json());
    expect(customers.length).toBeGreaterThan(5);
    expect(customers.every((customer) => customer.tenantId === acmeId)).toBe(true);
    // The database's collation decides ties of case and punctuation; initials must still ascend.
    const initials = customers.map((customer) => customer.name.charAt(0).toLowerCase());
    expect(initials).toEqual([...initials].sort());
  });

  it('defaults to the session tenant', async () => {
    const browser = await ctx.signedIn('admin@bluewave.test');
    const { customers } = customerList.parse((await browser.get('/api/customers')).json());
    expect(customers.every((customer) => customer.tenantId === bluewaveId)).toBe(true);
  });

  it('pages through the same list with limit and cursor, with the total count', async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const whole = customerList.parse((await browser.get('/api/customers')).json()).customers;

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
    ['tenantId=42', 'tenantId'],
  ])('answers 400 naming the bad parameter for %s', async (query, field) => {
    const browser = await ctx.signedIn('owner@acme.test');
    const response = await browser.get(`/api/customers?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(field);
  });

  it('answers 401 when not signed in', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/customers' })).statusCode).toBe(401);
  });
});
