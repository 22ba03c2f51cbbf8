import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { createTestContext, SETUP_TIMEOUT_MS, TestBrowser, type TestContext } from '../../testing/app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

const rowsOf = (csv: string): Record<string, string>[] => parse(csv, { bom: true, columns: true });

describe('GET /api/exports/customers', () => {
  it("downloads the tenant's customers as CSV by name, formula-looking cells neutralised", async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const added = await browser.request({
      method: 'POST',
      url: '/api/customers',
      payload: { name: '=cmd|calc Exporters', email: 'export@client.test', status: 'LEAD' },
    });
    expect(added.statusCode).toBe(201);

    const response = await browser.get('/api/exports/customers');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = rowsOf(response.body);
    expect(rows.find((row) => row.Email === 'export@client.test')).toMatchObject({
      Name: "'=cmd|calc Exporters",
      Status: 'LEAD',
    });
    expect(rows.find((row) => row.Name === 'Harborview Cafe')).toBeDefined();
    const names = rows.map((row) => row.Name);
    expect(names.length).toBeGreaterThan(5);
    // Every row is Acme's: Bluewave's customers are not in its export.
    const bluewave = rowsOf(
      (await (await ctx.signedIn('admin@bluewave.test')).get('/api/exports/customers')).body,
    );
    const bluewaveIds = new Set(bluewave.map((row) => row['QuoteDesk ID']));
    expect(rows.some((row) => bluewaveIds.has(row['QuoteDesk ID']))).toBe(false);
  });

  it('exports what the list shows under its filters: statuses and a search', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const listed = (await browser.get('/api/customers?status=ACTIVE,QUOTED&search=a&limit=200')).json();
    const exported = rowsOf((await browser.get('/api/exports/customers?status=ACTIVE,QUOTED&search=a')).body);
    expect(exported.map((row) => row['QuoteDesk ID']).sort()).toEqual(
      listed.customers.map((customer: { id: string }) => customer.id).sort(),
    );
    expect(exported.every((row) => ['ACTIVE', 'QUOTED'].includes(row.Status ?? ''))).toBe(true);
  });

  it('downloads a workbook when asked for .xlsx', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const response = await browser.get('/api/exports/customers?format=xlsx&status=ACTIVE');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(response.rawPayload));
    const sheet = workbook.getWorksheet('Customers');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Name');
    expect(sheet?.getRow(2).getCell(2).value).toBe('ACTIVE');
  });

  it('answers 400 with the reason for an unknown format or status, and 401 without a session', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const format = await browser.get('/api/exports/customers?format=pdf');
    expect(format.statusCode).toBe(400);
    expect(format.json()).toEqual({ error: 'format: format must be one of csv, xlsx' });
    expect((await browser.get('/api/exports/customers?status=SOLD')).statusCode).toBe(400);
    expect((await new TestBrowser(ctx.app).get('/api/exports/customers')).statusCode).toBe(401);
  });
});
