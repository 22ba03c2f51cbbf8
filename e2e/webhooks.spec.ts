import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, devices, expect, type Page, test } from '@playwright/test';
import { scan } from './accessibility/support/axe';
import { OWNER } from './support/demo-users';
import { type ProductServer, startProductServer } from './support/product-server';
import { signIn, xsrfHeader } from './support/sign-in';

// Issue 41's webhooks end to end: an admin adds a webhook for quote.accepted in Admin → Integrations and copies its
// signing secret; a client accepts a quote on the public page; a real HTTP receiver on loopback gets the one
// delivery, signed, answering 500 twice and then 200 (so it arrives on the third try); the Deliveries view shows it
// delivered after 3 attempts, and Replay sends the same delivery again. A server of this file's own: webhooks to
// 127.0.0.1 over http need WEBHOOK_ALLOW_PRIVATE_NETWORKS, and a short WEBHOOK_RETRY_BASE_MS keeps the retries
// within a second or two; no sentence encoder, which no step here needs.

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A receiver on 127.0.0.1 that records every POST by its path and answers each path's scripted statuses in turn,
 * then 200. Each test has a path of its own, so one's deliveries never count as another's.
 */
class Receiver {
  private readonly requests = new Map<string, Received[]>();
  private readonly script: Map<string, number[]>;
  private server: Server | undefined;
  private origin = '';

  constructor(script: Record<string, number[]>) {
    this.script = new Map(Object.entries(script).map(([path, answers]) => [path, [...answers]]));
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        const received = this.requests.get(path) ?? [];
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        this.requests.set(path, received);
        const status = this.script.get(path)?.shift() ?? 200;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ ok: status < 300 }));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.origin = `http://127.0.0.1:${port}`;
  }

  url(path: string): string {
    return `${this.origin}${path}`;
  }

  /** What came to `path` so far. */
  to(path: string): Received[] {
    return this.requests.get(path) ?? [];
  }

  /** Resolves once `count` requests have come to `path` (polled, never a fixed wait). */
  async received(path: string, count: number): Promise<Received[]> {
    await expect
      .poll(() => this.to(path).length, { timeout: 20_000, intervals: [100] })
      .toBeGreaterThanOrEqual(count);
    return this.to(path).slice(0, count);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }
}

