import { expect, test } from '@playwright/test';
import { ownDeployment } from './support/remote-build';
import { sidebar } from './support/sign-in';

/**
 * Remotes ship on their own schedule, built against whatever shared-api their team had. The shell provides one
 * shared-api; a remote built for a compatible version runs on it, and one built for an incompatible major is
 * refused (its fallback shows) rather than run against an API it was not written for.
 */
test.describe('a remote built against another version of shared-api', () => {
  test.describe.configure({ mode: 'serial' });
  const deployment = ownDeployment();

  test('the previous minor still loads and works', async ({ page }) => {
    test.setTimeout(180_000);
    await deployment.redeployCatalogs({ dependencies: { 'shared-api': '^1.0.0' } });
    await deployment.openCatalogs(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Service Catalogs' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
  });

  test('an incompatible major shows the fallback, and the rest of the app works', async ({ page }) => {
    test.setTimeout(180_000);
    await deployment.redeployCatalogs({ dependencies: { 'shared-api': '^2.0.0' } });
    await deployment.openCatalogs(page);
    await expect(page.getByText('This screen could not be loaded')).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'Customers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Pipeline' })).toBeVisible();
  });
});
