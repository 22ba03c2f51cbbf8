import './support/measured-alone';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { type ProductServer, startProductServer } from '../e2e/support/product-server';
import { launchChromium, median } from './support/browser-bench';

/**
 * Cold loads of /login and /dashboard in Chromium: time until the screen is usable (as a ratio of a bare page
 * with one script, loaded in the same run), JS requests, gzip bytes (shell vs each remote), and proof that
 * react, react-dom and antd are each downloaded once for the whole app.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SINGLETONS = ['react', 'react-dom', 'antd'];

interface LoadFigures {
  ms: number;
  scripts: string[];
}

async function timedLoad(
  page: Page,
  url: string,
  ready: (page: Page) => Promise<void>,
): Promise<LoadFigures> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const started = performance.now();
  await page.goto(url);
  await ready(page);
  return { ms: performance.now() - started, scripts };
}

async function gzipBytes(urls: string[]): Promise<number> {
  const sizes = await Promise.all(
    urls.map(
      async (url) => gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length,
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** The share scope of the Module Federation runtime: which build provided each singleton, and how many copies. */
async function singletonCopies(page: Page): Promise<Record<string, number>> {
  return page.evaluate((names) => {
    type ShareScope = Record<string, Record<string, { loaded?: boolean; loading?: unknown; from: string }>>;
    const federation = (
      globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, ShareScope>> } }
    ).__FEDERATION__;
    const copies: Record<string, Set<string>> = Object.fromEntries(
      names.map((name) => [name, new Set<string>()]),
    );
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const scope of Object.values(scopes)) {
        for (const name of names) {
          for (const [version, shared] of Object.entries(scope[name] ?? {})) {
            if (shared.loaded || shared.loading) copies[name]?.add(`${version}@${shared.from}`);
          }
        }
      }
    }
    return Object.fromEntries(Object.entries(copies).map(([name, set]) => [name, set.size]));
  }, SINGLETONS);
}

async function bareBaseline(browser: Browser): Promise<number> {
  const script = 'document.getElementById("root").textContent = "ready";'.padEnd(1024, ' ');
  const server = createServer((request, response) => {
    if (request.url === '/app.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    } else {
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<div id="root"></div><script src="/app.js"></script>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    times.push((await timedLoad(page, url, (p) => p.getByText('ready').waitFor())).ms);
    await context.close();
  }
  server.close();
  return median(times);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function coldLoad(
  browser: Browser,
  server: ProductServer,
  path: string,
  signedIn: boolean,
  ready: string,
) {
  const times: number[] = [];
  let last: { scripts: string[]; copies: Record<string, number> } = { scripts: [], copies: {} };
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext();
    if (signedIn) await signInThroughApi(context.request, server.url);
    const page = await context.newPage();
    const figures = await timedLoad(page, `${server.url}${path}`, (p) =>
      p.getByText(ready).first().waitFor(),
    );
    times.push(figures.ms);
    last = { scripts: figures.scripts, copies: await singletonCopies(page) };
    await context.close();
  }
  return { ms: median(times), ...last };
}

async function signInThroughApi(request: import('playwright-core').APIRequestContext, origin: string) {
  await request.get(`${origin}/api/auth/csrf`);
  const { cookies } = await request.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await request.post(`${origin}/api/auth/login`, {
    headers: { 'x-xsrf-token': xsrf },
    data: { email: 'owner@acme.test', password: 'demo1234' },
  });
  if (!response.ok()) throw new Error(`Sign-in failed: ${response.status()}`);
}

function byOrigin(scripts: string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const url of scripts) {
    const remote = new URL(url).pathname.match(/^\/mfe\/(\w+)\//)?.[1] ?? 'shell';
    groups.set(remote, [...(groups.get(remote) ?? []), url]);
  }
  return groups;
}

export async function benchPages(): Promise<void> {
  const browser = await launchChromium();
  const server = await startProductServer({});
  try {
    const baseline = await bareBaseline(browser);
    console.log(
      `Cold page loads (median of ${RUNS}); baseline: a bare page with one script, ${baseline.toFixed(0)} ms`,
    );
    const screens = [
      { path: '/login', signedIn: false, ready: 'Sign in to your account' },
      { path: '/dashboard', signedIn: true, ready: 'Latest messages' },
      { path: '/catalogs', signedIn: true, ready: 'Service Catalogs' },
      { path: '/customers', signedIn: true, ready: 'Customer Pipeline' },
    ];
    for (const screen of screens) {
      const load = await coldLoad(browser, server, screen.path, screen.signedIn, screen.ready);
      const groups = byOrigin(load.scripts);
      const parts = await Promise.all(
        [...groups].map(async ([name, urls]) => `${name} ${urls.length} files ${kib(await gzipBytes(urls))}`),
      );
      console.log(
        `${screen.path.padEnd(11)} ${load.ms.toFixed(0).padStart(5)} ms (×${(load.ms / baseline).toFixed(1)} of bare)  ` +
          `${load.scripts.length} JS requests, ${kib(await gzipBytes(load.scripts))} gzip  [${parts.join('; ')}]  ` +
          `copies loaded: ${SINGLETONS.map((name) => `${name} ${load.copies[name] ?? 0}`).join(', ')}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPages();
