import { rmSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { OWNER } from './support/demo-users';
import { type ProductServer, startProductServer } from './support/product-server';
import { buildCatalogsRemote, copyBuiltFrontEnds, deployCatalogsRemote } from './support/remote-build';
import { sidebar, signIn } from './support/sign-in';

/**
 * Remotes ship on their own schedule, built against whatever shared-api their team had. The shell provides one
 * shared-api; a remote built for a compatible version runs on it, and one built for an incompatible major is
 * refused (its fallback shows) rather than run against an API it was not written for.
 */
test.describe('a remote built against another version of shared-api', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ProductServer;
  let webRoot: string;
  const cleanup: string[] = [];

  test.beforeAll(async () => {
    webRoot = copyBuiltFrontEnds();
    cleanup.push(webRoot);
    server = await startProductServer({ WEB_ROOT: webRoot });
  });

  test.afterAll(async () => {
    await server?.stop();
    for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
  });

  async function deployCatalogsBuiltFor(sharedApiRange: string) {
    const build = await buildCatalogsRemote({ dependencies: { 'shared-api': sharedApiRange } });
    cleanup.push(build);
    deployCatalogsRemote(webRoot, build);
  }

  async function openCatalogs(page: Page) {
    await page.goto(`${server.url}/login`);
    await signIn(page, OWNER.email, undefined, server.url);
    await sidebar(page).getByRole('link', { name: 'Catalogs' }).click();
  }

  test('the previous minor still loads and works', async ({ page }) => {
    test.setTimeout(180_000);
    await deployCatalogsBuiltFor('^1.0.0');
    await openCatalogs(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Service Catalogs' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
  });

  test('an incompatible major shows the fallback, and the rest of the app works', async ({ page }) => {
    test.setTimeout(180_000);
    await deployCatalogsBuiltFor('^2.0.0');
    await openCatalogs(page);
    await expect(page.getByText('This screen could not be loaded')).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'Customers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Pipeline' })).toBeVisible();
  });
});
