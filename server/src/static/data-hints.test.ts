import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import {
  createTestContext,
  SETUP_TIMEOUT_MS,
  TestBrowser,
  type TestContext,
  testConfig,
} from '../testing/app';

let webRoot: string;
let ctx: TestContext;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'quotedesk-data-hints-'));
  mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  ctx = await createTestContext({ webRoot });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await ctx.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const HINT = /^<([^>]+)>; rel=preload; as=fetch; crossorigin=use-credentials$/;

/** The data URLs a page's HTML names as preload hints (no remote is built here, so nothing else is hinted). */
function hintedUrls(link: string | string[] | number | undefined): string[] {
  if (link === undefined) return [];
  return String(link)
    .split(', ')
    .map((hint) => hint.match(HINT)?.[1] ?? `not a data hint: ${hint}`);
}

describe("the page's first data, named in its HTML", () => {
  it('names the session and the pipeline calls on /customers, and each answers the signed-in user', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const tenantId = await ctx.tenantIdOf('owner@acme.test');
    const page = await owner.get('/customers', { accept: 'text/html' });
    const urls = hintedUrls(page.headers.link);
    expect(urls).toEqual([
      '/api/session/current',
      `/api/customers/summary?tenantId=${tenantId}`,
      ...['LEAD%2CPROSPECT%2CINACTIVE%2CLOST', 'CONTACTED', 'QUOTED', 'ACTIVE'].map(
        (status) => `/api/customers?tenantId=${tenantId}&limit=20&status=${status}`,
      ),
    ]);
    for (const url of urls) expect((await owner.get(url)).statusCode).toBe(200);
  });

  it('names the inbox first page on /messages and the opened customer on /customers/{id}', async () => {
    const staff = await ctx.signedIn('staff@acme.test');
    const tenantId = await ctx.tenantIdOf('staff@acme.test');
    const inbox = hintedUrls((await staff.get('/messages', { accept: 'text/html' })).headers.link);
    expect(inbox).toEqual([
      '/api/session/current',
      `/api/messages?tenantId=${tenantId}&source=all&status=ALL&search=&limit=50`,
    ]);
    const [customer] = (await staff.get('/api/customers?limit=1')).json().customers;
    const detail = hintedUrls(
      (await staff.get(`/customers/${customer.id}`, { accept: 'text/html' })).headers.link,
    );
    expect(detail).toEqual(['/api/session/current', `/api/customers/${customer.id}`]);
  });

  it('names only the session on a page whose data it cannot know, and nothing when signed out', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    expect(hintedUrls((await owner.get('/dashboard', { accept: 'text/html' })).headers.link)).toEqual([
      '/api/session/current',
    ]);
    const visitor = new TestBrowser(ctx.app);
    expect((await visitor.get('/customers', { accept: 'text/html' })).headers.link).toBeUndefined();
    const stale = new TestBrowser(ctx.app);
    stale.cookies.set('qd_session', 'no-such-session');
    expect((await stale.get('/customers', { accept: 'text/html' })).headers.link).toBeUndefined();
  });

  it('names nothing when the API lives on another origin (the page would not take the preloads)', async () => {
    const app = await buildApp({
      database: ctx.database,
      config: testConfig({ webRoot, apiBaseUrl: 'https://api.example.com' }),
    });
    try {
      const owner = new TestBrowser(app);
      await owner.signIn('owner@acme.test');
      expect((await owner.get('/customers', { accept: 'text/html' })).headers.link).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
