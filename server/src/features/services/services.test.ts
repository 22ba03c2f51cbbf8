import { asc, eq } from 'drizzle-orm';
import { catalogSchema, serviceSchema } from 'shared-api/contract';
import { z } from 'zod';
import { serviceAliases, services } from '../../db/schema';
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

const strictService = serviceSchema.strict();
const serviceList = z.array(strictService);

async function newCatalog(browser: TestBrowser, name: string) {
  const response = await browser.request({ method: 'POST', url: '/api/catalogs', payload: { name } });
  expect(response.statusCode).toBe(201);
  return catalogSchema.parse(response.json());
}

function post(browser: TestBrowser, payload: Record<string, unknown>) {
  return browser.request({ method: 'POST', url: '/api/services', payload });
}

function put(browser: TestBrowser, id: string, payload: Record<string, unknown>) {
  return browser.request({ method: 'PUT', url: `/api/services/${id}`, payload });
}

async function servicesOf(browser: TestBrowser, query: string) {
  const response = await browser.get(`/api/services?${query}`);
  expect(response.statusCode).toBe(200);
  return serviceList.parse(response.json());
}

async function storedCost(id: string) {
  const [row] = await ctx.db
    .select({ unitCost: services.unitCost })
    .from(services)
    .where(eq(services.id, id));
  return row?.unitCost;
}

describe('GET /api/services', () => {
  it("lists a catalog's services by name", async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const [catalog] = (await browser.get(`/api/catalogs?tenantId=${acmeId}`)).json();
    const list = await servicesOf(browser, `catalogId=${catalog.id}`);

    expect(list).toHaveLength(catalog.serviceCount);
    expect(list.every((service) => service.catalogId === catalog.id)).toBe(true);
    const names = list.map((service) => service.name.charAt(0).toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(list.every((service) => Number.isFinite(service.unitCost) && service.unitCost >= 0)).toBe(true);
  });

  it("lists every service of the tenant's catalogs when no catalog is named", async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const catalogs = z.array(catalogSchema).parse((await browser.get('/api/catalogs')).json());
    const catalogIds = new Set(catalogs.map((catalog) => catalog.id));
    const list = await servicesOf(browser, `tenantId=${acmeId}`);

    expect(list).toHaveLength(catalogs.reduce((total, catalog) => total + catalog.serviceCount, 0));
    expect(list.every((service) => catalogIds.has(service.catalogId))).toBe(true);
  });

  it("answers 404 for another tenant's catalog and 403 for another tenant's id", async () => {
    const bluewave = await ctx.signedIn('admin@bluewave.test');
    const [theirs] = (await bluewave.get('/api/catalogs')).json();
    const owner = await ctx.signedIn('owner@acme.test');
    expect((await owner.get(`/api/services?catalogId=${theirs.id}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/services?tenantId=${bluewaveId}`)).statusCode).toBe(403);

    const superAdmin = await ctx.signedIn('super@quotedesk.test');
    expect((await superAdmin.get(`/api/services?catalogId=${theirs.id}`)).statusCode).toBe(200);
  });

  it('answers 400 for a catalog id that is not one and 401 when not signed in', async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const response = await browser.get('/api/services?catalogId=abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('catalogId');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/services' })).statusCode).toBe(401);
  });
});

