import { expect, test } from '@playwright/test';
import { OWNER } from './support/demo-users';
import {
  collectCspViolations,
  expectSecurityHeaders,
  uploadSidebarLogo,
  visitEveryScreen,
} from './support/security-headers';
import { signIn } from './support/sign-in';

test('the server sends the security headers on the app, the remotes, the API and the uploads', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'admin@bluewave.test');
  const logo = await uploadSidebarLogo(page, page.context());
  for (const path of [
    '/',
    '/messages',
    '/mfe/customers/remoteEntry.js',
    '/mfe/customers/mf-manifest.json',
    '/api/health',
    logo,
  ]) {
    const response = await fetch(`${baseURL}${path}`, { headers: { accept: 'text/html,*/*' } });
    expect(response.status, path).toBe(200);
    expectSecurityHeaders(response.headers, path);
  }
});

test('each page gets its own nonce, on its inline script and in its policy', async ({ baseURL }) => {
  const nonceOf = async () => {
    const response = await fetch(`${baseURL}/login`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    const inHtml = html.match(/<script nonce="([^"]+)"/)?.[1];
    const inPolicy = response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
    expect(inHtml).toBe(inPolicy);
    return inHtml;
  };
  const first = await nonceOf();
  expect(first).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
  expect(await nonceOf()).not.toBe(first);
});

test('the app runs under its Content-Security-Policy with no violation on any screen', async ({ page }) => {
  const violations = await collectCspViolations(page);
  await visitEveryScreen(page, OWNER.email);
  expect(violations).toEqual([]);
});
