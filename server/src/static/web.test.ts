import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { runtimeConfigSchema } from 'shared-api/contract';
import { buildApp } from '../app';
import type { Config } from '../config';
import { createTestContext, SETUP_TIMEOUT_MS, type TestContext, testConfig } from '../testing/app';

const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script src="/main.3fa2b9c1.js"></script></body></html>';
const MAIN_JS = `console.log(${JSON.stringify('shell '.repeat(200))});`;
const STYLES = `body { color: #0f172a; }\n${'.row { display: flex; }\n'.repeat(200)}`;
const SERVICE_WORKER = 'self.addEventListener("fetch", () => {});';
const WEB_APP_MANIFEST = JSON.stringify({
  name: 'QuoteDesk',
  start_url: '/dashboard',
  display: 'standalone',
});

let webRoot: string;
let ctx: TestContext;

function write(relative: string, content: string | Buffer) {
  const file = path.join(webRoot, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'quotedesk-web-'));
  write('shell/dist/index.html', INDEX_HTML);
  write('shell/dist/main.3fa2b9c1.js', MAIN_JS);
  write('shell/dist/main.3fa2b9c1.js.gz', gzipSync(MAIN_JS));
  write('shell/dist/main.3fa2b9c1.js.br', brotliCompressSync(MAIN_JS));
  write('shell/dist/styles.css', STYLES);
  write('shell/dist/sw.js', SERVICE_WORKER);
  write('shell/dist/manifest.webmanifest', WEB_APP_MANIFEST);
  write('shell/dist/offline.html', '<!doctype html><title>Offline</title><h1>You are offline</h1>');
  write('shell/dist/icons/icon-192.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  write('mfe-messages/dist/mf-manifest.json', JSON.stringify({ name: 'mfe_messages', version: 1 }));
  write('mfe-messages/dist/remoteEntry.js', 'var mfe_messages;');
  write('mfe-messages/dist/static/js/412.ab12cd34ef.js', 'export const v = 1;');
  write(
    'mfe-customers/dist/mf-manifest.json',
    JSON.stringify({
      name: 'mfe_customers',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [{ name: 'react' }, { name: 'antd' }, { name: 'shared-ui/search-select' }],
      exposes: [
        { path: './routes', assets: { js: { sync: ['388.9a0f.js', 'expose_routes.1b2c.js', 'x>y.js'] } } },
        { path: './CustomerForm', assets: { js: { sync: ['form.77aa.js'] } } },
      ],
    }),
  );
  write(
    'shell/dist/mf-manifest.json',
    JSON.stringify({
      shared: [
        { name: 'react', assets: { js: { sync: ['main.3fa2b9c1.js'] } } },
        { name: 'shared-ui/search-select', assets: { js: { sync: ['500.ad25.js'] } } },
        { name: 'antd', assets: { js: { sync: ['610.c3d1.js', '611.e2f0.js'] } } },
        { name: 'antd/es/table', assets: { js: { sync: ['441.a7c4.js'] } } },
      ],
    }),
  );
  write('secret.txt', 'not for the web');
  ctx = await createTestContext({ webRoot, apiBaseUrl: 'https://api.example.com' }, { seed: false });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await ctx.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** Another app over the same database, for a different configuration. */
const appWith = (overrides: Partial<Config>) =>
  buildApp({ database: ctx.database, config: testConfig(overrides) });

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('the shell', () => {
  it('serves index.html at / with no-cache', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it.each(['/login', '/dashboard', '/customers/4f1c2a'])(
    'answers the page navigation %s with index.html',
    async (url) => {
      const response = await get(url, { accept: 'text/html,application/xhtml+xml' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it("tells the browser to fetch the opened page's remote at once (Link preload)", async () => {
    const response = await get('/customers/4f1c2a', { accept: 'text/html' });
    expect(response.headers.link).toBe(
      [
        '</mfe/customers/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous; fetchpriority=low',
        '</mfe/customers/remoteEntry.js>; rel=preload; as=script; fetchpriority=low',
        '</mfe/customers/388.9a0f.js>; rel=preload; as=script; fetchpriority=low',
        '</mfe/customers/expose_routes.1b2c.js>; rel=preload; as=script; fetchpriority=low',
        // The shell's chunk of a shared module the remote uses; not the shell's own script, nor unused ones, nor
        // the 'antd' facade's, which the signed-in app loads before any remote.
        '</500.ad25.js>; rel=preload; as=script; fetchpriority=low',
      ].join(', '),
    );
    expect((await get('/dashboard', { accept: 'text/html' })).headers.link).toBeUndefined();
    // A remote that is not built (no manifest) gets no hint.
    expect((await get('/catalogs', { accept: 'text/html' })).headers.link).toBeUndefined();
  });

  it('answers 404 for a missing file that is not a page navigation', async () => {
    const response = await get('/missing.js', { accept: '*/*' });
    expect(response.statusCode).toBe(404);
  });

  it('does not fall back to the shell for unknown /api, /mfe and /uploads paths', async () => {
    for (const url of ['/api/missing', '/mfe/messages/missing.js', '/uploads/missing.png']) {
      expect((await get(url, { accept: 'text/html' })).statusCode).toBe(404);
    }
  });

  it('marks files with a content hash immutable, without a per-browser cookie', async () => {
    const response = await get('/main.3fa2b9c1.js');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toBe(MAIN_JS);
  });

  it('serves the precompressed gzip sibling when the browser accepts gzip', async () => {
    const response = await get('/main.3fa2b9c1.js', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(response.rawPayload).toString()).toBe(MAIN_JS);
  });

  it('prefers the brotli sibling when both are accepted', async () => {
    const response = await get('/main.3fa2b9c1.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(MAIN_JS);
  });

  it('compresses a text asset without a precompressed sibling on the fly', async () => {
    const response = await get('/styles.css', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(response.rawPayload).toString()).toBe(STYLES);
  });

  it('never serves files outside the build folder', async () => {
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/mfe/messages/..%2f..%2f..%2fsecret.txt']) {
      const response = await get(url);
      expect(response.body).not.toContain('not for the web');
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
    }
  });
});

/** The sources a directive has under a policy, or those of the directive it falls back to (CSP Level 3). */
function effectiveSources(policy: string, fallbacks: string[]): string[] {
  const directives = new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  for (const name of fallbacks) {
    const sources = directives.get(name);
    if (sources) return sources;
  }
  throw new Error(`The policy names none of ${fallbacks.join(', ')}`);
}

describe('the installable app', () => {
  it('serves the service worker as JavaScript, revalidated on every load so a new one is found', async () => {
    const response = await get('/sw.js', { accept: '*/*', 'service-worker': 'script' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript\b/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBeUndefined();
    expect(response.body).toBe(SERVICE_WORKER);
  });

  it('serves the web app manifest as application/manifest+json, with no-cache', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json\b/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual(JSON.parse(WEB_APP_MANIFEST));
  });

  it('serves the offline page and the icons as the files they are', async () => {
    const page = await get('/offline.html', { accept: 'text/html' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('You are offline');
    const icon = await get('/icons/icon-192.png');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('answers 404 for a service worker the build has not written, never the shell page', async () => {
    const empty = await appWith({ webRoot: mkdtempSync(path.join(os.tmpdir(), 'quotedesk-no-sw-')) });
    const response = await empty.inject({ method: 'GET', url: '/sw.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/html/);
    await empty.close();
  });

  it("lets the page register a same-origin worker and load its manifest, and nothing more (CSP 'self')", async () => {
    // Without other origins configured (this suite's API origin would be added to script-src and connect-src).
    const app = await appWith({ webRoot });
    try {
      const pagePolicy = (
        await app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } })
      ).headers['content-security-policy'];
      // A worker cannot carry a nonce: of script-src only 'self' applies to it.
      const worker = effectiveSources(String(pagePolicy), [
        'worker-src',
        'child-src',
        'script-src',
        'default-src',
      ]);
      expect(worker.filter((source) => !source.startsWith("'nonce-"))).toEqual(["'self'"]);
      expect(effectiveSources(String(pagePolicy), ['manifest-src', 'default-src'])).toEqual(["'self'"]);
      // The worker runs under its own script's policy: it fetches pages and files of its own origin.
      const workerPolicy = (await app.inject({ method: 'GET', url: '/sw.js' })).headers[
        'content-security-policy'
      ];
      expect(effectiveSources(String(workerPolicy), ['connect-src', 'default-src'])).toEqual(["'self'"]);
    } finally {
      await app.close();
    }
  });
});

describe('the remotes', () => {
  it('serves mf-manifest.json and remoteEntry.js with no-cache', async () => {
    const manifest = await get('/mfe/messages/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ name: 'mfe_messages', version: 1 });
    expect((await get('/mfe/messages/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
  });

  it('marks hashed chunks immutable', async () => {
    const response = await get('/mfe/messages/static/js/412.ab12cd34ef.js');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for an unknown remote and for folder paths', async () => {
    expect((await get('/mfe/billing/mf-manifest.json')).statusCode).toBe(404);
    expect((await get('/mfe/messages/')).statusCode).toBe(404);
    expect((await get('/mfe/messages/static/')).statusCode).toBe(404);
  });

  it('picks up a replaced dist folder with no restart', async () => {
    rmSync(path.join(webRoot, 'mfe-messages/dist'), { recursive: true });
    write('mfe-messages/dist/mf-manifest.json', JSON.stringify({ name: 'mfe_messages', version: 2 }));
    expect((await get('/mfe/messages/mf-manifest.json')).json()).toEqual({
      name: 'mfe_messages',
      version: 2,
    });
  });
});

describe('/remotes.json', () => {
  it('lists the five remotes and the API base URL, with no-cache', async () => {
    const response = await get('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(runtimeConfigSchema.parse(response.json())).toEqual({
      remotes: {
        mfe_messages: '/mfe/messages/mf-manifest.json',
        mfe_customers: '/mfe/customers/mf-manifest.json',
        mfe_catalogs: '/mfe/catalogs/mf-manifest.json',
        mfe_admin: '/mfe/admin/mf-manifest.json',
        mfe_settings: '/mfe/settings/mf-manifest.json',
      },
      apiBaseUrl: 'https://api.example.com',
      googleSignIn: false,
    });
  });

  it('says Google sign-in is on once its client id and secret are set', async () => {
    const app = await appWith({ webRoot, googleClientId: 'client', googleClientSecret: 'secret' });
    expect((await app.inject({ method: 'GET', url: '/remotes.json' })).json()).toMatchObject({
      googleSignIn: true,
    });
    await app.close();
  });

  it('serves the file named by REMOTES_JSON instead, read per request', async () => {
    const file = path.join(webRoot, 'remotes.override.json');
    const override = { remotes: { mfe_messages: 'https://cdn.example.com/messages/mf-manifest.json' } };
    writeFileSync(file, JSON.stringify(override));
    const app = await appWith({ webRoot, remotesJsonFile: file });
    expect((await app.inject({ method: 'GET', url: '/remotes.json' })).json()).toEqual({
      ...override,
      googleSignIn: false,
    });
    await app.close();
  });
});

describe('without a front-end build', () => {
  it('still answers: 404 for the app, the API keeps working', async () => {
    const empty = await appWith({ webRoot: mkdtempSync(path.join(os.tmpdir(), 'quotedesk-empty-')) });
    const page = await empty.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect((await empty.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
    expect((await empty.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    await empty.close();
  });
});

describe('CORS', () => {
  const preflight = (app: Awaited<ReturnType<typeof appWith>>, origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-xsrf-token',
      },
    });

  it('allows credentials only for the configured origins', async () => {
    const app = await appWith({ corsOrigins: ['https://app.example.com'] });
    try {
      const allowed = await preflight(app, 'https://app.example.com');
      expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.com');
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');
      expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/X-XSRF-TOKEN/i);

      const other = await preflight(app, 'https://evil.example.com');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('sends no CORS headers when no origin is configured', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://app.example.com' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