/** `QuoteDesk-Signature: t=<unix seconds>,v1=<hex hmac-sha256(secret, t + "." + body)>`, checked as a receiver does. */
function signatureVerifies(received: Received, secret: string): boolean {
  const header = String(received.headers['quotedesk-signature'] ?? '');
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const { t, v1 } = parts;
  if (!t || !v1 || !/^\d+$/.test(t) || !/^[0-9a-f]{64}$/.test(v1)) return false;
  // Signed now: a receiver refuses an old timestamp (a replayed capture).
  if (Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${received.body}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}

const ACCEPTED_PATH = '/hooks/accepted';
const PHONE_PATH = '/hooks/phone';

let product: ProductServer;
const receiver = new Receiver({ [ACCEPTED_PATH]: [500, 500] });

test.beforeAll(async () => {
  await receiver.start();
  product = await startProductServer({
    SENTENCE_ENCODER: 'false',
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    WEBHOOK_RETRY_BASE_MS: '250',
  });
});
test.afterAll(async () => {
  await product?.stop();
  await receiver.stop();
});

const run = () => Date.now().toString(36);

/** A sent quote of a fresh customer, made through the API as the signed-in admin: its id and public link. */
async function sentQuote(page: Page, name: string): Promise<{ id: string; link: string }> {
  const headers = await xsrfHeader(page.context());
  const customer = await (
    await page.request.post(`${product.url}/api/customers`, { headers, data: { name, status: 'LEAD' } })
  ).json();
  const created = await page.request.post(`${product.url}/api/quotes`, {
    headers,
    data: { customerId: customer.id, lines: [{ description: 'Boiler service', unitCost: 240, quantity: 1 }] },
  });
  expect(created.status()).toBe(201);
  const quote = await created.json();
  const sent = await (
    await page.request.post(`${product.url}/api/quotes/${quote.id}/send`, { headers, data: {} })
  ).json();
  return { id: quote.id, link: new URL(sent.publicUrl, product.url).href };
}

/** The client, in a browser of their own (no session), accepts the quote on its public page. */
async function clientAccepts(browser: Browser, link: string): Promise<void> {
  const context = await browser.newContext();
  const client = await context.newPage();
  await client.goto(link);
  await client.getByRole('button', { name: 'Accept quote' }).click();
  await expect(client.getByRole('status')).toHaveText('Accepted');
  await context.close();
}

test('a webhook for accepted quotes: signed, retried to the third try, shown delivered, and replayed', async ({
  page,
  context,
  browser,
}) => {
  const hookUrl = receiver.url(ACCEPTED_PATH);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, OWNER.email, undefined, product.url);
  await page.goto(`${product.url}/admin?tab=integrations`);
  await expect(page.getByRole('tab', { name: 'Integrations', selected: true })).toBeVisible();

  // The admin adds the webhook for quote.accepted only, and copies the secret shown once.
  await page.getByRole('button', { name: 'Add webhook' }).click();
  const add = page.getByRole('dialog', { name: 'Add webhook' });
  await add.getByLabel('Endpoint URL').fill(hookUrl);
  await add.getByRole('checkbox', { name: /Quote accepted/ }).check();
  await add.getByLabel('Description (optional)').fill('e2e receiver');
  await add.getByRole('button', { name: 'Add webhook' }).click();
  const added = page.getByRole('dialog', { name: 'Webhook added' });
  await expect(added.getByText('Copy this signing secret now: it will not be shown again.')).toBeVisible();
  await added.getByRole('button', { name: /Copy signing secret/ }).click();
  const secret = await page.evaluate(() => navigator.clipboard.readText());
  expect(secret).toMatch(/^whsec_/);
  await expect(added.getByText(secret)).toBeVisible();
  await added.getByRole('button', { name: 'Done' }).click();
  const webhooks = page.getByRole('list', { name: 'Webhooks' });
  await expect(webhooks.getByRole('listitem').filter({ hasText: hookUrl })).toContainText('Quote accepted');

  // A client accepts a quote: one delivery, answered 500, 500, then 200.
  const quote = await sentQuote(page, `Webhook Client ${run()}`);
  await clientAccepts(browser, quote.link);
  const tries = await receiver.received(ACCEPTED_PATH, 3);
  const deliveryId = String(tries[0]?.headers['quotedesk-delivery']);
  expect(deliveryId).toMatch(/^[0-9a-f-]{36}$/);
  for (const received of tries) {
    expect(received.headers['quotedesk-delivery']).toBe(deliveryId);
    expect(received.headers['quotedesk-event']).toBe('quote.accepted');
    expect(received.headers['content-type']).toMatch(/^application\/json/);
    expect(signatureVerifies(received, secret)).toBe(true);
    expect(signatureVerifies(received, `${secret}x`)).toBe(false);
  }
  const payload = JSON.parse(tries[2]?.body ?? '{}');
  expect(payload).toMatchObject({ id: deliveryId, type: 'quote.accepted' });
  expect(JSON.stringify(payload)).toContain(quote.id);

  // The Deliveries view: delivered, on the third attempt, with the receiver's 200.
  await page.getByRole('button', { name: `Deliveries of ${hookUrl}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Deliveries' });
  const deliveries = drawer.getByRole('list', { name: 'Deliveries' }).getByRole('listitem');
  await expect(deliveries).toHaveCount(1);
  const delivery = deliveries.first();
  await expect(delivery.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(delivery).toContainText('3 attempts');
  await expect(delivery).toContainText('Last response 200');
  await expect(delivery).toContainText('Quote accepted');
  await expect(delivery).toContainText(deliveryId);
  // Delivered, so nothing more is sent: exactly the one delivery's three tries.
  expect(receiver.to(ACCEPTED_PATH)).toHaveLength(3);

  // The view reads in both themes (axe, WCAG 2.1 AA), as the axe sweep checks every screen.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    expect(await scan(page, 'Admin, webhook deliveries')).toEqual([]);
  }

  // Replay: the same delivery id, signed again, delivered at its first attempt.
  await delivery.getByRole('button', { name: /^Replay / }).click();
  await expect(page.getByText('Delivery queued to be sent again')).toBeVisible();
  const [, , , replayed] = await receiver.received(ACCEPTED_PATH, 4);
  expect(replayed?.headers['quotedesk-delivery']).toBe(deliveryId);
  expect(signatureVerifies(replayed as Received, secret)).toBe(true);
  expect(JSON.parse(replayed?.body ?? '{}')).toMatchObject({ id: deliveryId, type: 'quote.accepted' });
  await expect(delivery).toContainText('1 attempt');
  await expect(delivery.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(deliveries).toHaveCount(1);
  expect(receiver.to(ACCEPTED_PATH)).toHaveLength(4);
});

test('at phone width the Add webhook dialog and the Deliveries view fill the screen, with nothing to scroll sideways', async ({
  browser,
}) => {
  const { defaultBrowserType: _chromium, ...iPhone } = devices['iPhone 13'];
  const context = await browser.newContext(iPhone);
  const page = await context.newPage();
  const hookUrl = receiver.url(PHONE_PATH);
  await signIn(page, OWNER.email, undefined, product.url);
  // A webhook for new customers, and a customer: one delivery to list.
  const headers = await xsrfHeader(context);
  const made = await page.request.post(`${product.url}/api/webhooks`, {
    headers,
    data: { url: hookUrl, events: ['customer.created'] },
  });
  expect(made.status()).toBe(201);
  await page.request.post(`${product.url}/api/customers`, {
    headers,
    data: { name: `Phone Hook Client ${run()}`, status: 'LEAD' },
  });
  await receiver.received(PHONE_PATH, 1);

  const viewport = page.viewportSize()?.width ?? 0;
  const fillsTheWidth = async (locator: ReturnType<Page['locator']>) =>
    expect.poll(async () => Math.round((await locator.boundingBox())?.width ?? 0)).toBe(viewport);
  const noSidewaysScroll = () =>
    expect
      .poll(() =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      )
      .toBeLessThanOrEqual(0);

  await page.goto(`${product.url}/admin?tab=integrations`);
  const item = page
    .getByRole('list', { name: 'Webhooks' })
    .getByRole('listitem')
    .filter({ hasText: hookUrl });
  await expect(item).toContainText('Customer created');
  await noSidewaysScroll();

  await page.getByRole('button', { name: 'Add webhook' }).click();
  const add = page.getByRole('dialog', { name: 'Add webhook' });
  await expect(add.getByLabel('Endpoint URL')).toBeVisible();
  await fillsTheWidth(add);
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toBeHidden();

  await item.getByRole('button', { name: `Deliveries of ${hookUrl}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Deliveries' });
  const delivery = drawer.getByRole('list', { name: 'Deliveries' }).getByRole('listitem').first();
  await expect(delivery).toContainText('Customer created');
  await expect(delivery.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(delivery.getByRole('button', { name: /^Replay / })).toBeInViewport();
  await fillsTheWidth(drawer);
  await noSidewaysScroll();
  await context.close();
});
