import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { OWNER, STAFF, SUPER_ADMIN } from './support/demo-users';
import { sidebar, signIn, xsrfHeader } from './support/sign-in';

/** Unique per run and test, so parallel workers and reruns never collide. */
const unique = (label: string) =>
  `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const dataRows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });

async function openAdminPanel(page: Page) {
  await sidebar(page).getByRole('link', { name: 'Admin Panel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByText('Manage users, view system logs, and configure settings')).toBeVisible();
}

/** The options of the select dropdown that is open now. */
const openOptions = (page: Page) => page.locator('.ant-select-dropdown:visible .ant-select-item-option');

test('a tenant admin adds, edits, views and deletes a user', async ({ page }) => {
  const id = unique('e2e');
  const name = `Eve ${id}`;
  const email = `${id}@acme.test`;
  await signIn(page, OWNER.email);
  await openAdminPanel(page);
  await expect(page.getByRole('tab', { name: 'Users', selected: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Tenant' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add User' }).click();
  const add = page.getByRole('dialog', { name: 'Add User' });
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Email').fill(email);
  await add.getByLabel('Role').click();
  await expect(openOptions(page)).toHaveText(['Tenant Admin', 'User']);
  await openOptions(page).filter({ hasText: 'User' }).filter({ hasNotText: 'Admin' }).click();
  await add.getByRole('button', { name: 'Add User' }).click();
  // No SMTP server in the e2e run: the user exists, the invitation did not go out; its link is shown instead.
  await expect(page.getByText('User created, but email failed to send')).toBeVisible();
  await expect(add).toBeHidden();
  await page.getByRole('dialog', { name: 'Invitation link' }).getByRole('button', { name: 'Done' }).click();
  const row = dataRows(page).filter({ hasText: email });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByLabel('Name').fill(`${name} Renamed`);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated')).toBeVisible();
  await expect(row).toContainText(`${name} Renamed`);

  await row.dblclick();
  const view = page.getByRole('dialog', { name: 'User Details' });
  await expect(view).toContainText(email);
  await expect(view).toContainText('User');
  // The footer's Close (the header's × is named Close too).
  await view.getByRole('button', { name: 'Close' }).last().click();
  await expect(view).toBeHidden();

  await row.getByRole('button', { name: `Delete ${name} Renamed` }).click();
  await expect(page.getByText('Are you sure you want to delete this user?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('User deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a USER has no Admin Panel entry and /admin sends them to the dashboard', async ({ page }) => {
  await signIn(page, STAFF.email);
  await expect(sidebar(page).getByRole('link', { name: 'User Settings' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  const status = await page.evaluate(async () => (await fetch('/api/users')).status);
  expect(status).toBe(403);
});

test('a super admin sees the Tenant column and field, and may assign only Tenant Admin', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email);
  await openAdminPanel(page);
  await expect(page.getByRole('columnheader', { name: 'Tenant' })).toBeVisible();
  await expect(dataRows(page).filter({ hasText: 'owner@acme.test' })).toContainText('Acme Plumbing');

  await page.getByRole('button', { name: 'Add User' }).click();
  const add = page.getByRole('dialog', { name: 'Add User' });
  await add.getByLabel('Role').click();
  await expect(openOptions(page)).toHaveText(['Tenant Admin']);
  await page.keyboard.press('Escape');
  await add.getByLabel('Tenant').click();
  await expect(openOptions(page).filter({ hasText: 'Acme Plumbing' })).toHaveCount(1);
  await expect(openOptions(page).filter({ hasText: 'Bluewave Group' })).toHaveCount(1);
});

test('AI logs filter by source and date, and selected logs are deleted in bulk', async ({ page }) => {
  await signIn(page, OWNER.email);
  await page.goto('/admin?tab=ai-logs');
  await expect(page.getByRole('tab', { name: 'AI Logs', selected: true })).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Source' }).click();
  await openOptions(page)
    .filter({ hasText: /^generate-quote$/ })
    .click();
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  // Read until the filtered answer is shown: the unfiltered list may start with the same source.
  const sources = () => dataRows(page).locator('td:nth-child(4)').allTextContents();
  await expect.poll(async () => (await sources()).every((source) => source === 'generate-quote')).toBe(true);
  expect((await sources()).length).toBeGreaterThan(1);

  // A From Date in the future leaves nothing; one far in the past brings the logs back.
  const from = page.getByPlaceholder('From Date');
  await from.click();
  await from.fill('2999-01-01 00:00:00');
  await from.press('Enter');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page.getByText('No results found')).toBeVisible();
  await from.click();
  await from.fill('2000-01-01 00:00:00');
  await from.press('Enter');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(dataRows(page).first()).toBeVisible();

  const summary = page.getByText(/^Showing \d+ to \d+ of \d+ results$/);
  const total = Number((await summary.textContent())?.match(/of (\d+) results/)?.[1]);
  await dataRows(page).nth(0).getByRole('checkbox').check();
  await dataRows(page).nth(1).getByRole('checkbox').check();
  await expect(page.getByText('2 item(s) selected')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Selected' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(summary).toHaveText(new RegExp(`of ${total - 2} results$`));
});

/** Three AI logs of the owner's tenant whose prompts carry `word`: quote-line corrections to a new service. */
async function logsWith(page: Page, word: string) {
  const headers = await xsrfHeader(page.context());
  const catalog = await page.request.post('/api/catalogs', { headers, data: { name: `Logs ${word}` } });
  const service = await page.request.post('/api/services', {
    headers,
    data: { catalogId: (await catalog.json()).id, name: `Service ${word}`, unitCost: 10 },
  });
  const serviceId = (await service.json()).id;
  // Three different words: a correction keeps a phrase's distinctive words, so 'phrase 1' and 'phrase 2' are one.
  for (const thing of ['dripping tap', 'sagging gutter', 'squeaky hinge']) {
    const correction = await page.request.post('/api/ai/corrections', {
      headers,
      data: { serviceId, phrase: `${word} ${thing}` },
    });
    expect(correction.status()).toBe(201);
  }
}

test("AI logs: the header box selects the page's logs and 'Delete Selected' deletes them all", async ({
  page,
}) => {
  const word = unique('selectall');
  await signIn(page, OWNER.email);
  await logsWith(page, word);
  await page.goto('/admin?tab=ai-logs');
  await page.getByLabel('Search logs').fill(word);
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(dataRows(page)).toHaveCount(3);

  await page.getByRole('columnheader').getByRole('checkbox', { name: 'Select all' }).check();
  await expect(page.getByText('3 item(s) selected')).toBeVisible();
  for (const box of await dataRows(page).getByRole('checkbox').all()) await expect(box).toBeChecked();
  await page.getByRole('button', { name: 'Delete Selected' }).click();
  await page
    .getByRole('dialog', { name: 'Delete 3 AI logs?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(page.getByText('No results found')).toBeVisible();
  await expect(page.getByText(/item\(s\) selected/)).toHaveCount(0);
});

test("System Settings shows the tenant's settings and hands out a new inbound API key once", async ({
  page,
}) => {
  await signIn(page, OWNER.email);
  await page.goto('/admin?tab=system-settings');
  await expect(page.getByRole('tab', { name: 'System Settings', selected: true })).toBeVisible();
  // Loaded from mfe-settings through its federated TenantSettings expose.
  await expect(page.getByText('Manage your company information and branding')).toBeVisible();

  await page.getByRole('button', { name: 'Generate new key' }).click();
  await page.getByRole('button', { name: 'Generate key' }).click();
  await expect(page.getByText('Copy this key now: it will not be shown again.')).toBeVisible();
  const key = (await page.locator('.ant-alert code').textContent()) ?? '';
  expect(key.length).toBeGreaterThan(20);
  // The key works for the inbound channel; a reload never shows it again.
  const inbound = await page.request.post('/api/inbound/messages', {
    headers: { authorization: `Bearer ${key}` },
    data: { source: 'text', fromPhone: '+15555550100', content: 'Hello from the e2e inbound check' },
  });
  expect(inbound.status()).toBe(201);
  await page.reload();
  await expect(page.getByText('Copy this key now: it will not be shown again.')).toHaveCount(0);
});

test('the set-password page is public and explains a link that is not valid', async ({ page }) => {
  await page.goto('/set-password?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await page.getByLabel('New password').fill('a-long-password');
  await page.getByLabel('Confirm password').fill('a-long-password');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText(/^This link is not valid\. Ask an administrator/)).toBeVisible();
  await expect(page).toHaveURL(/\/set-password\?token=/);
});

/** Adds a user through the Add User dialog; without SMTP the invitation link is shown to copy. */
async function inviteUser(page: Page, name: string, email: string) {
  await page.getByRole('button', { name: 'Add User' }).click();
  const add = page.getByRole('dialog', { name: 'Add User' });
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Email').fill(email);
  await add.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText('User created, but email failed to send')).toBeVisible();
  return page.getByRole('dialog', { name: 'Invitation link' });
}

/** The user's own browser: a context apart from the admin's, so their sessions do not mix. */
async function asTheUser(browser: Browser, link: string, password: string, heading: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Your password has been set. Please sign in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  return { page, context };
}

test('without mail, an admin copies the invitation link and the invited user sets a password and signs in', async ({
  page,
  context,
  browser,
}) => {
  const id = unique('inv');
  const email = `${id}@acme.test`;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, OWNER.email);
  await openAdminPanel(page);

  const shared = await inviteUser(page, `Ivan ${id}`, email);
  await expect(shared).toContainText(`No email went out. Send this link to Ivan ${id} (${email})`);
  await shared.getByRole('button', { name: /Copy link/ }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/set-password\?token=[\w-]{43}$/);
  await shared.getByRole('button', { name: 'Done' }).click();

  const invited = await asTheUser(browser, link, 'invited-password-1', 'Set your password');
  await signIn(invited.page, email, 'invited-password-1');
  await expect(invited.page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await invited.context.close();
});

test('an admin resends an invitation and makes a reset link; the user resets the password and signs in', async ({
  page,
  browser,
}) => {
  const id = unique('rst');
  const name = `Rita ${id}`;
  const email = `${id}@acme.test`;
  await signIn(page, OWNER.email);
  await openAdminPanel(page);
  const first = await inviteUser(page, name, email);
  const firstLink = (await first.locator('code').textContent()) ?? '';
  await first.getByRole('button', { name: 'Done' }).click();

  // A resent invitation replaces the first link.
  await dataRows(page).filter({ hasText: email }).dblclick();
  const view = page.getByRole('dialog', { name: 'User Details' });
  await expect(view).toContainText('Invited: no password set yet');
  await view.getByRole('button', { name: 'Resend invitation' }).click();
  const resent = page.getByRole('dialog', { name: 'Invitation link' });
  const link = (await resent.locator('code').textContent()) ?? '';
  expect(link).not.toBe(firstLink);
  await resent.getByRole('button', { name: 'Done' }).click();
  const user = await asTheUser(browser, link, 'first-password-1', 'Set your password');

  await view.getByRole('button', { name: 'Make reset link' }).click();
  const reset = page.getByRole('dialog', { name: 'Password reset link' });
  await expect(reset).toContainText(`Send this link to ${name} (${email})`);
  const resetLink = (await reset.locator('code').textContent()) ?? '';
  expect(resetLink).toMatch(/\/reset-password\?token=/);

  await user.page.goto(resetLink);
  await expect(user.page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await user.page.getByLabel('New password').fill('second-password-2');
  await user.page.getByLabel('Confirm password').fill('second-password-2');
  await user.page.getByRole('button', { name: 'Set Password' }).click();
  await expect(user.page).toHaveURL(/\/login$/);
  await signIn(user.page, email, 'second-password-2');
  await user.context.close();
});

test('the Users and AI Logs tabs have no serious accessibility violation', async ({ page }) => {
  const serious = async () =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 120)).join(', ')}`,
      );
  await signIn(page, OWNER.email);
  await page.goto('/admin');
  await expect(dataRows(page).first()).toBeVisible();
  expect(await serious()).toEqual([]);
  await page.getByRole('tab', { name: 'AI Logs' }).click();
  await expect(page).toHaveURL(/\?tab=ai-logs$/);
  await expect(dataRows(page).first()).toBeVisible();
  expect(await serious()).toEqual([]);
});
