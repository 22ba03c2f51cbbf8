import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import {
  type CreatedWebhook,
  createdWebhookSchema,
  WEBHOOK_DATA_SCHEMAS,
  type WebhookDelivery,
  type WebhookEvent,
  webhookDeliveryPageSchema,
  webhookSchema,
} from 'shared-api/contract';
import { buildApp } from '../../app';
import { auditEvents, webhookDeliveries, webhookSubscriptions } from '../../db/schema';
import {
  createTestContext,
  SETUP_TIMEOUT_MS,
  TestBrowser,
  type TestContext,
  testSecretBox,
} from '../../testing/app';
import { signatureOf } from './sender';
import { sweepWebhooks, WEBHOOKS_QUEUE, workWebhookJobs } from './worker';

/** What the receiver was sent, in arrival order. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP receiver on 127.0.0.1: it records every request and answers each path with the next of its
 * scripted statuses (200 once the script runs out), or holds the answer until the test releases it.
 */
class Receiver {
  readonly received: Received[] = [];
  private readonly scripts = new Map<string, number[]>();
  private readonly held = new Map<string, ServerResponse[]>();
  private readonly holding = new Set<string>();
  private server!: Server;
  port = 0;

  async start() {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        if (this.holding.has(path)) {
          this.held.set(path, [...(this.held.get(path) ?? []), response]);
          return;
        }
        response.statusCode = this.scripts.get(path)?.shift() ?? 200;
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  url = (path: string) => `http://127.0.0.1:${this.port}${path}`;
  script = (path: string, statuses: number[]) => this.scripts.set(path, [...statuses]);
  hold = (path: string) => this.holding.add(path);
  release(path: string) {
    this.holding.delete(path);
    for (const response of this.held.get(path) ?? []) response.end('ok');
    this.held.delete(path);
  }
  at = (path: string) => this.received.filter((request) => request.path === path);

  async stop() {
    for (const path of [...this.held.keys()]) this.release(path);
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

let ctx: TestContext;
let owner: TestBrowser;
let acmeId: string;
const receiver = new Receiver();

beforeAll(async () => {
  await receiver.start();
  // Loopback receivers are allowed here, and a failed attempt is retried after 50 ms, 100 ms, …
  ctx = await createTestContext({ webhookAllowPrivateNetworks: true, webhookRetryBaseMs: 50 });
  owner = await ctx.signedIn('owner@acme.test');
  acmeId = await ctx.tenantIdOf('owner@acme.test');
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await ctx.close();
  await receiver.stop();
});
// Each test's webhooks are its own: later tests' events are not sent to them.
afterEach(async () => {
  await ctx.db.delete(webhookSubscriptions);
});

async function until<T>(what: () => Promise<T | undefined | false> | T | undefined | false): Promise<T> {
  for (let tries = 0; tries < 200; tries += 1) {
    const value = await what();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out waiting');
}

async function subscribe(
  path: string,
  events: WebhookEvent[] = ['customer.created'],
): Promise<CreatedWebhook> {
  const response = await owner.request({
    method: 'POST',
    url: '/api/webhooks',
    payload: { url: receiver.url(path), events, description: `Test ${path}` },
  });
  expect(response.statusCode).toBe(201);
  return createdWebhookSchema.parse(response.json());
}

async function addCustomer(name: string, browser = owner) {
  const response = await browser.request({ method: 'POST', url: '/api/customers', payload: { name } });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; name: string };
}

async function deliveriesOf(webhookId: string, browser = owner): Promise<WebhookDelivery[]> {
  const response = await browser.get(`/api/webhooks/${webhookId}/deliveries`);
  expect(response.statusCode).toBe(200);
  return webhookDeliveryPageSchema.parse(response.json()).deliveries;
}

/** Whether `header` is a valid signature of `body` with `secret`, as a receiver checks it. */
function verifies(secret: string, header: string, body: string): boolean {
  const { t, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  if (!t || !v1) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A delivery's body, its `data` checked against the contract's schema of its event: no field more or less. */
function parsed(request: Received) {
  const body = JSON.parse(request.body) as {
    id: string;
    type: WebhookEvent;
    createdAt: string;
    tenantId: string;
    data: unknown;
  };
  return { ...body, data: WEBHOOK_DATA_SCHEMAS[body.type].parse(body.data) as Record<string, unknown> };
}

describe('a subscribed event', () => {
  it('is delivered once, signed with the secret answered at creation, with its delivery id and type', async () => {
    const webhook = await subscribe('/signed');
    expect(webhook.secret).toMatch(/^whsec_[\w-]{40,}$/);
    const customer = await addCustomer('Signed Sam');

    const [request] = await until(() => receiver.at('/signed').length > 0 && receiver.at('/signed'));
    if (!request) throw new Error('no request');
    const body = parsed(request);
    expect(body).toMatchObject({
      type: 'customer.created',
      tenantId: acmeId,
      data: { id: customer.id, name: 'Signed Sam' },
    });
    expect(request.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'QuoteDesk-Webhooks',
      'quotedesk-event': 'customer.created',
      'quotedesk-delivery': body.id,
    });
    const signature = String(request.headers['quotedesk-signature']);
    expect(verifies(webhook.secret, signature, request.body)).toBe(true);
    expect(verifies('whsec_another', signature, request.body)).toBe(false);
    const t = Number(/t=(\d+)/.exec(signature)?.[1]);
    expect(Math.abs(t - Date.now() / 1000)).toBeLessThan(60);
    expect(signature).toBe(signatureOf(webhook.secret, t, request.body));

    const [delivery] = await until(async () => {
      const deliveries = await deliveriesOf(webhook.id);
      return deliveries[0]?.status === 'delivered' && deliveries;
    });
    expect(delivery).toMatchObject({
      id: body.id,
      webhookId: webhook.id,
      event: 'customer.created',
      attempts: 1,
      lastResponseStatus: 200,
      lastError: null,
      nextAttemptAt: null,
    });
    expect(receiver.at('/signed')).toHaveLength(1);
    // The secret is kept sealed, and no list shows it.
    const [stored] = await ctx.db
      .select()
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, webhook.id));
    expect(stored?.secretSealed).not.toContain(webhook.secret);
    expect(testSecretBox().open(stored?.secretSealed ?? '')).toBe(webhook.secret);
    const listed = (await owner.get('/api/webhooks')).json() as unknown[];
    expect(JSON.stringify(listed)).not.toContain(webhook.secret);
    expect(webhookSchema.strict().parse(listed[0])).toMatchObject({
      id: webhook.id,
      events: ['customer.created'],
    });
  });

  it('is not delivered to a webhook of the tenant that does not name it, nor to another tenant’s', async () => {
    await subscribe('/other-event', ['quote.sent']);
    const bluewave = await ctx.signedIn('admin@bluewave.test');
    const theirs = await bluewave.request({
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: receiver.url('/bluewave'), events: ['customer.created'] },
    });
    expect(theirs.statusCode).toBe(201);
    const watched = await subscribe('/watched');
    await addCustomer('Only Acme');
    await until(() => receiver.at('/watched').length > 0);
    expect(receiver.at('/other-event')).toHaveLength(0);
    expect(receiver.at('/bluewave')).toHaveLength(0);
    expect((await deliveriesOf(watched.id)).length).toBe(1);
  });
});

describe('retries and order', () => {
  it('delivers to a receiver answering 500 twice on the third try, the same delivery each time', async () => {
    receiver.script('/flaky', [500, 500]);
    const webhook = await subscribe('/flaky');
    await addCustomer('Flaky Fran');
    const [delivery] = await until(async () => {
      const deliveries = await deliveriesOf(webhook.id);
      return deliveries[0]?.status === 'delivered' && deliveries;
    });
    expect(delivery).toMatchObject({ attempts: 3, lastResponseStatus: 200, lastError: null });
    const attempts = receiver.at('/flaky');
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((request) => request.headers['quotedesk-delivery']))).toEqual(
      new Set([delivery?.id]),
    );
    expect(new Set(attempts.map((request) => request.body)).size).toBe(1);
  });

