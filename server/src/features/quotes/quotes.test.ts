import { eq } from 'drizzle-orm';
import { quoteSchema } from 'shared-api/contract';
import { z } from 'zod';
import { quotes } from '../../db/schema';
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

describe('GET /api/quotes', () => {
  it("answers the tenant's quotes as an array, narrowed by customer on request", async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const response = await browser.get(`/api/quotes?tenantId=${acmeId}`);
    expect(response.statusCode).toBe(200);
    const list = z.array(quoteSchema.strict());
    const all = list.parse(response.json());
    const acmeQuoteIds = (
      await ctx.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.tenantId, acmeId))
    ).map((row) => row.id);
    expect(all.map((quote) => quote.id).sort()).toEqual([...acmeQuoteIds].sort());

    const customerId = all[0]?.customerId as string;
    const narrowed = list.parse((await browser.get(`/api/quotes?customerId=${customerId}`)).json());
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.every((quote) => quote.customerId === customerId)).toBe(true);
    const fromDb = await ctx.db
      .select({ id: quotes.id })
      .from(quotes)
      .where(eq(quotes.customerId, customerId));
    expect(narrowed).toHaveLength(fromDb.length);
  });

  it('refuses another tenant and an anonymous caller', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    expect((await browser.get(`/api/quotes?tenantId=${bluewaveId}`)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/quotes' })).statusCode).toBe(401);
  });
});
