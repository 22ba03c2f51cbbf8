import { eq } from 'drizzle-orm';
import { quoteDetailSchema, serviceSchema } from 'shared-api/contract';
import { messages, serviceAliases, services } from '../../../db/schema';
import { SERVICE_MEANINGS_QUEUE } from '../../../shared/meaning-queues';
import {
  createTestContext,
  SETUP_TIMEOUT_MS,
  type TestBrowser,
  type TestContext,
} from '../../../testing/app';
import { proposeForMessage, testCustomer } from '../../../testing/quotes';
import { loadTenantCatalog } from '../catalog';
import { cosine, ENCODER_MODEL, type SentenceEncoder, sharedSentenceEncoder } from './encoder';
import { refreshServiceMeanings, tenantsWithStaleMeanings } from './meaning-job';
import { serviceText } from './service-text';

// The app of these tests works no meaning jobs (the test config has no encoder): each test runs the job's
// work itself, so what is stale before it and stored after it is seen without waiting on a worker.
let ctx: TestContext;
let acmeId: string;
let bluewaveId: string;
let catalogId: string;
let encoder: SentenceEncoder;

beforeAll(async () => {
  ctx = await createTestContext();
  acmeId = await ctx.tenantIdOf('owner@acme.test');
  bluewaveId = await ctx.tenantIdOf('admin@bluewave.test');
  const owner = await ctx.signedIn('owner@acme.test');
  const catalog = await owner.request({
    method: 'POST',
    url: '/api/catalogs',
    payload: { name: 'Meanings' },
  });
  catalogId = catalog.json().id;
  const loaded = await sharedSentenceEncoder();
  if (!loaded) throw new Error('The sentence encoder did not load');
  encoder = loaded;
  // The demo catalog's vectors, once: each test then embeds only what it changes.
  await refreshServiceMeanings(ctx.db, encoder, acmeId);
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

async function addService(browser: TestBrowser, payload: Record<string, unknown>) {
  const response = await browser.request({
    method: 'POST',
    url: '/api/services',
    payload: { catalogId, unitCost: 120, ...payload },
  });
  expect(response.statusCode).toBe(201);
  return serviceSchema.parse(response.json());
}

async function editService(browser: TestBrowser, id: string, payload: Record<string, unknown>) {
  const response = await browser.request({
    method: 'PUT',
    url: `/api/services/${id}`,
    payload: { catalogId, unitCost: 120, ...payload },
  });
  expect(response.statusCode).toBe(200);
  return serviceSchema.parse(response.json());
}

/** The service as the quote engine loads it. */
async function loaded(id: string) {
  const service = (await loadTenantCatalog(ctx.db, acmeId)).find((candidate) => candidate.id === id);
  if (!service) throw new Error(`No service ${id} in the catalog`);
  return service;
}

async function stored(id: string) {
  const [row] = await ctx.db
    .select({
      name: services.meaningName,
      text: services.meaningText,
      model: services.meaningModel,
      source: services.meaningSource,
    })
    .from(services)
    .where(eq(services.id, id));
  return row;
}

/** The encoder, but `save` runs (once) after it has embedded: a save that commits while a job embeds. */
function savingWhileEmbedding(save: () => Promise<void>): SentenceEncoder {
  let saved = false;
  return {
    ...encoder,
    async embed(texts) {
      const vectors = await encoder.embed(texts);
      if (!saved) await save();
      saved = true;
      return vectors;
    },
  };
}

const queuedJobs = (tenantId: string) =>
  ctx.app.jobs.findJobs(SERVICE_MEANINGS_QUEUE, { key: tenantId, queued: true });

describe('the service-meanings job', () => {
  it("stores a saved service's vectors with the text they were made from, and the catalog carries them", async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const service = await addService(owner, {
      name: 'Sump pump install',
      description: 'A pump in the basement pit that keeps groundwater out',
      aliases: ['flooded basement'],
    });
    expect((await loaded(service.id)).meaning).toBeUndefined();

    expect(await refreshServiceMeanings(ctx.db, encoder, acmeId)).toEqual({ stale: 1, stored: 1 });

    const row = await stored(service.id);
    expect(row?.name).toHaveLength(512);
    expect(row?.text).toHaveLength(512);
    expect(row?.model).toBe(ENCODER_MODEL);
    const catalogService = await loaded(service.id);
    expect(row?.source).toBe(serviceText(catalogService));
    expect(row?.source).toBe(
      'Sump pump install. A pump in the basement pit that keeps groundwater out Also known as: flooded basement.',
    );
    const meaning = catalogService.meaning;
    expect(meaning?.serviceId).toBe(service.id);
    expect(meaning?.name).toBeInstanceOf(Float32Array);
    // real[] holds the float32 values exactly.
    expect(meaning?.name).toEqual(Float32Array.from(row?.name ?? []));
    expect(meaning?.text).toEqual(Float32Array.from(row?.text ?? []));
    // The vectors are the encoder's, of the name alone and of the whole text.
    const [name, text] = await encoder.embed(['Sump pump install', row?.source ?? '']);
    expect(cosine(meaning?.name as Float32Array, name as Float32Array)).toBeGreaterThan(0.999);
    expect(cosine(meaning?.text as Float32Array, text as Float32Array)).toBeGreaterThan(0.999);

    // Nothing left to do: a second run (a restart, another instance) embeds nothing.
    expect(await refreshServiceMeanings(ctx.db, encoder, acmeId)).toEqual({ stale: 0, stored: 0 });
    expect(await tenantsWithStaleMeanings(ctx.db)).not.toContain(acmeId);
  });

  it('an edited description makes them stale until the job runs again', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const service = await addService(owner, { name: 'Water softener', description: 'Install a softener' });
    await refreshServiceMeanings(ctx.db, encoder, acmeId);
    const before = await stored(service.id);

    await editService(owner, service.id, {
      name: 'Water softener',
      description: 'Service a softener and refill salt',
    });
    expect((await loaded(service.id)).meaning).toBeUndefined();
    expect(await tenantsWithStaleMeanings(ctx.db)).toContain(acmeId);

    expect(await refreshServiceMeanings(ctx.db, encoder, acmeId)).toEqual({ stale: 1, stored: 1 });
    const after = await stored(service.id);
    expect(after?.source).toBe('Water softener. Service a softener and refill salt');
    expect(after?.text).not.toEqual(before?.text);
    // The name did not change, nor did its vector.
    expect(after?.name).toEqual(before?.name);
    expect((await loaded(service.id)).meaning).toBeDefined();
  });

  it('an added or removed "Also known as" phrase makes them stale too', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const service = await addService(owner, { name: 'Backflow test', description: null });
    await refreshServiceMeanings(ctx.db, encoder, acmeId);
    expect((await stored(service.id))?.source).toBe('Backflow test.');

    await editService(owner, service.id, { name: 'Backflow test', aliases: ['annual RPZ certification'] });
    expect((await loaded(service.id)).meaning).toBeUndefined();
    await refreshServiceMeanings(ctx.db, encoder, acmeId);
    expect((await stored(service.id))?.source).toBe(
      'Backflow test.  Also known as: annual RPZ certification.',
    );
    expect((await loaded(service.id)).meaning).toBeDefined();

    await editService(owner, service.id, { name: 'Backflow test', aliases: [] });
    expect((await loaded(service.id)).meaning).toBeUndefined();
    await refreshServiceMeanings(ctx.db, encoder, acmeId);
    expect((await stored(service.id))?.source).toBe('Backflow test.');
  });

  it('vectors of another model are stale', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const service = await addService(owner, { name: 'Gas line pressure test' });
    await refreshServiceMeanings(ctx.db, encoder, acmeId);
    await ctx.db.update(services).set({ meaningModel: 'an-older-model' }).where(eq(services.id, service.id));

    expect((await loaded(service.id)).meaning).toBeUndefined();
    expect(await tenantsWithStaleMeanings(ctx.db)).toContain(acmeId);
    expect(await refreshServiceMeanings(ctx.db, encoder, acmeId)).toEqual({ stale: 1, stored: 1 });
    expect((await stored(service.id))?.model).toBe(ENCODER_MODEL);
  });

  it('never stores vectors over a text saved while they were being made', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const service = await addService(owner, { name: 'Hose bib replacement', description: 'Outdoor tap' });
    const other = await addService(owner, { name: 'Frost-free sillcock' });
    // While the job embeds, a save of each service commits: a new description, and a new phrase.
    const racing = savingWhileEmbedding(async () => {
      await ctx.db.update(services).set({ description: 'Outdoor faucet' }).where(eq(services.id, service.id));
      await ctx.db
        .insert(serviceAliases)
        .values({ serviceId: other.id, phrase: 'garden spigot', source: 'catalog' });
    });
    expect(await refreshServiceMeanings(ctx.db, racing, acmeId)).toEqual({ stale: 2, stored: 0 });
    const none = { name: null, text: null, model: null, source: null };
    expect(await stored(service.id)).toEqual(none);
    expect(await stored(other.id)).toEqual(none);

    // The saves' own job then stores the texts they saved.
    expect(await refreshServiceMeanings(ctx.db, encoder, acmeId)).toEqual({ stale: 2, stored: 2 });
    expect((await stored(service.id))?.source).toBe('Hose bib replacement. Outdoor faucet');
    expect((await stored(other.id))?.source).toBe('Frost-free sillcock.  Also known as: garden spigot.');

    // Nor over newer vectors: a run overtaken by a later save and its run stores nothing when it ends.
    const overtaken = savingWhileEmbedding(async () => {
      await ctx.db.update(services).set({ description: 'Garden tap' }).where(eq(services.id, service.id));
      expect(await refreshServiceMeanings(ctx.db, encoder, acmeId)).toEqual({ stale: 1, stored: 1 });
    });
    await ctx.db.update(services).set({ description: 'Outside tap' }).where(eq(services.id, service.id));
    expect(await refreshServiceMeanings(ctx.db, overtaken, acmeId)).toEqual({ stale: 1, stored: 0 });
    expect((await stored(service.id))?.source).toBe('Hose bib replacement. Garden tap');
    expect((await loaded(service.id)).meaning).toBeDefined();
  });

  it('finds stale tenants in SQL exactly as serviceText reads a service: blanks, odd white space, phrases', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const plain = await addService(owner, { name: 'Trap primer', description: null });
    const blank = await addService(owner, { name: 'Relief valve' });
    const spaced = await addService(owner, { name: 'Mixing valve' });
    const named = await addService(owner, {
      name: 'Expansion tank',
      aliases: ['thermal tank', 'pressure tank'],
    });
    // White space the API would have trimmed, written directly: JavaScript's trim() and the SQL's must agree.
    await ctx.db.update(services).set({ description: '\u3000\u00a0\n' }).where(eq(services.id, blank.id));
    await ctx.db
      .update(services)
      .set({ description: 'Anti-scald\u2003\t\ufeff' })
      .where(eq(services.id, spaced.id));
    expect(await tenantsWithStaleMeanings(ctx.db)).toContain(acmeId);
    await refreshServiceMeanings(ctx.db, encoder, acmeId);
    expect((await stored(plain.id))?.source).toBe('Trap primer.');
    expect((await stored(blank.id))?.source).toBe('Relief valve.');
    expect((await stored(spaced.id))?.source).toBe('Mixing valve. Anti-scald');
    expect((await stored(named.id))?.source).toBe(
      'Expansion tank.  Also known as: thermal tank; pressure tank.',
    );

    const stale = await tenantsWithStaleMeanings(ctx.db);
    expect(stale).not.toContain(acmeId);
    // Bluewave's seeded services were never embedded here.
    expect(stale).toContain(bluewaveId);
  });
});

