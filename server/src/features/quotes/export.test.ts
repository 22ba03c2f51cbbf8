import { parse } from 'csv-parse/sync';
import { createTestContext, SETUP_TIMEOUT_MS, type TestContext } from '../../testing/app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

describe('GET /api/exports/quotes and /api/exports/contacts', () => {
  it("downloads the tenant's quotes newest first with their customer and totals", async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const response = await browser.get('/api/exports/quotes');
    expect(response.statusCode).toBe(200);
    const rows: Record<string, string>[] = parse(response.body, { bom: true, columns: true });
    const listed = (await browser.get('/api/quotes')).json() as { id: string; total: number }[];
    expect(rows.map((row) => row['QuoteDesk ID']).sort()).toEqual(listed.map((quote) => quote.id).sort());
    const created = rows.map((row) => row.Created ?? '');
    expect(created).toEqual([...created].sort().reverse());
    for (const row of rows) {
      expect(Number(row.Total)).toBe(listed.find((quote) => quote.id === row['QuoteDesk ID'])?.total);
      expect(row.Customer).not.toBe('');
    }
  });

  it("downloads the tenant's contacts with their customer", async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const response = await browser.get('/api/exports/contacts');
    expect(response.statusCode).toBe(200);
    const rows: Record<string, string>[] = parse(response.body, { bom: true, columns: true });
    expect(rows.find((row) => row.Name === 'Dana Whitfield')).toMatchObject({
      Customer: 'Harborview Cafe',
      Primary: 'yes',
    });
    const listed = (await browser.get('/api/contacts')).json() as unknown[];
    expect(rows).toHaveLength(listed.length);
  });
});
