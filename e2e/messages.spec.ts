import { expect, type Page, test } from '@playwright/test';
import { OWNER } from './support/demo-users';
import { inbound, type ListedMessage } from './support/inbound';
import { sidebar, signIn } from './support/sign-in';

/** Unique per run and test, so parallel workers and reruns never collide. */
const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function openInbox(page: Page) {
  await signIn(page, OWNER.email);
  await sidebar(page).getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

async function reloadInbox(page: Page) {
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
}

const rows = (page: Page) => page.getByRole('listbox', { name: 'Messages' }).getByRole('option');
const filters = (page: Page) => page.getByRole('navigation', { name: 'Message filters' });
const filterEntry = (page: Page, entry: string) => filters(page).locator(`[data-filter="${entry}"]`);
const countOf = async (page: Page, entry: string) =>
  Number(await filterEntry(page, entry).getAttribute('data-count'));
const headerCount = async (page: Page) =>
  Number(
    (
      await page
        .locator('header')
        .getByText(/^\d+ messages?/)
        .textContent()
    )?.match(/^(\d+)/)?.[1],
  );
const search = (page: Page) => page.getByRole('textbox', { name: 'Search messages' });
const detail = (page: Page) => page.getByRole('heading', { level: 2 });
const body = (page: Page) => page.frameLocator('iframe[title^="Message:"]');

async function openBySearch(page: Page, text: string) {
  await search(page).fill(text);
  await expect(page.getByText(`matching "${text}"`)).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().click();
}

/**
 * Two counts shown at once agree. Read again until they do: other tests' messages arrive live, and a reload of
 * the counts can land between the two reads.
 */
const expectSameCount = (first: () => Promise<number>, second: () => Promise<number>) =>
  expect.poll(async () => (await first()) - (await second())).toBe(0);

test('filters by source and status with matching counts, and searches', async ({ page }) => {
  await openInbox(page);
  await expectSameCount(
    () => headerCount(page),
    () => countOf(page, 'all'),
  );

  await filterEntry(page, 'email').click();
  await expectSameCount(
    () => headerCount(page),
    () => countOf(page, 'email'),
  );
  await expect(rows(page).first().getByLabel('email')).toBeVisible();
  expect(
    await rows(page)
      .getByLabel(/^(text|voicemail|zoom)$/)
      .count(),
  ).toBe(0);

  await filterEntry(page, 'IMPORTANT').click();
  await expectSameCount(
    () => countOf(page, 'IMPORTANT'),
    () => countOf(page, 'email'),
  );
  await expectSameCount(
    () => headerCount(page),
    () => countOf(page, 'IMPORTANT'),
  );
  for (const status of await rows(page)
    .locator('[data-status]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-status')))) {
    expect(status).toBe('IMPORTANT');
  }

  await filterEntry(page, 'ALL').click();
  await filterEntry(page, 'all').click();
  await search(page).fill('W-9');
  await expect(page.getByText('matching "W-9"')).toBeVisible();
  await expect(rows(page).first()).toContainText('W-9 request');
  await search(page).fill('no such words anywhere');
  await expect(page.getByText('No messages match your search')).toBeVisible();
});

test('opening a NEW message reads it; important, unread and delete update at once and persist', async ({
  page,
}) => {
  await openInbox(page);
  const subject = unique('Status walk');
  const [message] = await inbound(page, [
    { source: 'email', fromEmail: 'status@e2e.test', subject, content: '<p>Status body</p>' },
  ]);
  await reloadInbox(page);
  const newBefore = Number((await page.getByText(/^\d+ New$/).textContent())?.split(' ')[0]);

  await openBySearch(page, subject);
  await expect(detail(page)).toHaveText(subject);
  await expect(body(page).getByText('Status body')).toBeVisible();
  await expect(rows(page).first()).toHaveAttribute('data-status', 'READ');

  await page.getByRole('button', { name: 'Mark important' }).click();
  await expect(rows(page).first()).toHaveAttribute('data-status', 'IMPORTANT');
  await page.getByRole('button', { name: /(^|\s)Important$/ }).click();
  await expect(rows(page).first()).toHaveAttribute('data-status', 'READ');
  await page.getByRole('button', { name: 'Mark unread' }).click();
  await expect(rows(page).first()).toHaveAttribute('data-status', 'NEW');
  const stored = await (await page.request.get(`/api/messages/${message?.id}`)).json();
  expect(stored.status).toBe('NEW');

  await search(page).fill('');
  await expect(page.getByText(`${newBefore} New`)).toBeVisible();

  await search(page).fill(subject);
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('This will permanently delete this message. Are you sure?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Message deleted')).toBeVisible();
  await expect(page.getByText('No messages match your search')).toBeVisible();
  expect((await page.request.get(`/api/messages/${message?.id}`)).status()).toBe(404);
});

test('keyboard triage: j/k move, Enter opens, i marks important', async ({ page }) => {
  await openInbox(page);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await page.keyboard.press('k');
  await page.keyboard.press('Enter');
  const first = rows(page).first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const before = await first.getAttribute('data-status');
  await page.keyboard.press('i');
  await expect(first).toHaveAttribute('data-status', before === 'IMPORTANT' ? 'READ' : 'IMPORTANT');
  await expect(page.getByText(/j\/k move · Enter open · i important/)).toBeVisible();
});

