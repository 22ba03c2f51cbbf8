import { eq } from 'drizzle-orm';
import {
  aiPromptsResponseSchema,
  catalogSchema,
  createCorrectionResponseSchema,
  serviceSchema,
} from 'shared-api/contract';
import { messages, serviceAliases } from '../../db/schema';
import { createTestContext, SETUP_TIMEOUT_MS, TestBrowser, type TestContext } from '../../testing/app';
import { loadTenantCatalog } from './catalog';

let ctx: TestContext;
let acmeId: string;
let bluewaveId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  acmeId = await ctx.tenantIdOf('owner@acme.test');
  bluewaveId = await ctx.tenantIdOf('admin@bluewave.test');
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

/** A fresh catalog of the signed-in user's tenant with two services: the one quoted and the right one. */
async function twoServices(browser: TestBrowser, name: string) {
  const catalog = catalogSchema.parse(
    (await browser.request({ method: 'POST', url: '/api/catalogs', payload: { name } })).json(),
  );
  const add = async (serviceName: string) => {
    const response = await browser.request({
      method: 'POST',
      url: '/api/services',
      payload: { catalogId: catalog.id, name: serviceName, unitCost: 100 },
    });
    expect(response.statusCode).toBe(201);
    return serviceSchema.parse(response.json());
  };
  return { wrong: await add('Water heater repair'), right: await add('Tankless heater service') };
}

function correct(browser: TestBrowser, payload: Record<string, unknown>, options: { xsrf?: boolean } = {}) {
  return browser.request({ method: 'POST', url: '/api/ai/corrections', payload, ...options });
}

async function storedAliases(serviceId: string) {
  return ctx.db
    .select({ phrase: serviceAliases.phrase, source: serviceAliases.source })
    .from(serviceAliases)
    .where(eq(serviceAliases.serviceId, serviceId));
}

async function aMessageOf(tenantId: string) {
  const [row] = await ctx.db
    .insert(messages)
    .values({ tenantId, source: 'email', subject: 'Heater', content: '<p>My tankless unit beeps</p>' })
    .returning({ id: messages.id });
  return row?.id as string;
}

