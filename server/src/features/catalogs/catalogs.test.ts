import { eq } from 'drizzle-orm';
import { catalogSchema, serviceSchema } from 'shared-api/contract';
import { z } from 'zod';
import { catalogs, services } from '../../db/schema';
import { createTestContext, SETUP_TIMEOUT_MS, type TestBrowser, type TestContext } from '../../testing/app';

let ctx: TestContext;
let acmeId: string;
let bluewaveId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  acmeId = await ctx.tenantIdOf('owner@acme.test');
  bluewaveId = await ctx.tenantIdOf('admin@bluewave.test');
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

const catalogList = z.array(catalogSchema.strict());
const strictCatalog = catalogSchema.strict();

async function newCatalog(browser: TestBrowser, name: string, description?: string | null) {
  const response = await browser.request({
    method: 'POST',
    url: '/api/catalogs',
    payload: { name, description },
  });
  expect(response.statusCode).toBe(201);
  return strictCatalog.parse(response.json());
}

async function addService(browser: TestBrowser, catalogId: string, name: string, unitCost: number) {
  const response = await browser.request({
    method: 'POST',
    url: '/api/services',
    payload: { catalogId, name, unit: 'each', unitCost },
  });
  expect(response.statusCode).toBe(201);
  return serviceSchema.parse(response.json());
}

async function listOf(browser: TestBrowser, query = '') {
  const response = await browser.get(`/api/catalogs${query}`);
  expect(response.statusCode).toBe(200);
  return catalogList.parse(response.json());
}

describe('GET /api/catalogs', () => {
  it("lists the tenant's seeded catalogs by name with counts and cost figures from their services", async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const list = await listOf(browser, `?tenantId=${acmeId}`);

    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.every((catalog) => catalog.tenantId === acmeId)).toBe(true);
    const names = list.map((catalog) => catalog.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    for (const catalog of list) {
      const rows = await ctx.db
        .select({ unitCost: services.unitCost })
        .from(services)
        .where(eq(services.catalogId, catalog.id));
      const cents = rows.map((row) => Math.round(Number(row.unitCost) * 100));
      expect(catalog.serviceCount).toBe(rows.length);
      expect(catalog.minCost).toBe(Math.min(...cents) / 100);
      expect(catalog.maxCost).toBe(Math.max(...cents) / 100);
      const sum = cents.reduce((total, value) => total + value, 0);
      expect(catalog.avgCost).toBe(Math.round(sum / rows.length) / 100);
    }
  });

  it('defaults to the session tenant and never shows another tenant', async () => {
    const browser = await ctx.signedIn('admin@bluewave.test');
    const list = await listOf(browser);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((catalog) => catalog.tenantId === bluewaveId)).toBe(true);
  });

  it('computes the figures exactly to the cent, and null figures for an empty catalog', async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const catalog = await newCatalog(browser, 'Cents exactness');
    expect(catalog).toMatchObject({ serviceCount: 0, avgCost: null, minCost: null, maxCost: null });

    await addService(browser, catalog.id, 'A', 0.1);
    await addService(browser, catalog.id, 'B', 0.2);
    await addService(browser, catalog.id, 'C', 1234567.01);
    const found = (await listOf(browser)).find((row) => row.id === catalog.id);
    // (0.10 + 0.20 + 1,234,567.01) / 3 = 411,522.4366… → 411,522.44
    expect(found).toMatchObject({ serviceCount: 3, minCost: 0.1, maxCost: 1234567.01, avgCost: 411522.44 });
  });

  it('refuses another tenant to a TENANT_ADMIN and serves it to a SUPER_ADMIN', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    expect((await owner.get(`/api/catalogs?tenantId=${bluewaveId}`)).statusCode).toBe(403);

    const superAdmin = await ctx.signedIn('super@quotedesk.test');
    const list = await listOf(superAdmin, `?tenantId=${bluewaveId}`);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((catalog) => catalog.tenantId === bluewaveId)).toBe(true);
  });

  it('answers 400 for a tenant id that is not one, and 401 when not signed in', async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const response = await browser.get('/api/catalogs?tenantId=42');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('tenantId');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/catalogs' })).statusCode).toBe(401);
  });
});

