import { parse } from 'csv-parse/sync';
import { createTestContext, SETUP_TIMEOUT_MS, type TestContext } from '../../testing/app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

const rowsOf = (csv: string): Record<string, string>[] => parse(csv, { bom: true, columns: true });

describe('GET /api/exports/messages', () => {
  it('downloads the inbox newest first, as the list filters it, in plain text', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const query = 'source=email&status=ALL&search=e';
    const listed = (await browser.get(`/api/messages?${query}`)).json().messages as { id: string }[];
    const response = await browser.get(`/api/exports/messages?${query}`);
    expect(response.statusCode).toBe(200);
    const rows = rowsOf(response.body);
    expect(rows.map((row) => row['QuoteDesk ID'])).toEqual(listed.map((message) => message.id));
    expect(rows.every((row) => row.Source === 'email')).toBe(true);
    expect(rows.some((row) => /<\w+/.test(row.Text ?? ''))).toBe(false);
    const received = rows.map((row) => row.Received ?? '');
    expect(received).toEqual([...received].sort().reverse());
  });

  it('answers 400 for a format the inbox is not exported as', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const response = await browser.get('/api/exports/messages?format=xlsx');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'format: format must be one of csv' });
  });
});
