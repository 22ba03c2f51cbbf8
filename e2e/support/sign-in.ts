import { type BrowserContext, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo-users';

/** Signs in through the login form; `origin` targets a server other than the suite's own. */
export async function signIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  origin = '',
): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The XSRF header a mutation from the test itself needs: the browser's cookie, echoed. */
export async function xsrfHeader(context: BrowserContext): Promise<Record<string, string>> {
  const cookie = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN');
  return cookie ? { 'X-XSRF-TOKEN': decodeURIComponent(cookie.value) } : {};
}
