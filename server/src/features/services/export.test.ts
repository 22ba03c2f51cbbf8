import { parse } from 'csv-parse/sync';
import { createTestContext, SETUP_TIMEOUT_MS, type TestContext } from '../../testing/app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

async function firstCatalogOf(email: string) {
  const browser = await ctx.signedIn(email);
  const [catalog] = (await browser.get('/api/catalogs')).json();
  return { browser, catalog: catalog as { id: string; name: string } };
}

describe('GET /api/exports/catalogs/:id/services', () => {
  it("downloads a catalog's services by name with their phrases, as the list has them", async () => {
    const { browser, catalog } = await firstCatalogOf('owner@acme.test');
    const created = await browser.request({
      method: 'POST',
      url: '/api/services',
      payload: {
        catalogId: catalog.id,
        name: 'Aaa export check',
        unitCost: 99.5,
        unit: 'visit',
        aliases: ['+ urgent callout', 'after hours'],
      },
    });
    expect(created.statusCode).toBe(201);

    const response = await browser.get(`/api/exports/catalogs/${catalog.id}/services`);
    expect(response.statusCode).toBe(200);
    const rows: Record<string, string>[] = parse(response.body, { bom: true, columns: true });
    const listed = (await browser.get(`/api/services?catalogId=${catalog.id}`)).json();
    expect(rows.map((row) => row['Service Name'])).toEqual(
      listed.map((service: { name: string }) => service.name),
    );
    expect(rows.find((row) => row['Service Name'] === 'Aaa export check')).toEqual({
      'Service Name': 'Aaa export check',
      Description: '',
      Unit: 'visit',
      'Unit Cost': '99.5',
      // The phrase list begins with '+': the whole cell is neutralised.
      'Also Known As': "'+ urgent callout; after hours",
      'QuoteDesk ID': created.json().id,
    });
  });

  it("answers 404 for another tenant's catalog", async () => {
    const { catalog } = await firstCatalogOf('admin@bluewave.test');
    const acme = await ctx.signedIn('owner@acme.test');
    expect((await acme.get(`/api/exports/catalogs/${catalog.id}/services`)).statusCode).toBe(404);
  });
});
