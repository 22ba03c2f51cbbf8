import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, STAFF } from './support/demo-users';
import { collectCspViolations } from './support/security-headers';
import { xsrfHeader } from './support/sign-in';

test('a client opens a sent quote’s link without signing in, accepts it, and the quote and customer show it', async ({
  page,
  context,
  browser,
}) => {
  // The staff side only prepares the quote: signed in through the API (the screens are the quotes-ui specs').
  await page.request.get('/api/auth/csrf');
  const signedIn = await page.request.post('/api/auth/login', {
    headers: await xsrfHeader(context),
    data: { email: STAFF.email, password: DEMO_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  const headers = await xsrfHeader(context);
  const customer = await (
    await page.request.post('/api/customers', {
      headers,
      data: { name: 'Public Page Client', status: 'LEAD' },
    })
  ).json();
  const created = await page.request.post('/api/quotes', {
    headers,
    data: {
      customerId: customer.id,
      lines: [{ description: 'Replace kitchen faucet', unitCost: 180.5, quantity: 2 }],
      notes: 'Parts included.',
    },
  });
  expect(created.status()).toBe(201);
  const quote = await created.json();
  const sent = await (await page.request.post(`/api/quotes/${quote.id}/send`, { headers, data: {} })).json();
  expect(sent).toMatchObject({ status: 'SENT', emailed: false });

  // A fresh browser: no session, no cookies, as the client opening the link from an email.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  const violations = await collectCspViolations(client);
  await client.goto(sent.publicUrl);
  await expect(client.getByRole('heading', { name: `Quote ${quote.number}` })).toBeVisible();
  await expect(client.getByText('Acme Plumbing')).toBeVisible();
  await expect(client.getByRole('cell', { name: 'Replace kitchen faucet (custom)' })).toBeVisible();
  await expect(client.getByRole('row', { name: /Total \$361\.00/ })).toBeVisible();
  await client.getByLabel('Comment (optional)').fill('Tuesday morning works');
  await client.getByRole('button', { name: 'Accept quote' }).click();
  await expect(client.getByRole('status')).toHaveText('Accepted');
  await expect(client.getByText('Your comment: Tuesday morning works')).toBeVisible();
  expect(violations).toEqual([]);

  const answered = await (await page.request.get(`/api/quotes/${quote.id}`)).json();
  expect(answered).toMatchObject({ status: 'ACCEPTED', clientComment: 'Tuesday morning works' });
  const active = await (await page.request.get(`/api/customers/${customer.id}`)).json();
  expect(active.status).toBe('ACTIVE');

  await client.goto('/q/not-a-real-token');
  await expect(client.getByRole('heading', { name: 'Quote not found' })).toBeVisible();
  await clientContext.close();
});
