import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { OWNER } from './support/demo-users';
import { sidebar, signIn } from './support/sign-in';

/** Unique per run and test, so parallel workers and reruns never collide on names. */
const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Contacted, quoted and active have their own columns; every other status shows under Prospects. */
const COLUMN_OF: Record<string, string> = { CONTACTED: 'Contacted', QUOTED: 'Quoted', ACTIVE: 'Active' };
const columnOf = (status: string) => COLUMN_OF[status] ?? 'Prospects';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

const column = (page: Page, title: string) => page.getByRole('region', { name: title });

async function openPipeline(page: Page) {
  await sidebar(page).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Pipeline' })).toBeVisible();
  await expect(page.getByTestId('customer-card').first()).toBeVisible();
}

test('pipeline counts match the API; list view and search', async ({ page }) => {
  await signIn(page, OWNER.email);
  await openPipeline(page);

  const { customers } = (await (await page.request.get('/api/customers?limit=200')).json()) as {
    customers: { name: string; status: string; industry: string | null }[];
  };
  for (const title of ['Prospects', 'Contacted', 'Quoted', 'Active']) {
    const expected = customers.filter((customer) => columnOf(customer.status) === title).length;
    await expect(column(page, title).getByTestId('customer-card')).toHaveCount(expected);
    await expect(column(page, title).locator('.ant-badge-count')).toHaveAttribute('title', String(expected));
  }
  await expect(page.getByText('Total Customers')).toBeVisible();

  await page.getByText('List', { exact: true }).click();
  await expect(page.getByRole('region', { name: 'Prospects' })).toHaveCount(0);
  await expect(page.getByTestId('customer-card')).toHaveCount(customers.length);

  const search = page.getByRole('textbox', { name: 'Search customers' });
  await search.fill('RESTAURANT');
  const restaurants = customers.filter((customer) => customer.industry?.toLowerCase().includes('restaurant'));
  expect(restaurants.length).toBeGreaterThan(0);
  await expect(page.getByTestId('customer-card')).toHaveCount(restaurants.length);
  await search.fill('no customer is called this');
  await expect(page.getByText('No customers found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search')).toBeVisible();
});

test('add a customer, open it, use every tab, manage a contact, and drag it to Quoted', async ({ page }) => {
  const name = unique('E2E Customer');
  await signIn(page, OWNER.email);
  await openPipeline(page);

  // Add: validation errors first, then success.
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const form = page.getByRole('dialog', { name: 'Add Customer' });
  await form.getByLabel('Email').fill('not-an-address');
  await form.getByRole('button', { name: 'Add Customer' }).click();
  await expect(form.getByText('Company name is required')).toBeVisible();
  await expect(form.getByText('Invalid email format')).toBeVisible();
  await expect(page.getByText('Please fix the errors before submitting')).toBeVisible();
  await form.getByLabel('Company Name').fill(name);
  await expect(form.getByText('Company name is required')).toBeHidden();
  await form.getByLabel('Email').fill('Office@E2E-Customer.test');
  await form.getByLabel('Phone').fill('(916) 555-0188');
  await form.getByLabel('Industry').fill('Testing');
  await form.getByLabel('City').fill('Davis');
  await form.getByLabel('State').fill('CA');
  await form.getByRole('button', { name: 'Add Customer' }).click();
  await expect(page.getByText('Customer added successfully')).toBeVisible();
  await expect(form).toBeHidden();
  const card = column(page, 'Prospects').getByTestId('customer-card').filter({ hasText: name });
  await expect(card).toBeVisible();

  // Drag it to Quoted with the keyboard: pick up, two columns right, drop.
  await card.getByRole('button', { name: `Move ${name}` }).focus();
  // Each key waits for the screen reader announcement of the previous one, as a user would listen for it.
  const announcer = page.getByRole('status').filter({ hasText: name });
  await page.keyboard.press('Space');
  await expect(announcer).toContainText('is over Prospects');
  await page.keyboard.press('ArrowRight');
  await expect(announcer).toContainText('is over Contacted');
  await page.keyboard.press('ArrowRight');
  await expect(announcer).toContainText('is over Quoted');
  await page.keyboard.press('Space');
  await expect(column(page, 'Quoted').getByTestId('customer-card').filter({ hasText: name })).toBeVisible();
  await page.reload();
  await expect(column(page, 'Quoted').getByTestId('customer-card').filter({ hasText: name })).toBeVisible();

  // Detail and its tabs.
  await column(page, 'Quoted').getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('office@e2e-customer.test')).toBeVisible();
  await expect(page.getByText('+19165550188')).toBeVisible();
  await expect(page.getByText('Davis, CA')).toBeVisible();
  await expect(page.getByText('QUOTED', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Messages' }).click();
  await expect(page.getByText('No messages for this customer.')).toBeVisible();
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page.getByText('Notes for this customer will appear here.')).toBeVisible();
  await page.getByRole('tab', { name: 'Quotes & Invoices' }).click();
  await expect(page.getByText('No quotes for this customer.')).toBeVisible();

  // Contacts: add, edit, delete.
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await expect(page.getByText('No contacts found for this customer.')).toBeVisible();
  await page.getByRole('button', { name: '+ New Contact' }).click();
  const added = page.getByRole('dialog', { name: 'New Contact' });
  await expect(added.getByLabel('Customer')).toHaveCount(0);
  await added.getByLabel('Name').fill('Erin Example');
  await added.getByLabel('Email').fill('Erin@Example.test');
  await added.getByRole('checkbox', { name: 'Primary contact' }).check();
  await added.getByRole('button', { name: 'Create Contact' }).click();
  await expect(page.getByText('Contact created')).toBeVisible();
  await expect(added).toBeHidden();
  await expect(page.getByText('erin@example.test')).toBeVisible();

  await page.getByRole('button', { name: 'Erin Example' }).click();
  const viewed = page.getByRole('dialog', { name: 'Contact Details' });
  await viewed.getByRole('button', { name: 'Edit' }).click();
  const edited = page.getByRole('dialog', { name: 'Edit Contact' });
  await edited.getByLabel('Name').fill('Erin Edited');
  await edited.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Contact updated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erin Edited' })).toBeVisible();

  await page.getByRole('button', { name: 'Erin Edited' }).click();
  await page.getByRole('dialog', { name: 'Contact Details' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText(
    'Are you sure you want to delete this contact?',
  );
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Contact deleted')).toBeVisible();
  await expect(page.getByText('No contacts found for this customer.')).toBeVisible();
});

test('an unknown customer id shows a not-found state', async ({ page }) => {
  await signIn(page, OWNER.email);
  await page.goto('/customers/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Customer not found')).toBeVisible();
});

test('the pipeline, list and detail screens have no serious accessibility violation', async ({ page }) => {
  await signIn(page, OWNER.email);
  await openPipeline(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByText('List', { exact: true }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('customer-card').first().getByRole('link').click();
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await expect(page.getByRole('button', { name: '+ New Contact' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