test('auto-link links a known sender and says so when nobody matches', async ({ page }) => {
  await openInbox(page);
  const listed: ListedMessage[] = (await (await page.request.get('/api/messages')).json()).messages;
  const address = (from: string | null) =>
    from?.match(/<([^>]+)>/)?.[1]?.toLowerCase() ?? from?.toLowerCase();
  const known = new Set(listed.flatMap((m) => (m.contact?.email ? [m.contact.email.toLowerCase()] : [])));
  const unlinked = listed.find((m) => !m.contactId && !m.customerId && known.has(address(m.fromEmail) ?? ''));
  expect(unlinked).toBeDefined();
  const [stranger] = await inbound(page, [
    { source: 'email', fromEmail: 'nobody-e2e@unknown.test', subject: unique('Stranger'), content: 'Hello' },
  ]);

  await reloadInbox(page);
  await openBySearch(page, stranger?.subject as string);
  await page.getByRole('button', { name: 'Auto-link' }).click();
  await expect(page.getByText('No matching contact or customer found.')).toBeVisible();

  await search(page).fill('');
  const row = page.locator(`[id="message-${unlinked?.id}"]`);
  await filterEntry(page, unlinked?.status as string).click();
  await filterEntry(page, unlinked?.source as string).click();
  await row.scrollIntoViewIfNeeded();
  await row.click();
  await page.getByRole('button', { name: 'Auto-link' }).click();
  await expect(page.getByText('Message linked successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Auto-link' })).toBeHidden();
  const linked = await (await page.request.get(`/api/messages/${unlinked?.id}`)).json();
  expect(linked.contactId).not.toBeNull();
});

test('adds a customer and its contact from an unknown sender, through the customers forms', async ({
  page,
}) => {
  await openInbox(page);
  const company = unique('E2E Company');
  const [message] = await inbound(page, [
    {
      source: 'email',
      fromEmail: '"Nora Newcomer" <nora@newcomer-e2e.test>',
      subject: unique('New lead'),
      content: 'Quote please',
    },
  ]);
  await reloadInbox(page);
  await openBySearch(page, message?.subject as string);

  await page.getByRole('button', { name: 'Add Customer' }).click();
  const customerForm = page.getByRole('dialog', { name: 'Add Customer' });
  await customerForm.getByLabel('Company Name').fill(company);
  await customerForm.getByRole('button', { name: 'Add Customer' }).click();
  const contactDialog = page.getByRole('dialog', { name: 'New Contact' });
  await expect(contactDialog.getByLabel('Email')).toHaveValue('nora@newcomer-e2e.test');
  await contactDialog.getByRole('button', { name: 'Create Contact' }).click();

  await expect(page.getByText('Customer and contact linked.')).toBeVisible();
  await expect(page.getByRole('link', { name: company })).toHaveAttribute('href', /\/customers\//);
  await expect(page.getByRole('button', { name: 'Add Customer' })).toBeHidden();
});

test('generates a quote from a message and shows its line items', async ({ page }) => {
  await openInbox(page);
  const [message] = await inbound(page, [
    {
      source: 'email',
      fromEmail: 'quote-e2e@unknown.test',
      subject: unique('Quote request'),
      content: '<p>Our kitchen drain is clogged and the water heater is leaking. Please send a quote.</p>',
    },
  ]);
  await reloadInbox(page);
  await openBySearch(page, message?.subject as string);

  await page.getByRole('button', { name: 'Generate Quote' }).click();
  await expect(page.getByText('Quote generated', { exact: true })).toBeVisible();
  await expect(page.getByText('Quote Ready')).toBeVisible();
  await expect(page.getByText(/^Quote generated with \d+ line items\.$/)).toBeVisible();
  const table = page.getByRole('table', { name: 'Quote line items' });
  await expect(table.locator('thead th')).toHaveText([
    'Service',
    'Quantity',
    'Unit',
    'Unit Cost',
    'Line Total',
  ]);
  expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);
  await expect(table.locator('tfoot')).toContainText(/Total\s*\$[\d,]+\.\d{2}/);
});

test('a message whose HTML carries a script renders without running it', async ({ page }) => {
  await openInbox(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const [message] = await inbound(page, [
    {
      source: 'email',
      fromEmail: 'attacker@evil.test',
      subject: unique('Script attempt'),
      content:
        '<p>Visible text</p><script>alert("script")</script><img src=x onerror="alert(\'img\')"><a href="javascript:alert(1)">link</a><iframe src="javascript:alert(2)"></iframe>',
    },
  ]);
  expect(message).toBeDefined();
  await reloadInbox(page);
  await openBySearch(page, (message as ListedMessage).subject as string);

  const frame = page.locator('iframe[title^="Message:"]');
  await expect(body(page).getByText('Visible text')).toBeVisible();
  const sandbox = await frame.getAttribute('sandbox');
  expect(sandbox).not.toContain('allow-scripts');
  expect(sandbox).not.toContain('allow-same-origin');
  const srcdoc = (await frame.getAttribute('srcdoc')) ?? '';
  expect(srcdoc).not.toMatch(/<script|onerror|javascript:/i);
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
});
