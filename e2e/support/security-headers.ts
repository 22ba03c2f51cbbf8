import { type BrowserContext, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { sidebar, signIn } from './sign-in';

/** The headers every answer carries, whoever serves it (the API server or the nginx front door). */
export function expectSecurityHeaders(headers: Headers, what: string): void {
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  const policy = headers.get('content-security-policy') ?? '';
  expect(policy, what).toContain("frame-ancestors 'none'");
  expect(policy, what).toContain("default-src 'self'");
  expect(policy, what).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(policy, what).toContain("object-src 'none'");
}

/** The CSP violations a page reports, from the moment it is created. */
export async function collectCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

/** Uploads a sidebar logo for the signed-in admin's tenant; answers its /uploads URL. */
export async function uploadSidebarLogo(page: Page, context: BrowserContext, origin = ''): Promise<string> {
  const session = await (await page.request.get(`${origin}/api/session/current`)).json();
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0369a1' } })
    .png()
    .toBuffer();
  const response = await page.request.post(`${origin}/api/tenants/${session.tenantId}/sidebar-logo`, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    multipart: { sidebarLogo: { name: 'logo.png', mimeType: 'image/png', buffer: png } },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).sidebarLogoUrl as string;
}

/** Walks every remote and the theme switch as a signed-in admin would. */
export async function visitEveryScreen(page: Page, email: string, origin = ''): Promise<void> {
  await signIn(page, email, undefined, origin);
  const nav = sidebar(page);
  await nav.getByRole('link', { name: 'Messages' }).click();
  const firstRow = page.getByRole('listbox', { name: 'Messages' }).getByRole('option').first();
  await firstRow.click();
  await expect(page.locator('iframe[sandbox]')).toBeVisible();
  for (const [link, heading] of [
    ['Customers', 'Customer Pipeline'],
    ['Catalogs', /^Service Catalogs/],
    ['Admin Panel', 'Admin Panel'],
    ['User Settings', 'User Settings'],
    ['Dashboard', 'Dashboard'],
  ] as const) {
    await nav.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto(`${origin}/tenant-settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tenant Settings' })).toBeVisible();
  // The other theme: every style the app inserts is inserted again.
  await page.evaluate(() => localStorage.setItem('theme-mode', 'dark'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tenant Settings' })).toBeVisible();
}