  it('records a failed attempt with its status and when it is tried next', async () => {
    receiver.script('/down', [503, 503, 503, 503, 503, 503]);
    const webhook = await subscribe('/down');
    await addCustomer('Down Dan');
    const [delivery] = await until(async () => {
      const deliveries = await deliveriesOf(webhook.id);
      return (deliveries[0]?.attempts ?? 0) >= 2 && deliveries;
    });
    expect(delivery?.lastResponseStatus).toBe(503);
    expect(delivery?.lastError).toBe('The receiver answered 503');
    if (delivery?.status === 'pending') expect(delivery.nextAttemptAt).not.toBeNull();
  });

  it("sends one webhook's deliveries in order, a later one only after an earlier one needing retries", async () => {
    receiver.script('/ordered', [500, 500]);
    const webhook = await subscribe('/ordered');
    await addCustomer('First Fay');
    await addCustomer('Second Sid');
    await until(async () => {
      const deliveries = await deliveriesOf(webhook.id);
      return deliveries.length === 2 && deliveries.every((delivery) => delivery.status === 'delivered');
    });
    expect(receiver.at('/ordered').map((request) => parsed(request).data.name)).toEqual([
      'First Fay',
      'First Fay',
      'First Fay',
      'Second Sid',
    ]);
  });

