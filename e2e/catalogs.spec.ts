import { expect, type Page, test } from '@playwright/test';
import { OWNER } from './support/demo-users';
import { sidebar, signIn, xsrfHeader } from './support/sign-in';

/** Unique per run and test, so parallel workers and reruns never collide on names. */
const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function serviceRows(page: Page) {
  return page.getByRole('row').filter({ has: page.getByRole('cell') });
}

async function addService(page: Page, name: string, unit: string, cost: string) {
  await page.getByRole('button', { name: 'Add Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Service' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Unit', { exact: true }).fill(unit);
  await dialog.getByLabel('Unit Cost').fill(cost);
  await dialog.getByRole('button', { name: 'Add Service' }).click();
  await expect(dialog).toBeHidden();
  await expect(serviceRows(page).filter({ hasText: name })).toHaveCount(1);
}

test('a catalog is created and filled: figures update at once, services sort and search', async ({
  page,
}) => {
  const catalogName = unique('E2E Catalog');
  await signIn(page, OWNER.email);
  await sidebar(page).getByRole('link', { name: 'Catalogs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Service Catalogs' })).toBeVisible();
  await expect(page.getByText('Organize and manage your service offerings')).toBeVisible();
  // The first seeded catalog is selected on load.
  await expect(page.getByRole('button', { pressed: true })).toBeVisible();

  await page.getByRole('button', { name: 'New Catalog' }).click();
  const form = page.getByRole('dialog', { name: 'New Catalog' });
  await form.getByRole('button', { name: 'Create Catalog' }).click();
  await expect(form.getByText('Please enter a catalog name')).toBeVisible();
  await form.getByLabel('Catalog Name').fill(catalogName);
  await form.getByLabel('Description').fill('Made by the e2e suite');
  await form.getByRole('button', { name: 'Create Catalog' }).click();
  await expect(page.getByText('Catalog created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: catalogName })).toBeVisible();
  const listItem = page.getByRole('button', { name: new RegExp(catalogName) });
  await expect(listItem).toHaveAttribute('aria-pressed', 'true');
  await expect(listItem).toContainText('0 services');

  const [alpha, bravo, charlie] = [unique('Alpha'), unique('Bravo'), unique('Charlie')];
  await addService(page, alpha, 'each', '10.50');
  await addService(page, bravo, 'per hour', '200');
  await addService(page, charlie, 'visit', '5.25');
  await expect(page.getByText('Service created').first()).toBeVisible();

  // Figures update at once: (10.50 + 200 + 5.25) / 3 = 71.9166…
  await expect(listItem).toContainText('3 services');
  await expect(listItem).toContainText('Avg: $72');
  await expect(listItem).toContainText('$5 - $200');
  await expect(page.getByText('$71.92')).toBeVisible();
  await expect(page.getByText('$5.25 - $200.00')).toBeVisible();

  // Default order is by name; the Cost header sorts by cost.
  await expect(serviceRows(page).locator('td:first-child')).toHaveText([alpha, bravo, charlie]);
  await page.getByRole('columnheader', { name: 'Cost' }).click();
  await expect(serviceRows(page).locator('td:first-child')).toHaveText([charlie, alpha, bravo]);
  await page.getByPlaceholder('Search services by name, description...').fill(bravo.toUpperCase());
  await expect(serviceRows(page).locator('td:first-child')).toHaveText([bravo]);

  // Deleting is the next journey's: this catalog goes through the API.
  const catalogs: { id: string; name: string }[] = await (await page.request.get('/api/catalogs')).json();
  const made = catalogs.find((catalog) => catalog.name === catalogName);
  const deleted = await page.request.delete(`/api/catalogs/${made?.id}`, {
    headers: await xsrfHeader(page.context()),
  });
  expect(deleted.ok()).toBe(true);
});

test('a service is edited, viewed and deleted, then its catalog with the rest', async ({ page }) => {
  const catalogName = unique('E2E Catalog');
  const [alpha, bravo] = [unique('Alpha'), unique('Bravo')];
  await signIn(page, OWNER.email);
  // The catalog and its services as the previous journey leaves them, made through the API.
  const headers = await xsrfHeader(page.context());
  const created = await page.request.post('/api/catalogs', { headers, data: { name: catalogName } });
  const catalogId = (await created.json()).id;
  for (const [name, unit, unitCost] of [
    [alpha, 'each', 10.5],
    [bravo, 'per hour', 200],
  ] as const) {
    const service = await page.request.post('/api/services', {
      headers,
      data: { catalogId, name, unit, unitCost },
    });
    expect(service.status()).toBe(201);
  }
  await page.goto('/catalogs');
  const listItem = page.getByRole('button', { name: new RegExp(catalogName) });
  await listItem.click();
  await expect(listItem).toContainText('2 services');

  await page.getByRole('button', { name: `Edit ${alpha}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Service' });
  await edit.getByLabel('Unit Cost').fill('20');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Service updated')).toBeVisible();
  await expect(serviceRows(page).filter({ hasText: alpha })).toContainText('$20.00');
  await expect(page.getByText('$110.00')).toBeVisible();

  await serviceRows(page).filter({ hasText: bravo }).dblclick();
  const details = page.getByRole('dialog', { name: 'Service Details' });
  await expect(details).toContainText('$200.00');
  await expect(details).toContainText('per hour');
  await details.getByRole('button', { name: 'Delete' }).click();
  const confirmService = page.getByRole('dialog', { name: 'Delete service?' });
  await confirmService.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Service deleted')).toBeVisible();
  await expect(serviceRows(page).filter({ hasText: bravo })).toHaveCount(0);
  await expect(listItem).toContainText('1 service');

  await expect(confirmService).toBeHidden();
  await page.getByRole('main').getByRole('button', { name: 'Delete', exact: true }).click();
  const confirmCatalog = page.getByRole('dialog', { name: 'Delete catalog?' });
  await expect(confirmCatalog).toContainText('will be deleted too');
  await confirmCatalog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Catalog deleted successfully')).toBeVisible();
  await expect(page.getByText('No Catalog Selected')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(catalogName) })).toHaveCount(0);
});

test('catalog search matches name or description and says when nothing matches', async ({ page }) => {
  await signIn(page, OWNER.email);
  await page.goto('/catalogs');
  const search = page.getByRole('textbox', { name: 'Search catalogs' });
  await search.fill('zz-no-such-catalog-zz');
  await expect(page.getByText('No catalogs found')).toBeVisible();
  await search.fill('PLUMBING');
  await expect(page.getByRole('button', { name: /Residential Plumbing/ })).toBeVisible();
});

test('a bad unit cost is refused under the field and the dialog keeps what was typed', async ({ page }) => {
  const name = unique('Bad cost');
  await signIn(page, OWNER.email);
  await page.goto('/catalogs');
  await page.getByRole('button', { name: 'Add Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Service' });
  await dialog.getByLabel('Name').fill(name);
  const cost = dialog.getByLabel('Unit Cost');
  const costError = dialog.locator('#service_unitCost_help');

  for (const [typed, error] of [
    ['abc', 'Unit cost must be a number'],
    ['-1', 'Unit cost must be greater than 0'],
    ['1.234', 'Unit cost can have at most 2 decimals'],
  ] as const) {
    await cost.fill(typed);
    await dialog.getByRole('button', { name: 'Add Service' }).click();
    await expect(costError).toHaveText(error);
    await expect(cost).toHaveValue(typed);
    await expect(dialog.getByLabel('Name')).toHaveValue(name);
  }

  await cost.fill('1.23');
  await expect(costError).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add Service' }).click();
  await expect(page.getByText('Service created')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(serviceRows(page).filter({ hasText: name })).toContainText('$1.23');
  // Leave the seeded catalog as it was.
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete service?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Service deleted')).toBeVisible();
});

test('Edit opens the catalog prefilled, validates like New Catalog and saves the change', async ({
  page,
}) => {
  const original = unique('Editable');
  const renamed = unique('Renamed');
  await signIn(page, OWNER.email);
  await page.goto('/catalogs');
  await page.getByRole('button', { name: 'New Catalog' }).click();
  const create = page.getByRole('dialog', { name: 'New Catalog' });
  await create.getByLabel('Catalog Name').fill(original);
  await create.getByLabel('Description').fill('Before the edit');
  await create.getByRole('button', { name: 'Create Catalog' }).click();
  await expect(page.getByRole('heading', { level: 2, name: original })).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Catalog' });
  await expect(edit.getByLabel('Catalog Name')).toHaveValue(original);
  await expect(edit.getByLabel('Description')).toHaveValue('Before the edit');
  await edit.getByLabel('Catalog Name').fill('   ');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Please enter a catalog name')).toBeVisible();

  await edit.getByLabel('Catalog Name').fill(renamed);
  await edit.getByLabel('Description').fill('After the edit');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Catalog updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: renamed })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(renamed) })).toContainText('After the edit');

  // Saved on the server: a reload shows the new name.
  await page.reload();
  await expect(page.getByRole('button', { name: new RegExp(renamed) })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(original) })).toHaveCount(0);
});

test('a catalog list that fails to load says so with a Retry, and Retry loads it', async ({ page }) => {
  await signIn(page, OWNER.email);
  // The list fails to load (the route's prefetch, then the screen's own request) until the server is back.
  let serverDown = true;
  await page.route(
    (url) => url.pathname === '/api/catalogs',
    (route) => (serverDown ? route.fulfill({ status: 500, json: { error: 'down' } }) : route.continue()),
  );
  await page.goto('/catalogs');
  const failure = page.getByRole('alert').filter({ hasText: 'Failed to load catalogs' });
  await expect(failure).toBeVisible();
  // The spec's toast too (it closes by itself after a while, so it is found, not counted beside the alert).
  await expect(
    page.locator('[data-sonner-toast]', { hasText: 'Failed to load catalogs' }).first(),
  ).toBeVisible();
  await expect(page.getByText('No catalogs yet')).toHaveCount(0);

  serverDown = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: /Residential Plumbing/ })).toBeVisible();
  await expect(failure).toHaveCount(0);
});
