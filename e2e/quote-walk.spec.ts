import { expect, type Page, test } from '@playwright/test';
import { pdfText } from '../server/src/testing/pdf-text';
import { type Inbox, startInbox } from '../server/src/testing/smtp-inbox';
import { OWNER } from './support/demo-users';
import { type ProductServer, startProductServer } from './support/product-server';
import { signIn, xsrfHeader } from './support/sign-in';

let mailbox: Inbox;
let product: ProductServer;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  mailbox = await startInbox();
  // A server of its own: the suite's shared one has no SMTP.
  product = await startProductServer({ SMTP_URL: mailbox.url, MAIL_FROM: 'Acme <quotes@acme.test>' });
});

test.afterAll(async () => {
  await product?.stop();
  await mailbox?.close();
});

/** A message asking for a quote from `fromEmail` (linked on arrival to a customer with that address). */
async function quoteRequest(page: Page, fromEmail: string) {
  const headers = await xsrfHeader(page.context());
  const session = await (await page.request.get(`${product.url}/api/session/current`)).json();
  const { key } = await (
    await page.request.post(`${product.url}/api/tenants/${session.tenantId}/inbound-key`, { headers })
  ).json();
  const subject = `Quote please ${Date.now().toString(36)}`;
  const stored = await page.request.post(`${product.url}/api/inbound/messages`, {
    headers: { authorization: `Bearer ${key}` },
    data: {
      source: 'email',
      fromEmail,
      subject,
      content: '<p>Our kitchen drain is clogged and the water heater is leaking. Please send a quote.</p>',
    },
  });
  expect(stored.status()).toBe(201);
  return { subject, message: await stored.json() };
}

/** A customer with an email, and a message from that address (linked to it on arrival). */
async function customerWithMessage(page: Page, name: string, email: string) {
  const customer = await (
    await page.request.post(`${product.url}/api/customers`, {
      headers: await xsrfHeader(page.context()),
      data: { name, email, status: 'LEAD' },
    })
  ).json();
  return { customer, ...(await quoteRequest(page, email)) };
}

/** The inbox, with the message of this subject open and its AI quote generated. */
async function generateQuoteFor(page: Page, subject: string) {
  await page.goto(`${product.url}/messages`);
  await page.getByRole('textbox', { name: 'Search messages' }).fill(subject);
  await page.getByRole('listbox', { name: 'Messages' }).getByRole('option').first().click();
  await page.getByRole('button', { name: 'Generate Quote' }).click();
  await expect(page.getByText('Quote Ready')).toBeVisible();
}