  it('replays a delivery: sent again with the same id and body, audited', async () => {
    const webhook = await subscribe('/replayed');
    await addCustomer('Replay Rae');
    const [delivery] = await until(async () => {
      const deliveries = await deliveriesOf(webhook.id);
      return deliveries[0]?.status === 'delivered' && deliveries;
    });
    if (!delivery) throw new Error('no delivery');
    const replay = await owner.request({
      method: 'POST',
      url: `/api/webhooks/${webhook.id}/deliveries/${delivery.id}/replay`,
    });
    expect(replay.statusCode).toBe(202);
    expect(replay.json()).toMatchObject({ id: delivery.id, status: 'pending', attempts: 0 });
    const [first, second] = await until(
      () => receiver.at('/replayed').length === 2 && receiver.at('/replayed'),
    );
    expect(second?.headers['quotedesk-delivery']).toBe(delivery.id);
    expect(second?.body).toBe(first?.body);
    await until(async () => (await deliveriesOf(webhook.id))[0]?.status === 'delivered');
    const audited = await ctx.db.select().from(auditEvents).where(eq(auditEvents.targetId, delivery.id));
    expect(audited.map((event) => event.action)).toEqual(['webhook-delivery.replayed']);
  });
});

describe('the request that causes an event', () => {
  it('answers without waiting on the receiver', async () => {
    receiver.hold('/slow');
    const webhook = await subscribe('/slow');
    await addCustomer('Patient Pat');
    // The customer is made (201) while the receiver has not answered: it holds the request until released.
    await until(() => receiver.at('/slow').length > 0);
    expect((await deliveriesOf(webhook.id))[0]).toMatchObject({ status: 'pending', attempts: 0 });
    receiver.release('/slow');
    await until(async () => (await deliveriesOf(webhook.id))[0]?.status === 'delivered');
  });
});

describe('other events', () => {
  it('tells of a customer moved along the pipeline, and of a message received through the inbound API', async () => {
    const webhook = await subscribe('/others', ['customer.moved', 'message.received']);
    const customer = await addCustomer('Moving Mo');
    const moved = await owner.request({
      method: 'PUT',
      url: `/api/customers/${customer.id}`,
      payload: { name: 'Moving Mo', status: 'PROSPECT' },
    });
    expect(moved.statusCode).toBe(200);
    const key = await owner.request({
      method: 'POST',
      url: '/api/api-keys',
      payload: { name: 'Inbound test', scopes: ['messages:write'] },
    });
    const inbound = await ctx.app.inject({
      method: 'POST',
      url: '/api/inbound/messages',
      headers: { authorization: `Bearer ${key.json().secret}` },
      payload: { source: 'text', content: 'Leaking tap', fromPhone: '+1 916 555 0199' },
    });
    expect(inbound.statusCode).toBe(201);
    const received = await until(() => receiver.at('/others').length === 2 && receiver.at('/others'));
    const bodies = received.map(parsed);
    expect(bodies[0]).toMatchObject({
      type: 'customer.moved',
      data: { id: customer.id, status: 'PROSPECT', previousStatus: 'LEAD' },
    });
    expect(bodies[1]).toMatchObject({
      type: 'message.received',
      data: { id: inbound.json().id, source: 'text', content: 'Leaking tap' },
    });
    expect((await deliveriesOf(webhook.id)).map((delivery) => delivery.event)).toEqual([
      'message.received',
      'customer.moved',
    ]);
  });
});