describe('POST /api/services', () => {
  it('creates a service, trimmed, with the cost stored exactly', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const catalog = await newCatalog(browser, 'Create services');
    const response = await post(browser, {
      catalogId: catalog.id,
      name: '  Leak detection ',
      description: ' Acoustic and thermal ',
      unit: ' per visit ',
      unitCost: 189.99,
    });

    expect(response.statusCode).toBe(201);
    const created = strictService.parse(response.json());
    expect(created).toEqual({
      id: expect.any(String),
      catalogId: catalog.id,
      name: 'Leak detection',
      description: 'Acoustic and thermal',
      unit: 'per visit',
      unitCost: 189.99,
      aliases: [],
    });
    expect(await storedCost(created.id)).toBe('189.99');
    expect(await servicesOf(browser, `catalogId=${catalog.id}`)).toEqual([created]);
  });

  it('stores blank optional fields as null and the smallest cost, a cent, as 0.01', async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const catalog = await newCatalog(browser, 'Optional fields');
    const response = await post(browser, {
      catalogId: catalog.id,
      name: 'Nearly free visit',
      description: ' ',
      unitCost: 0.01,
    });
    expect(response.statusCode).toBe(201);
    const created = strictService.parse(response.json());
    expect(created).toMatchObject({ description: null, unit: null, unitCost: 0.01 });
    expect(await storedCost(created.id)).toBe('0.01');
  });

  it('keeps large costs to the cent', async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const catalog = await newCatalog(browser, 'Large costs');
    const response = await post(browser, { catalogId: catalog.id, name: 'Big job', unitCost: 9999999999.99 });
    expect(response.statusCode).toBe(201);
    expect(response.json().unitCost).toBe(9999999999.99);
    expect(await storedCost(response.json().id)).toBe('9999999999.99');
  });

  it.each([
    ['a negative cost', { unitCost: -0.01 }, 'unitCost: Unit cost must be greater than 0'],
    ['a zero cost', { unitCost: 0 }, 'unitCost: Unit cost must be greater than 0'],
    ['a non-numeric cost', { unitCost: 'abc' }, 'unitCost'],
    ['a numeric text cost', { unitCost: '12.50' }, 'unitCost'],
    ['a NaN cost (null in JSON)', { unitCost: Number.NaN }, 'unitCost'],
    ['a missing cost', { unitCost: undefined }, 'unitCost'],
    ['fractions of a cent', { unitCost: 1.005 }, 'unitCost: Unit cost can have at most 2 decimals'],
    [
      'a cost the column cannot hold',
      { unitCost: 1e10 },
      'unitCost: Unit cost can be at most 9,999,999,999.99',
    ],
    ['a name too long', { name: 'n'.repeat(201) }, 'name: Name can have at most 200 characters'],
    ['a unit too long', { unit: 'u'.repeat(101) }, 'unit: Unit can have at most 100 characters'],
    ['a description too long', { description: 'd'.repeat(2001) }, 'description: Description can have'],
    ['a blank name', { name: '' }, 'name'],
    ['a whitespace name', { name: '  \t ' }, 'name'],
    ['a catalog id that is not one', { catalogId: 'x' }, 'catalogId'],
  ])('answers 400 for %s', async (_case, override, field) => {
    const browser = await ctx.signedIn('owner@acme.test');
    const [catalog] = (await browser.get('/api/catalogs')).json();
    const response = await post(browser, {
      catalogId: catalog.id,
      name: 'Valid name',
      unitCost: 10,
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(field);
  });

  it('answers 404 when the catalog belongs to another tenant, and creates nothing', async () => {
    const bluewave = await ctx.signedIn('admin@bluewave.test');
    const theirs = await newCatalog(bluewave, 'Not for Acme');
    const owner = await ctx.signedIn('owner@acme.test');
    const response = await post(owner, { catalogId: theirs.id, name: 'Intruder', unitCost: 1 });
    expect(response.statusCode).toBe(404);
    expect(await servicesOf(bluewave, `catalogId=${theirs.id}`)).toEqual([]);
  });
});