describe('saves that change what a service reads as queue a job for its tenant', () => {
  beforeEach(() => ctx.app.jobs.deleteQueuedJobs(SERVICE_MEANINGS_QUEUE));

  it('a service created or saved in the catalog, once per tenant while a job waits', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const service = await addService(owner, { name: 'Pressure regulator' });
    expect(await queuedJobs(acmeId)).toEqual([expect.objectContaining({ data: { tenantId: acmeId } })]);

    await editService(owner, service.id, { name: 'Pressure reducing valve' });
    await editService(owner, service.id, { name: 'Pressure reducing valve', aliases: ['PRV'] });
    expect(await queuedJobs(acmeId)).toHaveLength(1);

    const bluewave = await ctx.signedIn('admin@bluewave.test');
    const [theirs] = (await bluewave.get('/api/catalogs')).json();
    const created = await bluewave.request({
      method: 'POST',
      url: '/api/services',
      payload: { catalogId: theirs.id, name: 'Roof inspection', unitCost: 80 },
    });
    expect(created.statusCode).toBe(201);
    expect(await queuedJobs(bluewaveId)).toHaveLength(1);
    expect(await queuedJobs(acmeId)).toHaveLength(1);
  });

  it('a quote line corrected to another service, by the corrections call or by editing the quote', async () => {
    const staff = await ctx.signedIn('staff@acme.test');
    const wrong = await addService(staff, { name: 'Toilet repair' });
    const right = await addService(staff, { name: 'Toilet replacement' });
    await ctx.app.jobs.deleteQueuedJobs(SERVICE_MEANINGS_QUEUE);

    const correction = await staff.request({
      method: 'POST',
      url: '/api/ai/corrections',
      payload: { serviceId: right.id, wrongServiceId: wrong.id, phrase: 'swap the cracked commode' },
    });
    expect(correction.statusCode).toBe(201);
    expect(await queuedJobs(acmeId)).toHaveLength(1);

    await ctx.app.jobs.deleteQueuedJobs(SERVICE_MEANINGS_QUEUE);
    const [message] = await ctx.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.tenantId, acmeId))
      .limit(1);
    const messageId = message?.id as string;
    const sourceText = 'our old throne wobbles and needs to go';
    await proposeForMessage(ctx.db, messageId, [{ serviceId: wrong.id, sourceText }]);
    const customer = await testCustomer(ctx.db, acmeId);
    const draft = await staff.request({
      method: 'POST',
      url: '/api/quotes',
      payload: {
        customerId: customer.id,
        messageId,
        aiGenerated: true,
        lines: [{ serviceId: wrong.id, quantity: 1, aiProposed: true, sourceText }],
      },
    });
    expect(draft.statusCode).toBe(201);
    const quote = quoteDetailSchema.parse(draft.json());
    expect(await queuedJobs(acmeId)).toEqual([]);

    const saved = await staff.request({
      method: 'PUT',
      url: `/api/quotes/${quote.id}`,
      payload: { lines: [{ id: quote.lines[0]?.id, serviceId: right.id, quantity: 1 }] },
    });
    expect(saved.statusCode).toBe(200);
    // The line's words became a second phrase of the right service (after the correction's).
    expect((await loaded(right.id)).aliases).toHaveLength(2);
    expect(await queuedJobs(acmeId)).toHaveLength(1);
  });
});
