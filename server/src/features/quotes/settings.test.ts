import { QUOTE_FIELD_MESSAGES, quoteDetailSchema, quoteSettingsSchema } from 'shared-api/contract';
import { createTestContext, SETUP_TIMEOUT_MS, type TestContext } from '../../testing/app';
import { testCustomer } from '../../testing/quotes';

let ctx: TestContext;
let bluewaveId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  bluewaveId = await ctx.tenantIdOf('admin@bluewave.test');
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

const url = (tenantId: string) => `/api/tenants/${tenantId}/quote-settings`;
const settings = { taxRatePercent: 8.25, discountPercent: 5, currency: 'EUR', validityDays: 14 };

describe('quote settings', () => {
  it('a tenant admin changes them, and a quote drafted afterwards is priced and dated by them', async () => {
    const admin = await ctx.signedIn('admin@bluewave.test');
    const put = await admin.request({ method: 'PUT', url: url(bluewaveId), payload: settings });
    expect(put.statusCode).toBe(200);
    expect(quoteSettingsSchema.parse(put.json())).toEqual(settings);
    expect((await admin.get(url(bluewaveId))).json()).toEqual(settings);

    const customer = await testCustomer(ctx.db, bluewaveId);
    const drafted = await admin.request({
      method: 'POST',
      url: '/api/quotes',
      payload: { customerId: customer.id, lines: [{ description: 'Audit', unitCost: 200, quantity: 1 }] },
    });
    const quote = quoteDetailSchema.parse(drafted.json());
    // 200, less 5 % (10.00), plus 8.25 % of 190.00 (15.675 → 15.68).
    expect(quote).toMatchObject({
      currency: 'EUR',
      discountPercent: 5,
      discountAmount: 10,
      taxRatePercent: 8.25,
      taxAmount: 15.68,
      total: 205.68,
    });
    const inFourteenDays = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(quote.validUntil).toBe(inFourteenDays);
  });

  it("refuses bad values in the contract's words", async () => {
    const admin = await ctx.signedIn('admin@bluewave.test');
    const cases = [
      [{ taxRatePercent: 100.5 }, `taxRatePercent: ${QUOTE_FIELD_MESSAGES.percentRange}`],
      [{ discountPercent: 2.125 }, `discountPercent: ${QUOTE_FIELD_MESSAGES.percentDecimals}`],
      [{ currency: 'usd' }, `currency: ${QUOTE_FIELD_MESSAGES.currency}`],
      [{ validityDays: 0 }, `validityDays: ${QUOTE_FIELD_MESSAGES.validityRange}`],
    ] as const;
    for (const [change, error] of cases) {
      const response = await admin.request({
        method: 'PUT',
        url: url(bluewaveId),
        payload: { ...settings, ...change },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(error);
    }
  });

  it('only admins change them: a user of the tenant and another tenant’s admin are refused; a super admin may', async () => {
    const acmeId = await ctx.tenantIdOf('owner@acme.test');
    const staff = await ctx.signedIn('staff@acme.test');
    expect((await staff.get(url(acmeId))).statusCode).toBe(200);
    expect((await staff.request({ method: 'PUT', url: url(acmeId), payload: settings })).statusCode).toBe(
      403,
    );
    const otherAdmin = await ctx.signedIn('admin@bluewave.test');
    expect(
      (await otherAdmin.request({ method: 'PUT', url: url(acmeId), payload: settings })).statusCode,
    ).toBe(403);
    const superAdmin = await ctx.signedIn('super@quotedesk.test');
    const byHq = await superAdmin.request({ method: 'PUT', url: url(acmeId), payload: settings });
    expect(byHq.statusCode).toBe(200);
  });
});
