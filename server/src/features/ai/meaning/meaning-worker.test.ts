import { eq } from 'drizzle-orm';
import { serviceSchema } from 'shared-api/contract';
import { buildApp } from '../../../app';
import { messageMeanings, services } from '../../../db/schema';
import { SERVICE_MEANINGS_QUEUE } from '../../../shared/meaning-queues';
import { createTestContext, SETUP_TIMEOUT_MS, type TestContext } from '../../../testing/app';
import { type CatalogService, loadTenantCatalog } from '../catalog';
import { tenantsWithStaleMeanings } from './meaning-job';
import { tenantsWithUnreadMessages } from './message-meanings-job';
import { serviceText } from './service-text';

// A server as deployed: it loads the encoder in the background and works the meaning jobs itself.
let ctx: TestContext;
let acmeId: string;

beforeAll(async () => {
  ctx = await createTestContext({ sentenceEncoder: true });
  acmeId = await ctx.tenantIdOf('owner@acme.test');
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

/**
 * Answers once `found` finds something, checking every 100 ms. The worker looks for jobs every second and
 * embeds 16 services in about 1.5 s, so the seeded catalogs take a few seconds, one service well under two.
 */
async function eventually<T>(found: () => Promise<T | undefined>, withinMs = 20_000): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await found();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Not found within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const jobsOf = (queued: boolean) => ctx.app.jobs.findJobs(SERVICE_MEANINGS_QUEUE, queued ? { queued } : {});

/** The service as the quote engine loads it, once it carries vectors of the text it has. */
const withMeaningOf = (id: string, text: string) => async (): Promise<CatalogService | undefined> => {
  const service = (await loadTenantCatalog(ctx.db, acmeId)).find((candidate) => candidate.id === id);
  return service?.meaning && serviceText(service) === text ? service : undefined;
};

it("embeds the seeded catalogs after the start, once: another instance's start queues nothing", async () => {
  await eventually(async () => ((await tenantsWithStaleMeanings(ctx.db)).length === 0 ? true : undefined));
  expect((await loadTenantCatalog(ctx.db, acmeId)).every((service) => service.meaning)).toBe(true);
  expect((await jobsOf(false)).map((job) => job.state)).not.toContain('failed');

  const startedBefore = (await jobsOf(false)).length;
  const other = await buildApp({ database: ctx.database, config: ctx.config });
  // Closing waits for its start's sweep to have queued what it found.
  await other.close();
  expect(await jobsOf(false)).toHaveLength(startedBefore);
});

it('a saved service is quoted from its new vectors within seconds, on every instance', async () => {
  const owner = await ctx.signedIn('owner@acme.test');
  const [catalog] = (await owner.get('/api/catalogs')).json();
  const created = await owner.request({
    method: 'POST',
    url: '/api/services',
    payload: {
      catalogId: catalog.id,
      name: 'Well pump service',
      description: 'Submersible pumps',
      unitCost: 240,
    },
  });
  expect(created.statusCode).toBe(201);
  const service = serviceSchema.parse(created.json());
  const first = await eventually(withMeaningOf(service.id, 'Well pump service. Submersible pumps'));

  const saved = await owner.request({
    method: 'PUT',
    url: `/api/services/${service.id}`,
    payload: {
      catalogId: catalog.id,
      name: 'Well pump service',
      description: 'Jet pumps',
      unitCost: 240,
      aliases: ['no water pressure'],
    },
  });
  expect(saved.statusCode).toBe(200);
  const text = 'Well pump service. Jet pumps Also known as: no water pressure.';
  const second = await eventually(withMeaningOf(service.id, text));
  expect(second.meaning?.text).not.toEqual(first.meaning?.text);
  const [row] = await ctx.db
    .select({ source: services.meaningSource })
    .from(services)
    .where(eq(services.id, service.id));
  expect(row?.source).toBe(text);
});

it('reads a message that arrives within seconds, and the seeded inboxes after the start', async () => {
  const owner = await ctx.signedIn('owner@acme.test');
  const rotated = await owner.request({ method: 'POST', url: `/api/tenants/${acmeId}/inbound-key` });
  expect(rotated.statusCode).toBe(201);
  const received = await ctx.app.inject({
    method: 'POST',
    url: '/api/inbound/messages',
    headers: { authorization: `Bearer ${rotated.json().key}` },
    payload: {
      source: 'text',
      fromPhone: '(916) 555-0142',
      content: 'The tap in the kitchen won’t stop dripping.',
    },
  });
  expect(received.statusCode).toBe(201);
  const messageId: string = received.json().id;

  const reading = await eventually(async () => {
    const [row] = await ctx.db.select().from(messageMeanings).where(eq(messageMeanings.messageId, messageId));
    return row;
  });

  expect(reading.pieces).toEqual(['The tap in the kitchen won’t stop dripping.']);
  await eventually(async () => ((await tenantsWithUnreadMessages(ctx.db)).length === 0 ? true : undefined));
});
