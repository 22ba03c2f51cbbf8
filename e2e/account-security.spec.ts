import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { OWNER, STAFF } from './support/demo-users';
import { type ProductServer, startProductServer } from './support/product-server';
import { signIn } from './support/sign-in';

const PASSWORD = 'a long enough passphrase';

/** The XSRF header for calls from the test's own request context. */
async function xsrf(request: APIRequestContext): Promise<Record<string, string>> {
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? '') };
}

/** A user of its own (invited by the Acme owner, password set through the link): no spec shares its state. */
async function freshUser(request: APIRequestContext): Promise<string> {
  await request.get('/api/auth/csrf');
  await request.post('/api/auth/login', {
    data: { email: OWNER.email, password: 'demo1234' },
    headers: await xsrf(request),
  });
  const email = `e2e-${randomUUID()}@acme.test`;
  const created = await request.post('/api/users', {
    data: { name: 'Erin Example', email, role: 'USER' },
    headers: await xsrf(request),
  });
  expect(created.status()).toBe(201);
  const token = new URL((await created.json()).link).searchParams.get('token');
  await request.post('/api/auth/logout', { headers: await xsrf(request) });
  const set = await request.post('/api/auth/set-password', {
    data: { token, password: PASSWORD },
    headers: await xsrf(request),
  });
  expect(set.status()).toBe(204);
  return email;
}

/** A code of the next 30-second step: the current step's code may have been spent a moment ago. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

/** Goes through the enrolment on screen; answers the secret and the recovery codes shown. */
async function enrol(page: Page) {
  const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await page.getByLabel('Code from the app').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await page.getByRole('button', { name: 'Done' }).click();
  return { secret, recoveryCodes };
}

/** Signs in with the password in a new browser context, up to the second-factor step. */
async function passwordStep(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  return page;
}

async function secondFactor(page: Page, code: string) {
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('enrol two-factor on screen, sign in with password and code, and once with a recovery code', async ({
  page,
  browser,
  request,
}) => {
  const email = await freshUser(request);
  await signIn(page, email, PASSWORD);
  await page.goto('/user-settings');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const { secret, recoveryCodes } = await enrol(page);
  await expect(page.getByText('Two-factor sign-in is on.', { exact: true })).toBeVisible();

  const withCode = await passwordStep(browser, email);
  // The password alone opens nothing.
  expect((await withCode.request.get('/api/session/current')).status()).toBe(401);
  await secondFactor(withCode, await nextCode(secret));
  await expect(withCode).toHaveURL(/\/dashboard$/);

  const recovery = recoveryCodes[0] ?? '';
  const withRecovery = await passwordStep(browser, email);
  await secondFactor(withRecovery, recovery);
  await expect(withRecovery).toHaveURL(/\/dashboard$/);

  const reused = await passwordStep(browser, email);
  await secondFactor(reused, recovery);
  await expect(reused.getByText('Invalid or expired code')).toBeVisible();
  await expect(reused.getByLabel('Authentication code')).toHaveValue(recovery);
});

test('turning two-factor off asks for both factors and signs the other sessions out', async ({
  page,
  browser,
  request,
}) => {
  const email = await freshUser(request);
  await signIn(page, email, PASSWORD);
  const headers = await xsrf(page.request);
  const { secret } = await (await page.request.post('/api/auth/2fa/setup', { headers })).json();
  const enabled = await page.request.post('/api/auth/2fa/enable', {
    headers,
    data: { code: await generate({ secret }) },
  });
  expect(enabled.status()).toBe(200);
  const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
  const withCode = await passwordStep(browser, email);
  await secondFactor(withCode, await nextCode(secret));
  await expect(withCode).toHaveURL(/\/dashboard$/);
  await page.goto('/user-settings');

  // A recovery code here: the app's current and next codes are spent.
  const card = page
    .locator('.ant-card')
    .filter({ has: page.getByText('Two-factor sign-in', { exact: true }) });
  await card.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await card.getByLabel('Current password').fill(PASSWORD);
  await card.getByLabel('Authentication code').fill(recoveryCodes[0] ?? '');
  await card.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await expect(
    page.getByText('Two-factor sign-in is off. Your other sessions were signed out.'),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
  expect((await withCode.request.get('/api/session/current')).status()).toBe(401);
  expect((await page.request.get('/api/session/current')).status()).toBe(200);
  const passwordOnly = await passwordStep(browser, email);
  await expect(passwordOnly).toHaveURL(/\/dashboard$/);
});

test('a signed-out session answers 401, and a password change ends the other session', async ({
  page,
  browser,
  request,
}) => {
  const email = await freshUser(request);
  const other = await (await browser.newContext()).newPage();
  await signIn(other, email, PASSWORD);
  await signIn(page, email, PASSWORD);
  await page.goto('/user-settings');

  const rows = page.getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
  await rows.filter({ hasNotText: 'This device' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(rows).toHaveCount(1);
  expect((await other.request.get('/api/session/current')).status()).toBe(401);

  await signIn(other, email, PASSWORD);
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password').fill('short');
  await expect(page.getByText('Use at least 10 characters')).toBeVisible();
  await page.getByLabel('New password').fill('an even longer passphrase');
  await expect(page.getByTestId('password-strength')).toContainText('Strength:');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Your other sessions were signed out.')).toBeVisible();
  expect((await other.request.get('/api/session/current')).status()).toBe(401);
  expect((await page.request.get('/api/session/current')).status()).toBe(200);
});

test.describe('a tenant that requires two-factor sign-in', () => {
  // Its own server: requiring it of Acme on the suite's server would stop every other spec's sign-in.
  let server: ProductServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startProductServer({});
  });
  test.afterAll(async () => server?.stop());

  test('leads a user without it through enrolment at sign-in', async ({ page, browser }) => {
    await signIn(page, OWNER.email, undefined, server.url);
    await page.goto(`${server.url}/tenant-settings`);
    await page.getByLabel('Require two-factor sign-in for everyone').click();
    await expect(page.getByText('Two-factor sign-in is now required')).toBeVisible();

    const staff = await (await browser.newContext()).newPage();
    await staff.goto(`${server.url}/login`);
    await staff.getByLabel('Email').fill(STAFF.email);
    await staff.getByLabel('Password').fill('demo1234');
    await staff.getByRole('button', { name: 'Sign In' }).click();
    await expect(staff.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
    await enrol(staff);
    await expect(staff).toHaveURL(/\/dashboard$/);
  });
});
