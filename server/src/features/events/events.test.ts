import { type ServerEvent, serverEventSchema } from 'shared-api/contract';
import { type App, buildApp } from '../../app';
import { createTestContext, SETUP_TIMEOUT_MS, type TestBrowser, type TestContext } from '../../testing/app';
import { COALESCE_MS } from './coalesce';

let ctx: TestContext;
/** A second instance on the same database, as behind a load balancer. */
let other: App;
let otherUrl: string;
let acmeId: string;
let acmeOwner: TestBrowser;
let bluewaveAdmin: TestBrowser;

beforeAll(async () => {
  ctx = await createTestContext();
  other = await buildApp({ database: ctx.database, config: ctx.config });
  otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
  acmeId = await ctx.tenantIdOf('owner@acme.test');
  acmeOwner = await ctx.signedIn('owner@acme.test');
  bluewaveAdmin = await ctx.signedIn('admin@bluewave.test');
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await other.close();
  await ctx.close();
});

const cookieOf = (browser: TestBrowser) =>
  [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** An open `GET /api/events` on the second instance, collecting the events it receives. */
async function openStream(browser: TestBrowser) {
  const abort = new AbortController();
  const response = await fetch(`${otherUrl}/api/events`, {
    headers: { cookie: cookieOf(browser), accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const events: ServerEvent[] = [];
  const waiters: (() => void)[] = [];
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const data = buffer.slice(0, end).match(/^data: (.*)$/m)?.[1];
        buffer = buffer.slice(end + 2);
        if (data) events.push(serverEventSchema.parse(JSON.parse(data)));
        for (const wake of waiters.splice(0)) wake();
      }
    }
  })().catch(() => {});
  const next = (predicate: (event: ServerEvent) => boolean) =>
    new Promise<ServerEvent>((resolve) => {
      const check = () => {
        const found = events.find(predicate);
        if (found) resolve(found);
        else waiters.push(check);
      };
      check();
    });
  return { response, events, next, close: () => abort.abort(), reading };
}

/** A provider posting a text message to the first instance. */
async function postInbound(key: string, content: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/inbound/messages',
    headers: { authorization: `Bearer ${key}` },
    payload: { source: 'text', fromPhone: '(916) 555-0999', senderName: 'Live Tester', content },
  });
  expect(response.statusCode).toBe(201);
}

describe('GET /api/events', () => {
  it('refuses a visitor without a session', async () => {
    const response = await fetch(`${otherUrl}/api/events`, { headers: { accept: 'text/event-stream' } });
    expect(response.status).toBe(401);
  });

  it('streams unbuffered, uncompressed and uncached', async () => {
    const stream = await openStream(acmeOwner);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    expect(stream.response.headers.get('cache-control')).toMatch(/no-(cache|store)/);
    stream.close();
  });

  it("tells a tenant's users on another instance that a message arrived, and nobody else", async () => {
    const key = (
      await acmeOwner.request({ method: 'POST', url: `/api/tenants/${acmeId}/inbound-key` })
    ).json().key as string;
    const acme = await openStream(acmeOwner);
    const bluewave = await openStream(bluewaveAdmin);

    await postInbound(key, 'The gate motor stopped');
    await expect(acme.next((event) => event.type === 'inbox.changed')).resolves.toEqual({
      type: 'inbox.changed',
      tenantId: acmeId,
    });
    // Bluewave's stream is older than the event and passes through the same bus: had it been sent, it would
    // have been delivered by now — another event published after it arrives first.
    await ctx.app.events.publish({
      type: 'inbox.changed',
      tenantId: await ctx.tenantIdOf('admin@bluewave.test'),
    });
    await bluewave.next(() => true);
    expect(bluewave.events.map((event) => 'tenantId' in event && event.tenantId)).not.toContain(acmeId);
    acme.close();
    bluewave.close();
  });

  // How a burst folds window by window is coalesce.test.ts's; here, that the stream folds one at all: how many
  // windows the burst's notifications span depends on how fast the machine delivers them.
  it('folds a burst of changes into fewer events than were published', async () => {
    const stream = await openStream(acmeOwner);
    const burst = 20;
    await Promise.all(
      Array.from({ length: burst }, () =>
        ctx.app.events.publish({ type: 'inbox.changed', tenantId: acmeId }),
      ),
    );
    await stream.next(() => true);
    await new Promise((resolve) => setTimeout(resolve, COALESCE_MS * 3));
    expect(stream.events.length).toBeGreaterThanOrEqual(1);
    expect(stream.events.length).toBeLessThan(burst / 2);
    stream.close();
  });

  it('ends open streams when the server shuts down, so browsers reconnect elsewhere', async () => {
    const third = await buildApp({ database: ctx.database, config: ctx.config });
    const url = await third.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${url}/api/events`, {
      headers: { cookie: cookieOf(acmeOwner), accept: 'text/event-stream' },
    });
    const ended = (async () => {
      for await (const _ of response.body as unknown as AsyncIterable<Uint8Array>);
      return 'ended';
    })();
    await third.close();
    await expect(ended).resolves.toBe('ended');
  });
});