test('message → AI quote → Save as quote → edit → send by mail → the client accepts → Active with the revenue, and the PDF', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, OWNER.email, undefined, product.url);
  const name = `Walkthrough Cafe ${Date.now().toString(36)}`;
  const email = `walk-${Date.now().toString(36)}@client.test`;
  const { customer, subject } = await customerWithMessage(page, name, email);

  // The inbox: generate the AI quote and save it as a quote.
  await generateQuoteFor(page, subject);
  await page.getByRole('button', { name: /Save as quote/ }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}/quotes/[0-9a-f-]{36}$`));
  const quoteId = page.url().split('/').pop() as string;
  await expect(page.getByRole('heading', { level: 1, name: /^Quote Q-\d{4}-\d{4}$/ })).toBeVisible();
  await expect(page.getByText('DRAFT', { exact: true })).toBeVisible();

  // Edit: a custom line, a quantity, a reorder; the total follows the typing, then the server's after save.
  await page.getByRole('button', { name: /Add custom line/ }).click();
  const position = await page.getByTestId('quote-line').count();
  await page.getByRole('textbox', { name: `Description of line ${position}` }).fill('Disposal fee');
  await page.getByRole('textbox', { name: 'Unit price of Disposal fee' }).fill('25');
  const quantity = page.getByRole('textbox', { name: /^Quantity of / }).first();
  await quantity.fill('0');
  await expect(page.getByText('Quantity must be greater than 0')).toBeVisible();
  await quantity.fill('2');
  await page.getByRole('button', { name: 'Move Disposal fee up' }).click();
  const typedTotal = await page.getByTestId('quote-total').textContent();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Quote saved')).toBeVisible();
  await expect(page.getByTestId('quote-total')).toHaveText(typedTotal as string);

  // Send: the mail goes to the customer through the SMTP peer, with the public link.
  await page.getByRole('button', { name: /^send Send$/ }).click();
  await expect(page.getByText(`Quote sent to ${email}`)).toBeVisible();
  await expect(page.getByText('SENT', { exact: true })).toBeVisible();
  const mail = await mailbox.mailTo(email);
  expect(mailbox.received.filter((sent) => JSON.stringify(sent.to).includes(email))).toHaveLength(1);
  const link = mail.text?.match(/https?:\/\/\S+\/q\/[\w-]+/)?.[0];
  expect(link).toBeDefined();

  // The client, in a fresh browser with no session, accepts.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await client.goto(link as string);
  await expect(client.getByRole('cell', { name: 'Disposal fee (custom)' })).toBeVisible();
  await client.getByRole('button', { name: 'Accept quote' }).click();
  await expect(client.getByRole('status')).toHaveText('Accepted');
  await clientContext.close();

  // Staff see it without reloading: the quote is ACCEPTED, the customer Active with the revenue.
  await expect(page.getByText('ACCEPTED', { exact: true })).toBeVisible();
  const total = (typedTotal as string).replace(/[$,]/g, '');
  await page.goto(`${product.url}/customers/${customer.id}`);
  await expect(page.getByText('ACTIVE', { exact: true }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Quotes & Invoices' }).click();
  const row = page.getByTestId('customer-quote');
  await expect(row).toContainText('ACCEPTED');
  await expect(row).toContainText(typedTotal as string);
  const listed = await (await page.request.get(`${product.url}/api/customers/${customer.id}`)).json();
  expect(listed).toMatchObject({ status: 'ACTIVE', totalRevenue: Number(total) });

  // The PDF holds the lines and the total.
  const pdf = await page.request.get(`${product.url}/api/quotes/${quoteId}/pdf`);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const text = await pdfText(await pdf.body());
  expect(text).toContain('Disposal fee');
  expect(text).toContain(typedTotal as string);
});

test('the tax rate set in Tenant Settings prices the next quote drafted', async ({ page }) => {
  await signIn(page, OWNER.email, undefined, product.url);
  const session = await (await page.request.get(`${product.url}/api/session/current`)).json();
  const settingsUrl = `${product.url}/api/tenants/${session.tenantId}/quote-settings`;
  const before = await (await page.request.get(settingsUrl)).json();
  try {
    await page.goto(`${product.url}/tenant-settings`);
    const tax = page.getByLabel('Tax Rate');
    await tax.fill('8.25');
    await page.getByRole('button', { name: 'Save Quote Settings' }).click();
    await expect(page.getByText('Quote settings saved')).toBeVisible();

    const customer = await (
      await page.request.post(`${product.url}/api/customers`, {
        headers: await xsrfHeader(page.context()),
        data: { name: `Taxed Client ${Date.now().toString(36)}`, status: 'LEAD' },
      })
    ).json();
    await page.goto(`${product.url}/customers/${customer.id}/quotes/new`);
    await page.getByRole('button', { name: /Add custom line/ }).click();
    await page.getByRole('textbox', { name: 'Description of line 1' }).fill('Annual service');
    await page.getByRole('textbox', { name: 'Unit price of Annual service' }).fill('200');
    // 200 plus 8.25 % tax: 216.50, as typed and once saved by the server.
    await expect(page.getByText('Tax (8.25%)')).toBeVisible();
    await expect(page.getByTestId('quote-total')).toHaveText('$216.50');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Quote saved')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}/quotes/[0-9a-f-]{36}$`));
    const saved = await (
      await page.request.get(`${product.url}/api/quotes/${page.url().split('/').pop()}`)
    ).json();
    expect(saved).toMatchObject({ taxRatePercent: 8.25, taxAmount: 16.5, total: 216.5 });
  } finally {
    await page.request.put(settingsUrl, { headers: await xsrfHeader(page.context()), data: before });
  }
});

test('Save as quote on a message without a customer: a customer added in the dialog gets the draft', async ({
  page,
}) => {
  await signIn(page, OWNER.email, undefined, product.url);
  const sender = `newcomer-${Date.now().toString(36)}@client.test`;
  const { subject, message } = await quoteRequest(page, sender);
  expect(message.customerId).toBeNull();
  await generateQuoteFor(page, subject);

  await page.getByRole('button', { name: /Save as quote/ }).click();
  const question = page.getByRole('dialog', { name: 'Save as quote' });
  await expect(question.getByText('This message has no customer yet. Who is the quote for?')).toBeVisible();
  await question.getByRole('button', { name: 'Add a new customer' }).click();
  const form = page.getByRole('dialog', { name: 'Add Customer' });
  // The form comes filled from the sender.
  await expect(form.getByLabel('Email')).toHaveValue(sender);
  const company = `Newcomer Bistro ${Date.now().toString(36)}`;
  await form.getByLabel('Company Name').fill(company);
  await form.getByRole('button', { name: 'Add Customer' }).click();

  await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}\/quotes\/[0-9a-f-]{36}$/);
  await expect(page.getByText(/^Quote Q-\d{4}-\d{4} saved$/)).toBeVisible();
  const [, customerId, quoteId] = new URL(page.url()).pathname.match(/customers\/(.+)\/quotes\/(.+)$/) ?? [];
  const customer = await (await page.request.get(`${product.url}/api/customers/${customerId}`)).json();
  expect(customer).toMatchObject({ name: company, email: sender });
  const quote = await (await page.request.get(`${product.url}/api/quotes/${quoteId}`)).json();
  expect(quote).toMatchObject({
    customerId,
    customerName: company,
    messageId: message.id,
    aiGenerated: true,
  });
  expect(quote.lines.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1, name: `Quote ${quote.number}` })).toBeVisible();
  await expect(page.getByText(company)).toBeVisible();
});
