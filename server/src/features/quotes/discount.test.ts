import { eq } from 'drizzle-orm';
import { QUOTE_FIELD_MESSAGES, quoteDetailSchema } from 'shared-api/contract';
import { tenants } from '../../db/schema';
import { createTestContext, SETUP_TIMEOUT_MS, type TestBrowser, type TestContext } from '../../testing/app';
import { pdfText } from '../../testing/pdf-text';
import { testCustomer } from '../../testing/quotes';

let ctx: TestContext;
let acmeId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  acmeId = await ctx.tenantIdOf('owner@acme.test');
  // The tenant's default: 5 % off every new quote.
  await ctx.db.update(tenants).set({ quoteDiscountPercent: '5.00' }).where(eq(tenants.id, acmeId));
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

const LINES = [{ description: 'Repipe bathroom', unitCost: 1999.99, quantity: 1 }];

async function draft(staff: TestBrowser, discount: object = {}) {
  const customer = await testCustomer(ctx.db, acmeId);
  const response = await staff.request({
    method: 'POST',
    url: '/api/quotes',
    payload: { customerId: customer.id, lines: LINES, ...discount },
  });
  expect(response.statusCode).toBe(201);
  return quoteDetailSchema.parse(response.json());
}

const edit = (staff: TestBrowser, id: string, body: object) =>
  staff.request({ method: 'PUT', url: `/api/quotes/${id}`, payload: { lines: LINES, ...body } });

describe('a quote’s own discount', () => {
  it("starts as the tenant's default, unless the draft names one or none", async () => {
    const staff = await ctx.signedIn('staff@acme.test');
    expect(await draft(staff)).toMatchObject({ discountPercent: 5, discountAmount: 100, total: 1899.99 });
    // 12.5 % of 1999.99 is 249.99875: 250.00 off, rounded half up to the cent.
    expect(await draft(staff, { discountPercent: 12.5 })).toMatchObject({
      discountPercent: 12.5,
      discountAmount: 250,
      total: 1749.99,
    });
    expect(await draft(staff, { discountPercent: null })).toMatchObject({
      discountPercent: null,
      discountAmount: 0,
      total: 1999.99,
    });
  });

  it('changes with an edit (kept when left out, none when null), and bad values are refused in the rules’ words', async () => {
    const staff = await ctx.signedIn('staff@acme.test');
    const quote = await draft(staff);
    expect((await edit(staff, quote.id, { discountPercent: 20 })).json()).toMatchObject({
      discountPercent: 20,
      discountAmount: 400,
      total: 1599.99,
    });
    expect((await edit(staff, quote.id, {})).json()).toMatchObject({ discountPercent: 20 });
    expect((await edit(staff, quote.id, { discountPercent: null })).json()).toMatchObject({
      discountPercent: null,
      total: 1999.99,
    });
    for (const [discountPercent, message] of [
      [100.01, QUOTE_FIELD_MESSAGES.percentRange],
      [-1, QUOTE_FIELD_MESSAGES.percentRange],
      [2.555, QUOTE_FIELD_MESSAGES.percentDecimals],
    ] as const) {
      const refused = await edit(staff, quote.id, { discountPercent });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(`discountPercent: ${message}`);
    }
  });

  it('shows on the public page and in both PDFs', async () => {
    const staff = await ctx.signedIn('staff@acme.test');
    const quote = await draft(staff, { discountPercent: 20 });
    const sent = await staff.request({ method: 'POST', url: `/api/quotes/${quote.id}/send`, payload: {} });
    const token = new URL(sent.json().publicUrl).pathname.replace('/q/', '');
    const page = await ctx.app.inject({ method: 'GET', url: `/q/${token}` });
    expect(page.body).toMatch(/Discount \(20%\)<\/td><td class="n">-\$400\.00/);
    expect(page.body).toContain('$1,599.99');
    for (const url of [`/api/quotes/${quote.id}/pdf`, `/api/public/quotes/${token}/pdf`]) {
      const pdf = await staff.get(url);
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain('Discount (20%)');
      expect(text).toContain('-$400.00');
      expect(text).toContain('$1,599.99');
    }
  });
});
