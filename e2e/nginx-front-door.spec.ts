import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { OWNER } from './support/demo-users';
import { freePort, REPO_ROOT } from './support/product-server';
import {
  collectCspViolations,
  expectSecurityHeaders,
  uploadSidebarLogo,
  visitEveryScreen,
} from './support/security-headers';
import { sidebar, signIn } from './support/sign-in';

const NGINX_CONF = path.join(REPO_ROOT, 'nginx.conf');
const REMOTES = ['messages', 'customers', 'catalogs', 'admin', 'settings'];

/** The shipped config with this machine's paths and ports: the deploy folder, a free port, the suite's API. */
function localisedConfig(deployRoot: string, port: number, apiPort: string): string {
  return readFileSync(NGINX_CONF, 'utf8')
    .replaceAll('/srv/quotedesk', deployRoot)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('server 127.0.0.1:8080;', `server 127.0.0.1:${apiPort};`)
    .replace('/run/nginx-quotedesk.pid', path.join(deployRoot, 'nginx.pid'))
    .replaceAll('/var/log/nginx/', `${deployRoot}/`)
    .replace('worker_processes auto;', 'worker_processes 1;');
}

/** Lays out the built front ends as production does: shell/ and mfe/<name>/. nginx workers must read them. */
function deploy(): string {
  const deployRoot = mkdtempSync(path.join(tmpdir(), 'qd-nginx-'));
  cpSync(path.join(REPO_ROOT, 'shell', 'dist'), path.join(deployRoot, 'shell'), { recursive: true });
  for (const name of REMOTES) {
    mkdirSync(path.join(deployRoot, 'mfe'), { recursive: true });
    cpSync(path.join(REPO_ROOT, `mfe-${name}`, 'dist'), path.join(deployRoot, 'mfe', name), {
      recursive: true,
    });
  }
  chmodSync(deployRoot, 0o755);
  return deployRoot;
}

test('nginx accepts the shipped production config', () => {
  const result = spawnSync('nginx', ['-t', '-c', NGINX_CONF]);
  expect(result.stderr.toString()).toContain('syntax is ok');
  expect(result.status).toBe(0);
});

test.describe('the product served through nginx', () => {
  let nginx: ChildProcess;
  let deployRoot: string;
  let origin: string;

  test.beforeAll(async ({ browserName: _ }, testInfo) => {
    const apiPort = new URL(testInfo.project.use.baseURL ?? '').port;
    deployRoot = deploy();
    const port = await freePort();
    const conf = path.join(deployRoot, 'nginx.conf');
    writeFileSync(conf, localisedConfig(deployRoot, port, apiPort));
    const check = spawnSync('nginx', ['-t', '-c', conf]);
    expect(check.status, check.stderr.toString()).toBe(0);
    nginx = spawn('nginx', ['-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
    origin = `http://127.0.0.1:${port}`;
    await expect
      .poll(async () => (await fetch(`${origin}/login`).catch(() => null))?.status, { timeout: 15_000 })
      .toBe(200);
  });

  test.afterAll(() => {
    nginx?.kill('SIGQUIT');
    if (deployRoot) rmSync(deployRoot, { recursive: true, force: true });
  });

  test('signs in, loads a remote and sends the agreed cache headers', async ({ page }) => {
    await signIn(page, OWNER.email, undefined, origin);
    await sidebar(page).getByRole('link', { name: 'Customers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Pipeline' })).toBeVisible();

    const manifest = await fetch(`${origin}/mfe/customers/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const html = await fetch(`${origin}/dashboard`);
    expect(html.headers.get('cache-control')).toBe('no-cache');
    const script = (await html.text()).match(/src="\/?(main\.[0-9a-f]{8}\.js)"/)?.[1];
    const asset = await fetch(`${origin}/${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    const { remotes } = (await (await fetch(`${origin}/remotes.json`)).json()) as {
      remotes: Record<string, string>;
    };
    expect(Object.keys(remotes).sort()).toEqual(REMOTES.map((name) => `mfe_${name}`).sort());
  });

  test('sends the same security headers on every location, one of each', async ({ page }) => {
    await signIn(page, 'admin@bluewave.test', undefined, origin);
    const logo = await uploadSidebarLogo(page, page.context(), origin);
    for (const path of [
      '/',
      '/dashboard',
      '/mfe/customers/remoteEntry.js',
      '/mfe/customers/mf-manifest.json',
      '/api/health',
      '/remotes.json',
      logo,
    ]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(200);
      expectSecurityHeaders(response.headers, path);
      // Not the API's and nginx's both: fetch joins repeated headers with a comma.
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('content-security-policy'), path).not.toContain(', ');
    }
    const html = await fetch(`${origin}/customers`);
    const nonce = html.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
    expect(await html.text()).toContain(`<script nonce="${nonce}">`);
  });

  test('runs the app under its Content-Security-Policy with no violation', async ({ page }) => {
    const violations = await collectCspViolations(page);
    await visitEveryScreen(page, OWNER.email, origin);
    expect(violations).toEqual([]);
  });
});
