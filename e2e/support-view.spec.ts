import { expect, type Page, test } from '@playwright/test';
import { OWNER, SUPER_ADMIN } from './support/demo-users';
import { sidebar, signIn } from './support/sign-in';

const banner = (page: Page) => page.getByTestId('support-banner');
const tenantName = (page: Page) => page.getByTestId('tenant-name');
const inboxRows = (page: Page) => page.getByRole('listbox', { name: 'Messages' }).getByRole('option');
const auditRows = (page: Page) =>
  page
    .getByTestId('audit-log')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

async function openAuditLog(page: Page) {
  await sidebar(page).getByRole('link', { name: 'Admin Panel' }).click();
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(auditRows(page).first()).toBeVisible();
}

test.describe('support view', () => {
  test.describe.configure({ mode: 'serial' });
  // The second test reads, as Acme's own admin, the change the first made as support.
  let changedMessageId: string | undefined;

  test('a super admin views Acme as support, changes a message, finds it in the audit log, and goes back', async ({
    page,
  }) => {
    await signIn(page, SUPER_ADMIN.email);
    await expect(tenantName(page)).toHaveText(SUPER_ADMIN.tenant);
    await expect(banner(page)).toHaveCount(0);

    await page.getByRole('combobox', { name: 'View tenant' }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: OWNER.tenant })
      .click();
    await expect(banner(page)).toContainText(`Viewing as ${OWNER.tenant}`);
    await expect(tenantName(page)).toHaveText(OWNER.tenant);

    // Acme's inbox, as Acme's own admin sees it.
    await sidebar(page).getByRole('link', { name: 'Messages' }).click();
    await expect(inboxRows(page).first()).toBeVisible();
    const messageId = (await inboxRows(page).first().getAttribute('id'))?.replace('message-', '');
    expect(messageId).toBeTruthy();
    await expect(banner(page)).toBeVisible();

    // A change: the first message's importance, toggled.
    await inboxRows(page).first().click();
    const before = await inboxRows(page).first().getAttribute('data-status');
    await (before === 'IMPORTANT'
      ? page.getByRole('button', { name: /(^|\s)Important$/ })
      : page.getByRole('button', { name: 'Mark important' })
    ).click();
    await expect(inboxRows(page).first()).toHaveAttribute(
      'data-status',
      before === 'IMPORTANT' ? 'READ' : 'IMPORTANT',
    );

    await openAuditLog(page);
    const change = auditRows(page).filter({ hasText: 'Message status changed' }).first();
    await expect(change).toContainText(SUPER_ADMIN.email);
    await expect(change).toContainText('Support');
    await expect(change).toContainText(`message ${messageId}`);
    await expect(auditRows(page).filter({ hasText: 'Support view started' }).first()).toBeVisible();

    changedMessageId = messageId;

    await banner(page).getByRole('button', { name: 'Back to my tenant' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(tenantName(page)).toHaveText(SUPER_ADMIN.tenant);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  });

  test("Acme's own admin reads the support change in their audit log", async ({ page }) => {
    expect(changedMessageId).toBeTruthy();
    await signIn(page, OWNER.email);
    await openAuditLog(page);
    await expect(
      auditRows(page)
        .filter({ hasText: `message ${changedMessageId}` })
        .first(),
    ).toContainText(SUPER_ADMIN.email);
  });
});

test('a tenant admin has no tenant switcher and the server refuses the switch', async ({ page }) => {
  await signIn(page, OWNER.email);
  await expect(page.getByRole('combobox', { name: 'View tenant' })).toHaveCount(0);
  const cookies = await page.context().cookies();
  const xsrf = decodeURIComponent(cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '');
  const tenants = await page.request.get('/api/tenants');
  expect(tenants.status()).toBe(403);
  const refused = await page.request.put('/api/session/viewing-tenant', {
    data: { tenantId: '00000000-0000-4000-8000-000000000000' },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(refused.status()).toBe(403);
});
