import { expect, type Locator, type Page, test } from '@playwright/test';
import { type Inbox, startInbox } from '../../server/src/testing/smtp-inbox';
import { OWNER } from '../support/demo-users';
import { type ProductServer, startProductServer } from '../support/product-server';
import { signIn, xsrfHeader } from '../support/sign-in';

// The daily journeys on a phone and a tablet (the `phone` and `tablet` projects: touch, their viewports), against
// a server of this file's own with an SMTP peer, so a quote is really sent.

let mailbox: Inbox;
let product: ProductServer;

test.beforeAll(async () => {
  mailbox = await startInbox();
  product = await startProductServer({ SMTP_URL: mailbox.url, MAIL_FROM: 'Acme <quotes@acme.test>' });
});

test.afterAll(async () => {
  await product?.stop();
  await mailbox?.close();
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Opens a screen from the navigation: the menu drawer on a phone, the sidebar on a tablet. */
async function navigateTo(page: Page, entry: string) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.or(sidebar)).toBeVisible();
  const phone = await menu.isVisible();
  if (phone) await menu.tap();
  const entries = phone ? page.getByRole('dialog', { name: 'Menu' }) : sidebar;
  await entries.getByRole('link', { name: entry, exact: true }).tap();
}

/** A touch target: at least 24 × 24 CSS px (WCAG 2.2, 2.5.8), 44 px high for a primary action on a phone. */
async function expectTouchSize(target: Locator, minHeight: number) {
  const box = await target.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(24);
  expect(box?.height).toBeGreaterThanOrEqual(minHeight);
}

const primaryHeight = (page: Page) => ((page.viewportSize()?.width ?? 0) < 768 ? 44 : 24);

/** A customer with an email and a message from that address asking for work (linked to it on arrival). */
async function customerWithRequest(page: Page) {
  const id = unique();
  const email = `field-${id}@client.test`;
  const headers = await xsrfHeader(page.context());
  const customer = await (
    await page.request.post(`${product.url}/api/customers`, {
      headers,
      data: { name: `Field Client ${id}`, email, status: 'PROSPECT' },
    })
  ).json();
  const session = await (await page.request.get(`${product.url}/api/session/current`)).json();
  const { key } = await (
    await page.request.post(`${product.url}/api/tenants/${session.tenantId}/inbound-key`, { headers })
  ).json();
  const subject = `Field request ${id}`;
  const stored = await page.request.post(`${product.url}/api/inbound/messages`, {
    headers: { authorization: `Bearer ${key}` },
    data: {
      source: 'email',
      fromEmail: email,
      subject,
      content: '<p>Our kitchen drain is clogged and the water heater is leaking. Please send a quote.</p>',
    },
  });
  expect(stored.status()).toBe(201);
  return { customer, email, subject, message: await stored.json() };
}

test('sign in, open a message on its own page, quote it, save and send the quote', async ({ page }) => {
  await signIn(page, OWNER.email, undefined, product.url);
  const { email, subject, message } = await customerWithRequest(page);

  await navigateTo(page, 'Messages');
  await page.getByRole('textbox', { name: 'Search messages' }).fill(subject);
  await page.getByRole('listbox', { name: 'Messages' }).getByRole('option').first().tap();
  // One pane at a time: the message on its own address, the list gone, a way back.
  await expect(page).toHaveURL(new RegExp(`/messages/${message.id}$`));
  await expect(page.getByRole('listbox', { name: 'Messages' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Back to messages' })).toBeVisible();

  const generate = page.getByRole('button', { name: 'Generate Quote' });
  await expectTouchSize(generate, primaryHeight(page));
  await generate.tap();
  await expect(page.getByText('Quote Ready')).toBeVisible();
  await page.getByRole('button', { name: /Save as quote/ }).tap();
  await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}\/quotes\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: /^send Send$/ }).tap();
  await expect(page.getByText(`Quote sent to ${email}`)).toBeVisible();
  expect(await mailbox.mailTo(email)).toBeDefined();

  // Back in the inbox: the list again, on its own address.
  await navigateTo(page, 'Messages');
  await expect(page.getByRole('listbox', { name: 'Messages' })).toBeVisible();
  await expect(page).toHaveURL(/\/messages$/);
});

test('move a pipeline card with "Move to…", then open the customer', async ({ page }) => {
  await signIn(page, OWNER.email, undefined, product.url);
  const { customer } = await customerWithRequest(page);

  await navigateTo(page, 'Customers');
  // One column at a time: the switcher names each column with its count.
  const switcher = page.getByRole('radiogroup', { name: 'Pipeline column' });
  await expect(switcher.getByText(/Prospects/)).toBeVisible();
  await page.getByRole('button', { name: `Move to… ${customer.name}` }).tap();
  await page.getByRole('menuitem', { name: 'Contacted' }).tap();
  await expect(page.getByText(`${customer.name} was moved to Contacted.`)).toBeAttached();
  await expect
    .poll(async () => (await page.request.get(`${product.url}/api/customers/${customer.id}`)).json())
    .toMatchObject({ status: 'CONTACTED' });

  await switcher.getByText(/Contacted/).tap();
  await page.getByRole('link', { name: customer.name }).first().tap();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
  // Nothing is wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('change a setting: the theme mode', async ({ page }) => {
  await signIn(page, OWNER.email, undefined, product.url);
  await navigateTo(page, 'User Settings');
  await expect(page.getByRole('heading', { level: 1, name: 'User Settings' })).toBeVisible();
  await page.getByText('Dark', { exact: true }).tap();
  await expect(page.getByText('Theme changed to dark')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByText('Light', { exact: true }).tap();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
