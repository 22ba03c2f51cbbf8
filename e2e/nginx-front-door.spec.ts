import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { OWNER } from './support/demo-users';
import { type FrontDoor, NGINX_CONF, REMOTES, startFrontDoor } from './support/nginx';
import {
  collectCspViolations,
  expectSecurityHeaders,
  uploadSidebarLogo,
  visitEveryScreen,
} from './support/security-headers';
import { sidebar, signIn } from './support/sign-in';

test('nginx accepts the shipped production config', () => {
  const result = spawnSync('nginx', ['-t', '-c', NGINX_CONF]);
  expect(result.stderr.toString()).toContain('syntax is ok');
  expect(result.status).toBe(0);
});

test.describe('the product served through nginx', () => {
  let frontDoor: FrontDoor;
  let origin: string;

  test.beforeAll(async ({ browserName: _ }, testInfo) => {
    frontDoor = await startFrontDoor([new URL(testInfo.project.use.baseURL ?? '').port]);
    origin = frontDoor.origin;
  });

  test.afterAll(() => frontDoor?.stop());

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
