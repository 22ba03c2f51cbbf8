import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { OWNER } from './support/demo-users';
import { ownDeployment } from './support/remote-build';
import { collectCspViolations } from './support/security-headers';
import { signIn } from './support/sign-in';

/** What a page's worker has put in Cache Storage: every cached address's path, by cache. */
function cachedPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const byCache: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      byCache[name] = requests.map((request) => new URL(request.url).pathname);
    }
    return byCache;
  });
}

/** Opens the app, waits for its service worker to be active, and reloads: the next load runs on it. */
async function installServiceWorker(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/login`);
  const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(scriptURL).toBe(`${origin}/sw.js`);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
    .toBe(`${origin}/sw.js`);
}

// Never answered from a cache by the worker: the remotes' list, the API, uploads, the shell's page (its CSP
// nonce is per request) and every remote's unhashed entry points.
const NEVER_CACHED =
  /^\/remotes\.json$|^\/api\/|^\/uploads\/|^\/(index\.html)?$|remoteEntry\.js$|mf-manifest\.json$/;

test.describe('the installable app, on the built product', () => {
  // Its own server on its own copy of the built front ends: starting one takes a while on a busy machine.
  test.describe.configure({ timeout: 180_000 });
  test.use({ serviceWorkers: 'allow' });
  const deployment = ownDeployment();

  test('serves a valid web app manifest, linked from the page, whose icons load at their sizes', async ({
    page,
  }) => {
    const origin = deployment.server.url;
    const response = await fetch(`${origin}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'QuoteDesk',
      short_name: 'QuoteDesk',
      start_url: '/dashboard',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const file = await fetch(`${origin}${icon.src}`);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type'), icon.src).toBe('image/png');
      const { width, height, format } = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(format).toBe('png');
    }

    // The browser finds the page's manifest and reads it without an error.
    await page.goto(`${origin}/login`);
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /\.png$/);
    const cdp = await page.context().newCDPSession(page);
    const parsed = await cdp.send('Page.getAppManifest');
    expect(parsed.url).toBe(`${origin}/manifest.webmanifest`);
    expect(parsed.errors).toEqual([]);
  });

  test('installs its service worker, served uncached as JavaScript, which precaches the shell and the offline page', async ({
    page,
  }) => {
    const origin = deployment.server.url;
    const worker = await fetch(`${origin}/sw.js`);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');

    await installServiceWorker(page, origin);
    const cached = Object.values(await cachedPaths(page)).flat();
    expect(cached).toEqual(
      expect.arrayContaining(['/offline.html', '/offline.css', '/offline.js', '/manifest.webmanifest']),
    );
    expect(cached.some((file) => /^\/main\.[0-9a-f]{8}\.js$/.test(file))).toBe(true);
    expect(cached.filter((file) => NEVER_CACHED.test(file))).toEqual([]);
  });

  test('offline, a page navigation shows the offline page, whose Try again loads the page once back online', async ({
    page,
    context,
  }) => {
    const origin = deployment.server.url;
    const violations = await collectCspViolations(page);
    await installServiceWorker(page, origin);
    await signIn(page, OWNER.email, undefined, origin);

    await context.setOffline(true);
    await page.goto(`${origin}/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    const tryAgain = page.getByRole('link', { name: 'Try again' });
    // The offline page stands in for the page that failed: Try again goes back to it.
    expect(await tryAgain.evaluate((link: HTMLAnchorElement) => link.href)).toBe(`${origin}/dashboard`);
    expect(page.url()).toBe(`${origin}/dashboard`);

    // Still offline, Try again asks for the page again and gets the offline page again.
    await page.evaluate(() => Object.assign(window, { beforeRetry: true }));
    await tryAgain.click();
    // Mid-navigation the old page's context is gone and evaluate throws: not yet the new page, ask again.
    const stillOldPage = () => page.evaluate(() => 'beforeRetry' in window).catch(() => true);
    await expect.poll(stillOldPage).toBe(false);
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();

    // Back online, the offline page loads the page it stood in for by itself.
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('shown while the browser is online (the server did not answer), the offline page tries again by itself', async ({
    page,
    context,
  }) => {
    const origin = deployment.server.url;
    await installServiceWorker(page, origin);
    await signIn(page, OWNER.email, undefined, origin);

    // The page's request fails on its way to the server though the browser stays online.
    await context.route(`${origin}/customers`, (route) => route.abort('connectionrefused'));
    await page.goto(`${origin}/customers`);
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();

    await context.unroute(`${origin}/customers`);
    // Its tries wait 1 s, then 2 s (a try that began before the unroute fails again), then the page loads.
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Pipeline' })).toBeVisible({
      timeout: 20_000,
    });
  });

  test('back online, a remote redeployed on its own is what the next load gets, not a cached copy', async ({
    page,
  }) => {
    const origin = deployment.server.url;
    await installServiceWorker(page, origin);
    await deployment.openCatalogs(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Service Catalogs' })).toBeVisible();

    // The remote's hashed files were cached as they loaded; its entry points and the app's data never were.
    const stored = await cachedPaths(page);
    expect(
      stored['quotedesk-remote-assets']?.some((file) => /^\/mfe\/catalogs\/.+\.[0-9a-f]{8}\.js$/.test(file)),
    ).toBe(true);
    expect(
      Object.values(stored)
        .flat()
        .filter((file) => NEVER_CACHED.test(file)),
    ).toEqual([]);

    await deployment.redeployCatalogs({
      sources: {
        'src/features/catalogs/components/catalogs-page.tsx': (text) =>
          text.replace('title="Service Catalogs"', 'title="Service Catalogs (v2)"'),
      },
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Service Catalogs (v2)' })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${origin}/sw.js`);
  });
});
