import { expect, test } from '@playwright/test';
import { OWNER, STAFF } from './support/demo-users';
import { sidebar, signIn } from './support/sign-in';

const SCREENS = [
  { entry: 'Catalogs', path: '/catalogs', heading: 'Service Catalogs' },
  { entry: 'Messages', path: '/messages', heading: 'Messages' },
  { entry: 'Customers', path: '/customers', heading: 'Customer Pipeline' },
  { entry: 'Admin Panel', path: '/admin', heading: 'Admin Panel' },
  { entry: 'User Settings', path: '/user-settings', heading: 'User Settings' },
  { entry: 'Dashboard', path: '/dashboard', heading: 'Dashboard' },
];

test('every sidebar entry opens its screen, each remote loaded from its own build', async ({ page }) => {
  const manifests = new Set<string>();
  page.on('request', (request) => {
    const match = request.url().match(/\/mfe\/(\w+)\/mf-manifest\.json/);
    if (match?.[1]) manifests.add(match[1]);
  });
  await signIn(page, OWNER.email);
  const nav = sidebar(page);
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    'Catalogs',
    'Messages',
    'Customers',
    'Admin Panel',
    'User Settings',
  ]);
  for (const screen of SCREENS) {
    await nav.getByRole('link', { name: screen.entry }).click();
    await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    await expect(nav.getByRole('link', { name: screen.entry })).toHaveAttribute('aria-current', 'page');
  }
  expect([...manifests].sort()).toEqual(['admin', 'catalogs', 'customers', 'messages', 'settings']);
});

test('a user without an admin role has no Admin Panel and is sent from /admin to the dashboard', async ({
  page,
}) => {
  await signIn(page, STAFF.email);
  await expect(sidebar(page).getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the sidebar collapses to 80 px with tooltips and expands back to 256 px', async ({ page }) => {
  await signIn(page, OWNER.email);
  const aside = page.getByTestId('sidebar');
  await expect.poll(async () => (await aside.boundingBox())?.width).toBe(256);
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect.poll(async () => (await aside.boundingBox())?.width).toBe(80);
  await sidebar(page).getByRole('link', { name: 'Customers' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Customers' })).toBeVisible();
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect.poll(async () => (await aside.boundingBox())?.width).toBe(256);
});

test('an unknown path shows a not-found page with a way back', async ({ page }) => {
  await signIn(page, OWNER.email);
  await page.goto('/no-such-page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await page.getByRole('button', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an unreachable remote shows a fallback with retry while the rest of the app works', async ({
  page,
}) => {
  await signIn(page, OWNER.email);
  await page.route('**/mfe/catalogs/**', (route) => route.abort('connectionrefused'));
  await sidebar(page).getByRole('link', { name: 'Catalogs' }).click();
  await expect(page.getByText('This screen could not be loaded')).toBeVisible();
  await expect(sidebar(page)).toBeVisible();

  await sidebar(page).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Pipeline' })).toBeVisible();

  await sidebar(page).getByRole('link', { name: 'Catalogs' }).click();
  await expect(page.getByText('This screen could not be loaded')).toBeVisible();
  await page.unroute('**/mfe/catalogs/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Service Catalogs' })).toBeVisible();
});

test('a remote that was down when the page opened loads on Retry once it answers, without reloading the shell', async ({
  page,
}) => {
  await signIn(page, OWNER.email);
  await page.route('**/mfe/catalogs/**', (route) => route.abort('connectionrefused'));
  await page.goto('/catalogs');
  await expect(page.getByText('This screen could not be loaded')).toBeVisible();
  const shellStarts: string[] = [];
  page.on('framenavigated', (frame) => shellStarts.push(frame.url()));

  await page.unroute('**/mfe/catalogs/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Service Catalogs' })).toBeVisible();
  expect(shellStarts).toEqual([]);
});