describe('quotes', () => {
  it('tells of a quote sent, then accepted by the client on the public page, and of the customer moving', async () => {
    await subscribe('/quotes', ['quote.sent', 'quote.accepted', 'quote.declined', 'customer.moved']);
    const customer = await addCustomer('Quoting Quinn');
    const drafted = await owner.request({
      method: 'POST',
      url: '/api/quotes',
      payload: {
        customerId: customer.id,
        lines: [{ description: 'Fix the tap', unitCost: 80, quantity: 1 }],
      },
    });
    expect(drafted.statusCode).toBe(201);
    const quoteId = drafted.json().id as string;
    const sent = await owner.request({ method: 'POST', url: `/api/quotes/${quoteId}/send`, payload: {} });
    expect(sent.statusCode).toBe(200);
    const token = new URL(sent.json().publicUrl).pathname.replace('/q/', '');
    const accepted = await new TestBrowser(ctx.app).request({
      method: 'POST',
      url: `/api/public/quotes/${token}/accept`,
      payload: { comment: 'Go ahead' },
      xsrf: false,
    });
    expect(accepted.statusCode).toBe(200);

    const received = await until(() => receiver.at('/quotes').length === 4 && receiver.at('/quotes'));
    const bodies = received.map(parsed);
    // In the order of the commits: sending moves the Lead to Quoted, then the quote's trail says sent.
    expect(bodies.map((body) => body.type)).toEqual([
      'customer.moved',
      'quote.sent',
      'quote.accepted',
      'customer.moved',
    ]);
    expect(bodies[1]?.data).toMatchObject({
      id: quoteId,
      status: 'SENT',
      customerId: customer.id,
      total: '80.00',
    });
    expect(bodies[2]?.data).toMatchObject({ id: quoteId, status: 'ACCEPTED', clientComment: 'Go ahead' });
    expect(bodies[3]?.data).toMatchObject({ id: customer.id, previousStatus: 'QUOTED', status: 'ACTIVE' });
  });
});

describe('an instance stopped mid-delivery', () => {
  it('leaves the delivery pending, and another instance sends it again with the same delivery id', async () => {
    const other = await buildApp({ database: ctx.database, config: ctx.config });
    let otherOpen = true;
    try {
      receiver.hold('/stopped');
      const webhook = await subscribe('/stopped');
      // This instance's senders stop: only the other one works the queue until it is closed.
      await ctx.app.jobs.offWork(WEBHOOKS_QUEUE);
      const otherOwner = new TestBrowser(other);
      expect((await otherOwner.signIn('owner@acme.test')).statusCode).toBe(200);
      await addCustomer('Stopped Stu', otherOwner);
      await until(() => receiver.at('/stopped').length === 1);
      // Its graceful stop gives the attempt 5 s, then aborts it: nothing is recorded.
      await other.close();
      otherOpen = false;
      const [pending] = await deliveriesOf(webhook.id);
      expect(pending).toMatchObject({ status: 'pending', attempts: 0 });

      receiver.release('/stopped');
      // This instance works the queue again, and the scheduled sweep finds the delivery still pending.
      await workWebhookJobs(ctx.app);
      await sweepWebhooks(ctx.db);
      await until(async () => (await deliveriesOf(webhook.id))[0]?.status === 'delivered');
      const [first, second] = receiver.at('/stopped');
      expect(second?.headers['quotedesk-delivery']).toBe(first?.headers['quotedesk-delivery']);
      expect(second?.body).toBe(first?.body);
    } finally {
      if (otherOpen) await other.close();
    }
  });
});

describe('who may manage webhooks', () => {
  it('is the tenant’s admins: staff are refused (403), another tenant’s admin finds nothing (404)', async () => {
    const webhook = await subscribe('/guarded');
    await addCustomer('Guarded Gus');
    const [delivery] = await until(async () => {
      const deliveries = await deliveriesOf(webhook.id);
      return deliveries[0]?.status === 'delivered' && deliveries;
    });

    const staff = await ctx.signedIn('staff@acme.test');
    expect((await staff.get('/api/webhooks')).statusCode).toBe(403);
    expect((await staff.get(`/api/webhooks/${webhook.id}/deliveries`)).statusCode).toBe(403);
    const staffCreate = await staff.request({
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: receiver.url('/x'), events: ['quote.sent'] },
    });
    expect(staffCreate.statusCode).toBe(403);

    const bluewave = await ctx.signedIn('admin@bluewave.test');
    expect((await bluewave.get('/api/webhooks')).json()).toEqual([]);
    expect((await bluewave.get(`/api/webhooks/${webhook.id}/deliveries`)).statusCode).toBe(404);
    const replay = `/api/webhooks/${webhook.id}/deliveries/${delivery?.id}/replay`;
    expect((await bluewave.request({ method: 'POST', url: replay })).statusCode).toBe(404);
    expect(
      (await bluewave.request({ method: 'DELETE', url: `/api/webhooks/${webhook.id}` })).statusCode,
    ).toBe(404);
    expect((await bluewave.get(`/api/webhooks?tenantId=${acmeId}`)).statusCode).toBe(403);

    const deleted = await owner.request({ method: 'DELETE', url: `/api/webhooks/${webhook.id}` });
    expect(deleted.statusCode).toBe(204);
    expect(
      await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, webhook.id)),
    ).toEqual([]);
    const audited = await ctx.db.select().from(auditEvents).where(eq(auditEvents.targetId, webhook.id));
    expect(audited.map((event) => event.action).sort()).toEqual(['webhook.created', 'webhook.deleted']);
  });

  it('checks what a webhook is made with: a URL, at least one known event once each, a short description', async () => {
    const post = (payload: object) => owner.request({ method: 'POST', url: '/api/webhooks', payload });
    const url = receiver.url('/checked');
    expect((await post({ url, events: [] })).statusCode).toBe(400);
    expect((await post({ url, events: ['quote.sent', 'quote.sent'] })).statusCode).toBe(400);
    expect((await post({ url, events: ['user.deleted'] })).statusCode).toBe(400);
    expect((await post({ url: 'ftp://example.com/x', events: ['quote.sent'] })).statusCode).toBe(400);
    expect(
      (await post({ url: `https://example.com/${'x'.repeat(2048)}`, events: ['quote.sent'] })).statusCode,
    ).toBe(400);
    expect((await post({ url, events: ['quote.sent'], description: 'x'.repeat(201) })).statusCode).toBe(400);
  });
});

