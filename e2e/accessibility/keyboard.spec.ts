import { expect, type Page, test } from '@playwright/test';
import { OWNER } from '../support/demo-users';
import { inbound } from '../support/inbound';
import { signIn, xsrfHeader } from '../support/sign-in';
import {
  expectDialogTakesAndGivesBackFocus,
  expectFocusWithin,
  expectVisibleFocus,
  tabTo,
} from './support/keyboard';

// Keyboard-only paths (docs/accessibility.md): no mouse after the page opens; visible focus at every step,
// focus into each dialog and back to its trigger on close, no trap.

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const messageRows = (page: Page) => page.getByRole('listbox', { name: 'Messages' }).getByRole('option');

/** In the inbox: '/' to the search box, the subject typed, ↓ to its row, Enter opens it. */
async function openMessageByKeyboard(page: Page, subject: string): Promise<void> {
  await page.goto('/messages');
  await expect(messageRows(page).first()).toBeVisible();
  await page.keyboard.press('/');
  await expect(page.getByRole('textbox', { name: 'Search messages' })).toBeFocused();
  await page.keyboard.type(subject);
  // The whole subject searched (a search still settling would reset the row ↓ picks), one row found.
  await expect(page.getByText(`matching "${subject}"`)).toBeVisible();
  await expect(messageRows(page)).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(messageRows(page).first()).toHaveAttribute('aria-selected', 'true');
}

/** A customer of the run's own, made through the API; its id. */
async function createCustomer(page: Page, name: string, status: string): Promise<string> {
  const created = await page.request.post('/api/customers', {
    data: { name, status },
    headers: await xsrfHeader(page.context()),
  });
  expect(created.status()).toBe(201);
  return (await created.json()).id;
}

test('the sign-in form works from the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(OWNER.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the inbox is triaged from the keyboard: search, move, open, mark important, archive', async ({
  page,
}) => {
  await signIn(page, OWNER.email);
  // Its own message: the screen scans, running beside it, open the demo one.
  const [message] = await inbound(page, [
    {
      source: 'email',
      fromEmail: 'triage@e2e.test',
      subject: unique('Keyboard triage'),
      content: '<p>Triage me.</p>',
    },
  ]);
  await openMessageByKeyboard(page, message?.subject as string);
  const row = messageRows(page).first();
  await expect(page.getByRole('button', { name: 'Generate Quote' })).toBeVisible();
  await page.keyboard.press('i');
  await expect(row.getByText('IMPORTANT', { exact: true })).toBeVisible();
  await page.keyboard.press('e');
  await expect(row.getByText('ARCHIVED', { exact: true })).toBeVisible();
});

test('a customer is created from the keyboard; the dialog takes focus and gives it back', async ({
  page,
}) => {
  await signIn(page, OWNER.email);
  await page.goto('/customers');
  await expect(page.getByRole('region', { name: 'Prospects' })).toBeVisible();
  const trigger = page.getByRole('button', { name: 'Add Customer' });
  await tabTo(page, trigger);
  const dialog = page.getByRole('dialog', { name: 'Add Customer' });
  await expectDialogTakesAndGivesBackFocus(trigger, dialog);
  const name = unique('Keyboard Customer');
  await expect(dialog.getByLabel('Company Name')).toBeFocused();
  await page.keyboard.type(name);
  await tabTo(page, dialog.getByRole('button', { name: 'Add Customer' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(page.getByRole('link', { name })).toBeVisible();
});

test('a quote is generated from a message and saved for a customer picked in its dialog, from the keyboard', async ({
  page,
}) => {
  await signIn(page, OWNER.email);
  const customer = unique('Keyboard Quote Customer');
  const customerId = await createCustomer(page, customer, 'LEAD');
  // From a sender no contact has, so "Save as quote" asks whom the quote is for.
  const [message] = await inbound(page, [
    {
      source: 'email',
      fromEmail: 'keyboard-quote@unknown.test',
      subject: unique('Keyboard quote request'),
      content: '<p>Our kitchen drain is clogged and the water heater is leaking. Please send a quote.</p>',
    },
  ]);
  await openMessageByKeyboard(page, message?.subject as string);

  const generate = page.getByRole('button', { name: 'Generate Quote' });
  await tabTo(page, generate);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Quote Ready')).toBeVisible();

  const save = page.getByRole('button', { name: 'Save as quote' });
  await tabTo(page, save, { backwards: true });
  const dialog = page.getByRole('dialog', { name: 'Save as quote' });
  await expectDialogTakesAndGivesBackFocus(save, dialog);
  const picker = dialog.getByRole('combobox', { name: 'Customer for the quote' });
  await tabTo(page, picker);
  await page.keyboard.type(customer);
  // The options a screen reader hears (antd draws the visible list apart from them). Enter picks the active
  // one: wait for the whole name's matches, not a shorter search's answer still on screen.
  const options = page.locator(`[id="${await picker.getAttribute('aria-controls')}"]`).getByRole('option');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toHaveAccessibleName(customer);
  await page.keyboard.press('Enter');
  const saveQuote = dialog.getByRole('button', { name: 'Save quote' });
  await expect(saveQuote).toBeEnabled();
  await tabTo(page, saveQuote);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/customers/${customerId}/quotes/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Quote Q-\d{4}-\d{4}$/ })).toBeVisible();
});

test('a pipeline card moves to another column from its "Move to…" menu, and the move is announced', async ({
  page,
}) => {
  await signIn(page, OWNER.email);
  const name = unique('Keyboard Move');
  await createCustomer(page, name, 'PROSPECT');
  await page.goto('/customers');
  await page.getByRole('textbox', { name: 'Search customers' }).fill(name);
  const prospects = page.getByRole('region', { name: 'Prospects' });
  await expect(prospects.getByRole('link', { name })).toBeVisible();
  const menuButton = prospects.getByRole('button', { name: `Move to… ${name}` });
  await menuButton.focus();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Prospects' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Quoted' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Quoted' }).getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `${name} was moved to Quoted.` })).toBeAttached();
});

test('a service is added to a catalog from the keyboard', async ({ page }) => {
  await signIn(page, OWNER.email);
  await page.goto('/catalogs');
  await expect(page.getByRole('table')).toBeVisible();
  const trigger = page.getByRole('button', { name: 'Add Service' });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add New Service' });
  await expectFocusWithin(dialog);
  const name = unique('Keyboard Service');
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.type(name);
  await tabTo(page, dialog.getByLabel('Unit', { exact: true }));
  await page.keyboard.type('hour');
  await tabTo(page, dialog.getByLabel('Unit Cost'));
  await page.keyboard.type('85');
  await tabTo(page, dialog.getByRole('button', { name: 'Add Service' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
});