describe('POST /api/ai/corrections', () => {
  it("stores the line's distinctive words as a correction of the right service, by the user (any role), for the next quote", async () => {
    const staff = await ctx.signedIn('staff@acme.test');
    const { wrong, right } = await twoServices(staff, 'Corrections');
    const messageId = await aMessageOf(acmeId);
    const response = await correct(staff, {
      tenantId: acmeId,
      messageId,
      serviceId: right.id,
      wrongServiceId: wrong.id,
      phrase: '  the water   heater in my garage beeps ',
    });

    expect(response.statusCode).toBe(201);
    const { alias } = createCorrectionResponseSchema.strict().parse(response.json());
    const staffId = await ctx.userIdOf('staff@acme.test');
    expect(alias).toEqual({
      serviceId: right.id,
      phrase: 'heater garage beeps',
      source: 'correction',
      createdBy: staffId,
      createdAt: expect.any(String),
    });
    expect(Date.now() - Date.parse(alias.createdAt)).toBeLessThan(60_000);

    // The services list shows it, and the quote engine reads it with the right service only.
    const listed = (await staff.get(`/api/services?tenantId=${acmeId}`)).json();
    expect(listed.find((service: { id: string }) => service.id === right.id).aliases).toEqual([
      'heater garage beeps',
    ]);
    const catalog = await loadTenantCatalog(ctx.db, acmeId);
    expect(catalog.find((service) => service.id === right.id)?.aliases).toEqual(['heater garage beeps']);
    expect(catalog.find((service) => service.id === wrong.id)?.aliases).toEqual([]);

    // The AI log tells who corrected what.
    const owner = await ctx.signedIn('owner@acme.test');
    const { prompts } = aiPromptsResponseSchema.parse(
      (await owner.get('/api/ai/prompts?source=quote-correction')).json(),
    );
    const logged = prompts.find((prompt) => prompt.metadata?.serviceId === right.id);
    expect(logged).toMatchObject({
      type: 'quote-correction',
      content:
        'Quote line corrected: "heater garage beeps" is Tankless heater service, not Water heater repair',
      user: { name: expect.any(String) },
      metadata: { wrongServiceId: wrong.id, messageId, phrase: 'heater garage beeps' },
      responses: [],
    });
  });

  it('answers 200 with the stored phrase when the service already has it, whatever its case', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const { right } = await twoServices(owner, 'Idempotent');
    const first = await correct(owner, { serviceId: right.id, phrase: 'Heater Beeps' });
    expect(first.statusCode).toBe(201);
    const staff = await ctx.signedIn('staff@acme.test');
    const again = await correct(staff, { tenantId: acmeId, serviceId: right.id, phrase: 'heater  beeps' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await storedAliases(right.id)).toEqual([{ phrase: 'Heater Beeps', source: 'correction' }]);
    const { prompts } = aiPromptsResponseSchema.parse(
      (await owner.get('/api/ai/prompts?source=quote-correction')).json(),
    );
    expect(prompts.filter((prompt) => prompt.metadata?.serviceId === right.id)).toHaveLength(1);
  });

  it('answers 200 with a phrase typed in the catalog as it is', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const { right } = await twoServices(owner, 'Catalog phrase');
    await owner.request({
      method: 'PUT',
      url: `/api/services/${right.id}`,
      payload: { catalogId: right.catalogId, name: right.name, unitCost: 100, aliases: ['on-demand heater'] },
    });
    const response = await correct(owner, { serviceId: right.id, phrase: 'On-demand heater' });
    expect(response.statusCode).toBe(200);
    expect(response.json().alias).toMatchObject({ phrase: 'on-demand heater', source: 'catalog' });
  });

  it("answers 404 for another tenant's service, wrong service or message, and stores nothing", async () => {
    const bluewave = await ctx.signedIn('admin@bluewave.test');
    const theirs = await twoServices(bluewave, 'Bluewave corrections');
    const theirMessage = await aMessageOf(bluewaveId);
    const owner = await ctx.signedIn('owner@acme.test');
    const ours = await twoServices(owner, 'Acme corrections');

    for (const payload of [
      { serviceId: theirs.right.id, phrase: 'leaky tap' },
      { serviceId: ours.right.id, wrongServiceId: theirs.wrong.id, phrase: 'leaky tap' },
      { serviceId: ours.right.id, messageId: theirMessage, phrase: 'leaky tap' },
      { serviceId: '00000000-0000-4000-8000-000000000000', phrase: 'leaky tap' },
    ]) {
      const response = await correct(owner, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatch(/^(Service|Message) not found$/);
    }
    expect(await storedAliases(theirs.right.id)).toEqual([]);
    expect(await storedAliases(ours.right.id)).toEqual([]);

    // A super admin may correct in any tenant.
    const superAdmin = await ctx.signedIn('super@quotedesk.test');
    const response = await correct(superAdmin, {
      tenantId: bluewaveId,
      serviceId: theirs.right.id,
      phrase: 'NAS box',
    });
    expect(response.statusCode).toBe(201);
    expect((await storedAliases(theirs.right.id)).map((alias) => alias.phrase)).toEqual(['NAS box']);
  });

  it("answers 403 for another tenant's id", async () => {
    const bluewave = await ctx.signedIn('admin@bluewave.test');
    const theirs = await twoServices(bluewave, 'Not yours');
    const staff = await ctx.signedIn('staff@acme.test');
    const response = await correct(staff, {
      tenantId: bluewaveId,
      serviceId: theirs.right.id,
      phrase: 'leaky tap',
    });
    expect(response.statusCode).toBe(403);
    expect(await storedAliases(theirs.right.id)).toEqual([]);
  });

  it.each([
    ['a blank phrase', { phrase: '   ' }, 'phrase: must have at least 2 characters'],
    ['a phrase of one character', { phrase: ' x ' }, 'phrase: must have at least 2 characters'],
    ['a phrase of 201 characters', { phrase: 'a'.repeat(201) }, 'phrase: must have at most 200 characters'],
    ['no phrase', { phrase: undefined }, 'phrase is required'],
    ['no service', { serviceId: undefined }, 'serviceId is required'],
    ['a service id that is not one', { serviceId: 'svc-1' }, 'serviceId: Invalid service id'],
    [
      'the same right and wrong service',
      { wrongServiceId: 'same' },
      'wrongServiceId: must be another service',
    ],
  ])('answers 400 for %s', async (_case, override, message) => {
    const owner = await ctx.signedIn('owner@acme.test');
    const { right } = await twoServices(owner, `Bad correction ${_case}`);
    const payload: Record<string, unknown> = { serviceId: right.id, phrase: 'leaky tap', ...override };
    if (payload.wrongServiceId === 'same') payload.wrongServiceId = right.id;
    const response = await correct(owner, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
    expect(await storedAliases(right.id)).toEqual([]);
  });

  it('answers 409 when the service already has 20 phrases', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const { right } = await twoServices(owner, 'Full service');
    const aliases = Array.from({ length: 20 }, (_, i) => `phrase ${i}`);
    await owner.request({
      method: 'PUT',
      url: `/api/services/${right.id}`,
      payload: { catalogId: right.catalogId, name: right.name, unitCost: 100, aliases },
    });
    const response = await correct(owner, { serviceId: right.id, phrase: 'one more' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(
      '"Tankless heater service" already has 20 "Also known as" phrases: remove one in Catalogs first',
    );
    expect(await storedAliases(right.id)).toHaveLength(20);
  });

  it('needs a session and the XSRF token', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const { right } = await twoServices(owner, 'Guarded');
    const payload = { serviceId: right.id, phrase: 'leaky tap' };
    expect((await correct(owner, payload, { xsrf: false })).statusCode).toBe(403);
    const anonymous = new TestBrowser(ctx.app);
    await anonymous.get('/api/auth/csrf');
    expect((await correct(anonymous, payload)).statusCode).toBe(401);
    expect(await storedAliases(right.id)).toEqual([]);
  });
});