describe('PUT /api/services/{id}', () => {
  it('updates every field and moves the service to another catalog of the tenant', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const first = await newCatalog(browser, 'Move from');
    const second = await newCatalog(browser, 'Move to');
    const created = (await post(browser, { catalogId: first.id, name: 'Old', unitCost: 5 })).json();

    const response = await put(browser, created.id, {
      catalogId: second.id,
      name: 'New',
      description: 'Now described',
      unit: 'per hour',
      unitCost: 75.5,
    });
    expect(response.statusCode).toBe(200);
    expect(strictService.parse(response.json())).toEqual({
      id: created.id,
      catalogId: second.id,
      name: 'New',
      description: 'Now described',
      unit: 'per hour',
      unitCost: 75.5,
      aliases: [],
    });
    expect(await storedCost(created.id)).toBe('75.50');
    expect(await servicesOf(browser, `catalogId=${first.id}`)).toEqual([]);
    const catalogs = z.array(catalogSchema).parse((await browser.get('/api/catalogs')).json());
    expect(catalogs.find((catalog) => catalog.id === second.id)).toMatchObject({
      serviceCount: 1,
      avgCost: 75.5,
    });
  });

  it.each([
    ['a negative cost', { unitCost: -1 }],
    ['a non-numeric cost', { unitCost: 'ten' }],
    ['a whitespace name', { name: '   ' }],
  ])('answers 400 for %s and leaves the service as it was', async (_case, override) => {
    const browser = await ctx.signedIn('owner@acme.test');
    const catalog = await newCatalog(browser, 'Bad updates');
    const created = (await post(browser, { catalogId: catalog.id, name: 'Stable', unitCost: 12.34 })).json();
    const response = await put(browser, created.id, {
      catalogId: catalog.id,
      name: 'Stable',
      unitCost: 12.34,
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(await storedCost(created.id)).toBe('12.34');
  });

  it("answers 404 for another tenant's service, and for pointing a service at another tenant's catalog", async () => {
    const bluewave = await ctx.signedIn('admin@bluewave.test');
    const theirCatalog = await newCatalog(bluewave, 'Bluewave services');
    const theirService = (
      await post(bluewave, { catalogId: theirCatalog.id, name: 'Theirs', unitCost: 3 })
    ).json();

    const owner = await ctx.signedIn('owner@acme.test');
    const ourCatalog = await newCatalog(owner, 'Acme services');
    const ourService = (await post(owner, { catalogId: ourCatalog.id, name: 'Ours', unitCost: 4 })).json();

    const hijack = await put(owner, theirService.id, {
      catalogId: ourCatalog.id,
      name: 'Taken',
      unitCost: 1,
    });
    expect(hijack.statusCode).toBe(404);
    const smuggle = await put(owner, ourService.id, {
      catalogId: theirCatalog.id,
      name: 'Moved',
      unitCost: 4,
    });
    expect(smuggle.statusCode).toBe(404);

    expect(await servicesOf(bluewave, `catalogId=${theirCatalog.id}`)).toEqual([
      {
        id: theirService.id,
        catalogId: theirCatalog.id,
        name: 'Theirs',
        description: null,
        unit: null,
        unitCost: 3,
        aliases: [],
      },
    ]);
    expect((await servicesOf(owner, `catalogId=${ourCatalog.id}`)).map((service) => service.name)).toEqual([
      'Ours',
    ]);
  });
});

describe('DELETE /api/services/{id}', () => {
  it('deletes the service and the catalog figures follow', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const catalog = await newCatalog(browser, 'Delete services');
    const keep = (await post(browser, { catalogId: catalog.id, name: 'Keep', unitCost: 10 })).json();
    const drop = (await post(browser, { catalogId: catalog.id, name: 'Drop', unitCost: 30 })).json();

    const response = await browser.request({ method: 'DELETE', url: `/api/services/${drop.id}` });
    expect(response.statusCode).toBe(204);
    expect((await servicesOf(browser, `catalogId=${catalog.id}`)).map((service) => service.id)).toEqual([
      keep.id,
    ]);
    const catalogs = z.array(catalogSchema).parse((await browser.get('/api/catalogs')).json());
    expect(catalogs.find((row) => row.id === catalog.id)).toMatchObject({
      serviceCount: 1,
      avgCost: 10,
      minCost: 10,
      maxCost: 10,
    });
    const again = await browser.request({ method: 'DELETE', url: `/api/services/${drop.id}` });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another tenant's service and keeps it", async () => {
    const bluewave = await ctx.signedIn('admin@bluewave.test');
    const catalog = await newCatalog(bluewave, 'Protected');
    const theirs = (await post(bluewave, { catalogId: catalog.id, name: 'Safe', unitCost: 1 })).json();

    const owner = await ctx.signedIn('owner@acme.test');
    expect((await owner.request({ method: 'DELETE', url: `/api/services/${theirs.id}` })).statusCode).toBe(
      404,
    );
    expect(await storedCost(theirs.id)).toBe('1.00');
  });
});