describe('without WEBHOOK_ALLOW_PRIVATE_NETWORKS', () => {
  let strict: TestContext;
  let strictOwner: TestBrowser;

  beforeAll(async () => {
    strict = await createTestContext({ webhookRetryBaseMs: 50 });
    strictOwner = await strict.signedIn('owner@acme.test');
  }, SETUP_TIMEOUT_MS);
  afterAll(() => strict.close());

  it('refuses (400, saying why) a URL that is not https or whose host is not on the public internet', async () => {
    const refusal = async (url: string) => {
      const response = await strictOwner.request({
        method: 'POST',
        url: '/api/webhooks',
        payload: { url, events: ['customer.created'] },
      });
      expect(response.statusCode).toBe(400);
      return response.json().error as string;
    };
    expect(await refusal(receiver.url('/plain'))).toMatch(/https/);
    expect(await refusal('https://127.0.0.1/hook')).toMatch(/127\.0\.0\.1 is a loopback address/);
    expect(await refusal('https://localhost/hook')).toMatch(/localhost resolves to .*, a loopback address/);
    expect(await refusal('https://[::1]/hook')).toMatch(/loopback/);
    expect(await refusal('https://[::ffff:10.0.0.1]/hook')).toMatch(/private/);
    expect(await refusal('https://10.1.2.3/hook')).toMatch(/a private address/);
    expect(await refusal('https://192.168.0.10/hook')).toMatch(/a private address/);
    expect(await refusal('https://169.254.169.254/latest/meta-data')).toMatch(/link-local/);
    expect(await refusal('https://100.64.0.1/hook')).toMatch(/carrier-grade NAT/);
    expect(await refusal('https://[fd00::1]/hook')).toMatch(/unique-local/);
    expect(await refusal('https://0.0.0.0/hook')).toMatch(/unspecified/);
    expect(await refusal('https://224.0.0.1/hook')).toMatch(/multicast/);
    expect(await strict.db.select().from(webhookSubscriptions)).toEqual([]);
  });

  it('refuses to deliver to a webhook whose host became private since, recording why', async () => {
    // As if DNS had changed since the webhook was made: its URL now reaches the loopback receiver.
    const [tenant] = await strict.db.select({ id: webhookSubscriptions.tenantId }).from(webhookSubscriptions);
    expect(tenant).toBeUndefined();
    const acme = await strict.tenantIdOf('owner@acme.test');
    const [webhook] = await strict.db
      .insert(webhookSubscriptions)
      .values({
        tenantId: acme,
        url: `https://127.0.0.1:${receiver.port}/rebound`,
        events: ['customer.created'],
        secretSealed: testSecretBox().seal('whsec_test'),
      })
      .returning();
    const response = await strictOwner.request({
      method: 'POST',
      url: '/api/customers',
      payload: { name: 'Rebound Rob' },
    });
    expect(response.statusCode).toBe(201);
    const [delivery] = await until(async () => {
      const page = await strictOwner.get(`/api/webhooks/${webhook?.id}/deliveries`);
      const { deliveries } = webhookDeliveryPageSchema.parse(page.json());
      return (deliveries[0]?.attempts ?? 0) >= 1 && deliveries;
    });
    expect(delivery).toMatchObject({ status: 'pending', lastResponseStatus: null });
    expect(delivery?.lastError).toMatch(/Not sent: url: 127\.0\.0\.1 is a loopback address/);
    expect(receiver.at('/rebound')).toHaveLength(0);
  });
});
