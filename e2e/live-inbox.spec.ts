import { expect, type Page, test } from '@playwright/test';
import { OWNER } from './support/demo-users';
import { sidebar, signIn, xsrfHeader } from './support/sign-in';

const BLUEWAVE_ADMIN = 'admin@bluewave.test';

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A provider posting a text message with a fresh inbound key of the signed-in admin's tenant. */
async function postInbound(page: Page, content: string) {
  const session = await (await page.request.get('/api/session/current')).json();
  const keyResponse = await page.request.post(`/api/tenants/${session.tenantId}/inbound-key`, {
    headers: await xsrfHeader(page.context()),
  });
  const { key } = await keyResponse.json();
  const response = await page.request.post('/api/inbound/messages', {
    headers: { authorization: `Bearer ${key}` },
    data: { source: 'text', fromPhone: '+15555550142', senderName: 'Live Caller', content },
  });
  expect(response.status()).toBe(201);
}

async function openInbox(page: Page, email: string) {
  await signIn(page, email);
  await sidebar(page).getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('listbox', { name: 'Messages' }).getByRole('option').first()).toBeVisible();
}

const total = async (page: Page) =>
  Number(
    (
      await page
        .locator('header')
        .getByText(/^\d+ messages?$/)
        .textContent()
    )?.split(' ')[0],
  );

/** Counts the inbox page requests a page makes from now on. */
function countInboxRequests(page: Page) {
  const counter = { value: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/messages') counter.value += 1;
  });
  return counter;
}

test('a message arriving by the inbound API appears in every open inbox of its tenant, and only there', async ({
  browser,
}) => {
  const acme = await (await browser.newContext()).newPage();
  const bluewave = await (await browser.newContext()).newPage();
  await openInbox(acme, OWNER.email);
  await openInbox(bluewave, BLUEWAVE_ADMIN);
  const acmeTotal = await total(acme);
  const bluewaveRequests = countInboxRequests(bluewave);
  // A reload would lose this marker: the list must change in place.
  await acme.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  const content = unique('The boiler is making a knocking noise');
  await postInbound(acme, content);

  await expect(acme.getByRole('listbox', { name: 'Messages' }).getByText(content)).toBeVisible();
  await expect(acme.locator('header').getByText(`${acmeTotal + 1} messages`, { exact: true })).toBeVisible();
  expect(await acme.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

  // Bluewave's own message is the barrier: when it shows, Acme's event would have arrived before it.
  const own = unique('Bluewave lobby lights flicker');
  await postInbound(bluewave, own);
  await expect(bluewave.getByRole('listbox', { name: 'Messages' }).getByText(own)).toBeVisible();
  expect(bluewaveRequests.value).toBe(1);
  await expect(bluewave.getByText(content)).toHaveCount(0);
});