describe('"Also known as" phrases', () => {
  async function storedAliases(serviceId: string) {
    return ctx.db
      .select({
        phrase: serviceAliases.phrase,
        source: serviceAliases.source,
        createdBy: serviceAliases.createdBy,
      })
      .from(serviceAliases)
      .where(eq(serviceAliases.serviceId, serviceId))
      .orderBy(asc(serviceAliases.createdAt), asc(serviceAliases.id));
  }

  async function serviceWith(browser: TestBrowser, aliases: string[], catalogName = 'Aliases') {
    const catalog = await newCatalog(browser, catalogName);
    const response = await post(browser, {
      catalogId: catalog.id,
      name: 'Faucet repair',
      unitCost: 90,
      aliases,
    });
    expect(response.statusCode).toBe(201);
    return { catalog, service: strictService.parse(response.json()) };
  }

  it('are stored with a new service, normalised, in the order given, as typed in the catalog by the user', async () => {
    const staff = await ctx.signedIn('staff@acme.test');
    const { catalog, service } = await serviceWith(staff, ['  leaky   tap ', 'Dripping faucet', 'tap drips']);

    expect(service.aliases).toEqual(['leaky tap', 'Dripping faucet', 'tap drips']);
    expect(await servicesOf(staff, `catalogId=${catalog.id}`)).toEqual([service]);
    const tenantList = await servicesOf(staff, `tenantId=${acmeId}`);
    expect(tenantList.find((listed) => listed.id === service.id)?.aliases).toEqual(service.aliases);
    const staffId = await ctx.userIdOf('staff@acme.test');
    expect(await storedAliases(service.id)).toEqual(
      service.aliases.map((phrase) => ({ phrase, source: 'catalog', createdBy: staffId })),
    );
  });

  it.each([
    [
      'more than 20 phrases',
      Array.from({ length: 21 }, (_, i) => `phrase ${i}`),
      'aliases: at most 20 phrases per service',
    ],
    [
      'the same phrase twice, whatever the case',
      ['Leaky tap', 'leaky  TAP'],
      'aliases: "leaky TAP" is listed twice',
    ],
    [
      'a phrase of one character',
      ['ok', ' x '],
      'aliases: "x" is too short: phrases have 2 to 80 characters',
    ],
    ['a blank phrase', ['   '], 'aliases: "" is too short: phrases have 2 to 80 characters'],
    ['a phrase of 81 characters', ['a'.repeat(81)], 'is too long: phrases have 2 to 80 characters'],
    ['a phrase of 201 characters', ['a'.repeat(201)], 'is too long: phrases have 2 to 80 characters'],
    ['a list that is not one', 'leaky tap', 'aliases: must be a list of phrases'],
  ])('answer 400 for %s, and nothing is created', async (_case, aliases, message) => {
    const owner = await ctx.signedIn('owner@acme.test');
    const catalog = await newCatalog(owner, `Refused aliases ${_case}`);
    const response = await post(owner, { catalogId: catalog.id, name: 'Refused', unitCost: 1, aliases });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
    expect(await servicesOf(owner, `catalogId=${catalog.id}`)).toEqual([]);
  });

  it('accept exactly 20 phrases of 2 and 80 characters', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const phrases = [...Array.from({ length: 18 }, (_, i) => `phrase ${i}`), 'ab', 'b'.repeat(80)];
    const { service } = await serviceWith(owner, phrases, 'Twenty aliases');
    expect(service.aliases).toEqual(phrases);
  });

  it('are kept when an update omits them', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const { catalog, service } = await serviceWith(owner, ['leaky tap', 'dripping faucet'], 'Kept aliases');
    const response = await put(owner, service.id, {
      catalogId: catalog.id,
      name: 'Tap repair',
      unitCost: 95,
    });
    expect(response.statusCode).toBe(200);
    expect(strictService.parse(response.json())).toMatchObject({
      name: 'Tap repair',
      aliases: ['leaky tap', 'dripping faucet'],
    });
    expect((await storedAliases(service.id)).map((alias) => alias.phrase)).toEqual([
      'leaky tap',
      'dripping faucet',
    ]);
  });

  it('become the list an update gives: phrases that stay keep their source and author, new ones are added', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const staff = await ctx.signedIn('staff@acme.test');
    const { catalog, service } = await serviceWith(
      owner,
      ['leaky tap', 'dripping faucet', 'old word'],
      'Replace',
    );
    const corrected = await staff.request({
      method: 'POST',
      url: '/api/ai/corrections',
      payload: {
        tenantId: acmeId,
        serviceId: service.id,
        phrase: 'the kitchen tap has been dripping all week and now it will not shut off at all, please help',
      },
    });
    expect(corrected.statusCode).toBe(201);
    // A correction keeps the line's distinctive words (ai/correction-phrase.ts).
    const correction = corrected.json().alias.phrase;
    expect(correction).toBe('kitchen tap dripping shut help');

    const response = await put(staff, service.id, {
      catalogId: catalog.id,
      name: service.name,
      unitCost: 90,
      aliases: ['Leaky Tap', correction, 'tap drips'],
    });
    expect(response.statusCode).toBe(200);
    expect(strictService.parse(response.json()).aliases).toEqual(['Leaky Tap', correction, 'tap drips']);
    const [ownerId, staffId] = [await ctx.userIdOf('owner@acme.test'), await ctx.userIdOf('staff@acme.test')];
    expect(await storedAliases(service.id)).toEqual([
      { phrase: 'Leaky Tap', source: 'catalog', createdBy: ownerId },
      { phrase: correction, source: 'correction', createdBy: staffId },
      { phrase: 'tap drips', source: 'catalog', createdBy: staffId },
    ]);

    const cleared = await put(owner, service.id, {
      catalogId: catalog.id,
      name: service.name,
      unitCost: 90,
      aliases: [],
    });
    expect(cleared.json().aliases).toEqual([]);
    expect(await storedAliases(service.id)).toEqual([]);
  });

  it('refuse an update over the limits and leave the service and its phrases as they were', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const { catalog, service } = await serviceWith(owner, ['leaky tap'], 'Refused update');
    for (const [aliases, message] of [
      [Array.from({ length: 21 }, (_, i) => `word ${i}`), 'aliases: at most 20 phrases per service'],
      [['leaky tap', 'LEAKY TAP'], 'aliases: "LEAKY TAP" is listed twice'],
      [['leaky tap', 'c'.repeat(81)], 'aliases: "ccccccccccccccccccccccccccccccccccccccc…" is too long'],
    ] as const) {
      const response = await put(owner, service.id, {
        catalogId: catalog.id,
        name: 'Changed',
        unitCost: 1,
        aliases,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(message);
    }
    expect(await servicesOf(owner, `catalogId=${catalog.id}`)).toEqual([service]);
  });

  it('go with their service when it is deleted', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const { service } = await serviceWith(owner, ['leaky tap'], 'Deleted with aliases');
    expect((await owner.request({ method: 'DELETE', url: `/api/services/${service.id}` })).statusCode).toBe(
      204,
    );
    expect(await storedAliases(service.id)).toEqual([]);
  });
});