describe('POST /api/catalogs', () => {
  it('creates a catalog for the session tenant, trimming the name and description', async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const created = await newCatalog(browser, '  Water heaters  ', '  Tank and tankless  ');
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Water heaters',
      description: 'Tank and tankless',
      tenantId: acmeId,
      serviceCount: 0,
      avgCost: null,
      minCost: null,
      maxCost: null,
    });
    expect((await listOf(browser)).map((catalog) => catalog.id)).toContain(created.id);
  });

  it('lets a USER create catalogs (catalogs are not role-restricted)', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const created = await newCatalog(browser, 'Made by staff', '   ');
    expect(created.description).toBeNull();
    expect(created.tenantId).toBe(acmeId);
  });

  it.each([
    ['a blank name', { name: '' }],
    ['a whitespace name', { name: '   ' }],
    ['no name', { description: 'x' }],
    ['a name that is not text', { name: 42 }],
  ])('answers 400 for %s', async (_case, payload) => {
    const browser = await ctx.signedIn('owner@acme.test');
    const response = await browser.request({ method: 'POST', url: '/api/catalogs', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('name');
  });

  it("answers 403 for another tenant's id, unless the caller is a SUPER_ADMIN", async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const refused = await owner.request({
      method: 'POST',
      url: '/api/catalogs',
      payload: { name: 'Sneaky', tenantId: bluewaveId },
    });
    expect(refused.statusCode).toBe(403);

    const superAdmin = await ctx.signedIn('super@quotedesk.test');
    const response = await superAdmin.request({
      method: 'POST',
      url: '/api/catalogs',
      payload: { name: 'Set up by support', tenantId: bluewaveId },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().tenantId).toBe(bluewaveId);
  });

  it('needs the XSRF header', async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const response = await browser.request({
      method: 'POST',
      url: '/api/catalogs',
      payload: { name: 'No token' },
      xsrf: false,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('PUT /api/catalogs/{id}', () => {
  const put = (browser: TestBrowser, id: string, payload: object, xsrf = true) =>
    browser.request({ method: 'PUT', url: `/api/catalogs/${id}`, payload, xsrf });

  it('renames a catalog, trimming, and answers it with its figures', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const catalog = await newCatalog(browser, 'Old name', 'Old description');
    await addService(browser, catalog.id, 'Kept', 12.5);

    const response = await put(browser, catalog.id, { name: '  New name ', description: '  Now this  ' });
    expect(response.statusCode).toBe(200);
    expect(strictCatalog.parse(response.json())).toEqual({
      ...catalog,
      name: 'New name',
      description: 'Now this',
      serviceCount: 1,
      avgCost: 12.5,
      minCost: 12.5,
      maxCost: 12.5,
    });
    expect((await listOf(browser)).find((row) => row.id === catalog.id)?.name).toBe('New name');

    const cleared = await put(browser, catalog.id, { name: 'New name', description: '  ' });
    expect(cleared.json().description).toBeNull();
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name: Please enter a catalog name'],
    ['no name', { description: 'x' }, 'name is required'],
    ['a name too long', { name: 'n'.repeat(201) }, 'name: Name can have at most 200 characters'],
    [
      'a description too long',
      { name: 'Fine', description: 'd'.repeat(2001) },
      'description: Description can have at most 2000 characters',
    ],
  ])('answers 400 for %s, naming the field, and changes nothing', async (_case, payload, error) => {
    const browser = await ctx.signedIn('owner@acme.test');
    const catalog = await newCatalog(browser, 'Stays put');
    const response = await put(browser, catalog.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
    expect((await listOf(browser)).find((row) => row.id === catalog.id)?.name).toBe('Stays put');
  });

  it("answers 404 for another tenant's catalog and leaves it alone; a SUPER_ADMIN may rename it", async () => {
    const bluewave = await ctx.signedIn('admin@bluewave.test');
    const theirs = await newCatalog(bluewave, 'Bluewave named');
    const owner = await ctx.signedIn('owner@acme.test');
    expect((await put(owner, theirs.id, { name: 'Taken over' })).statusCode).toBe(404);
    expect((await listOf(bluewave)).find((row) => row.id === theirs.id)?.name).toBe('Bluewave named');

    const superAdmin = await ctx.signedIn('super@quotedesk.test');
    const renamed = await put(superAdmin, theirs.id, { name: 'Renamed by support' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Renamed by support', tenantId: bluewaveId });
  });

  it('answers 404 for an unknown id, 400 for an id that is not one, and 403 without the XSRF header', async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    expect((await put(browser, '00000000-0000-4000-8000-000000000000', { name: 'X' })).statusCode).toBe(404);
    expect((await put(browser, 'nope', { name: 'X' })).statusCode).toBe(400);
    const catalog = await newCatalog(browser, 'Guarded');
    expect((await put(browser, catalog.id, { name: 'No token' }, false)).statusCode).toBe(403);
  });
});

describe('DELETE /api/catalogs/{id}', () => {
  it('deletes the catalog and its services together', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const catalog = await newCatalog(browser, 'Short-lived');
    const service = await addService(browser, catalog.id, 'Gone soon', 10);

    const response = await browser.request({ method: 'DELETE', url: `/api/catalogs/${catalog.id}` });
    expect(response.statusCode).toBe(204);
    expect(await ctx.db.select().from(catalogs).where(eq(catalogs.id, catalog.id))).toEqual([]);
    expect(await ctx.db.select().from(services).where(eq(services.id, service.id))).toEqual([]);
    expect((await listOf(browser)).map((row) => row.id)).not.toContain(catalog.id);
    expect((await browser.get(`/api/services?catalogId=${catalog.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another tenant's catalog and leaves it and its services alone", async () => {
    const bluewave = await ctx.signedIn('admin@bluewave.test');
    const theirs = await newCatalog(bluewave, 'Bluewave only');
    await addService(bluewave, theirs.id, 'Theirs', 99.99);

    const owner = await ctx.signedIn('owner@acme.test');
    const response = await owner.request({ method: 'DELETE', url: `/api/catalogs/${theirs.id}` });
    expect(response.statusCode).toBe(404);
    const still = (await listOf(bluewave)).find((row) => row.id === theirs.id);
    expect(still).toMatchObject({ serviceCount: 1, avgCost: 99.99 });
  });

  it('answers 404 for an unknown id and 400 for an id that is not one', async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const unknown = await browser.request({
      method: 'DELETE',
      url: '/api/catalogs/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await browser.request({ method: 'DELETE', url: '/api/catalogs/nope' })).statusCode).toBe(400);
  });
});
