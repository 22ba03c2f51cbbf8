import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import type { ProductServer } from '../../e2e/support/product-server';
import { BENCH_USER } from './http-bench';

/**
 * What the Chromium benchmarks share. Times are read inside the page (performance.now(), from the start of the
 * navigation), so Playwright's own round trips and polling are not counted.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A new browser context (empty cache and storage: a cold load) signed in as the benchmark tenant's admin. */
export async function signedInContext(browser: Browser, server: ProductServer): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.request.get(`${server.url}/api/auth/csrf`);
  const xsrf = (await context.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await context.request.post(`${server.url}/api/auth/login`, {
    headers: { 'x-xsrf-token': xsrf },
    data: BENCH_USER,
  });
  if (!login.ok()) throw new Error(`Sign-in failed: ${login.status()}`);
  return context;
}

/**
 * Opens `url` and answers when each of `selectors` first appeared in the DOM, in ms from the start of the
 * navigation (a MutationObserver installed before any of the page's scripts runs).
 */
export async function openAndTime(page: Page, url: string, selectors: string[]): Promise<number[]> {
  await page.addInitScript((watched: string[]) => {
    const seen: Record<string, number> = {};
    (window as unknown as { __appeared: Record<string, number> }).__appeared = seen;
    const observer = new MutationObserver(() => {
      for (const selector of watched) {
        if (!(selector in seen) && document.querySelector(selector)) seen[selector] = performance.now();
      }
      if (watched.every((selector) => selector in seen)) observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true });
  }, selectors);
  await page.goto(url);
  const times = await page.waitForFunction((watched: string[]) => {
    const seen = (window as unknown as { __appeared: Record<string, number> }).__appeared;
    return watched.every((selector) => selector in seen) && watched.map((selector) => seen[selector]);
  }, selectors);
  return (await times.jsonValue()) as number[];
}

/**
 * A cold load of the dashboard (the shell and the session, no remote) in a context of its own: the baseline a
 * remote screen's load is compared with in the same run.
 */
export async function coldDashboard(browser: Browser, server: ProductServer): Promise<number> {
  const context = await signedInContext(browser, server);
  const [ms = 0] = await openAndTime(await context.newPage(), `${server.url}/dashboard`, ['main h1']);
  await context.close();
  return ms;
}

/**
 * Notes in the page when the next key goes down (`window.__keydownAt`, ms from navigation start), so a wait
 * polled at each frame can answer the time from the keystroke to what it changed on screen.
 */
export async function markNextKeydown(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = window as unknown as { __keydownAt?: number };
    delete state.__keydownAt;
    document.addEventListener('keydown', () => (state.__keydownAt = performance.now()), {
      capture: true,
      once: true,
    });
  });
}
