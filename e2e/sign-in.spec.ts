import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, OWNER } from './support/demo-users';
import { sidebar, signIn, xsrfHeader } from './support/sign-in';

test('the root path sends a visitor to the sign-in page, which has no sidebar', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Sign in to your account')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  // This server has no Google set up (google.spec.ts runs one that has): no button that cannot work.
  await expect(page.getByRole('link', { name: 'Sign in with Google' })).toHaveCount(0);
  await expect(sidebar(page)).toHaveCount(0);
});

test('the sign-in page runs without the design system, which comes with the pages that draw it', async ({
  page,
}) => {
  // antd's CSS-in-JS marks each style it inserts: none on the sign-in page (its forms are plain elements)...
  const antdStyles = page.locator('style[data-css-hash], style[data-token-hash]');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await expect(antdStyles).toHaveCount(0);
  // ...and the forgot-password page, drawn with antd, has antd's theme: its primary button in the preset's blue.
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  const send = page.getByRole('button', { name: 'Send reset link' });
  await page.mouse.move(0, 0); // the link clicked is where the button appears: hovered, it is a shade deeper
  await expect(send).toHaveCSS('background-color', 'rgb(29, 78, 216)');
  expect(await antdStyles.count()).toBeGreaterThan(0);
});

test('a wrong password shows the server error as a toast and stays on the sign-in page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('signing in stores the session and opens the dashboard', async ({ page }) => {
  await signIn(page, OWNER.email);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(
    page.getByText('Welcome to your dashboard. View summary widgets and recent activity.'),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pipeline stages' })).toBeVisible();
  await expect(page.getByTestId('tenant-name')).toHaveText(OWNER.tenant);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? 'null'));
  expect(stored).toMatchObject({ user: { email: OWNER.email }, tenant: { name: OWNER.tenant } });
  expect(stored.sessionId).toEqual(expect.any(String));
});

test('a signed-out visitor of a signed-in page is sent to the sign-in page, and to that page once signed in', async ({
  page,
}) => {
  await page.goto('/catalogs');
  await expect(page).toHaveURL(/\/login\?next=%2Fcatalogs$/);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Service Catalogs' })).toBeVisible();
  await expect(page).toHaveURL(/\/catalogs$/);
});

test('a session that ends mid-work sends the user to sign in, saying why, and back to the same page', async ({
  page,
  context,
}) => {
  await signIn(page, OWNER.email);
  await sidebar(page).getByRole('link', { name: 'Catalogs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Service Catalogs' })).toBeVisible();
  // The session ends on the server (as when it expires or the user signs out in another tab).
  const ended = await page.request.post('/api/auth/logout', { headers: await xsrfHeader(context) });
  expect(ended.ok()).toBe(true);

  // The next call finds the session gone: the user's next step, or a live update (another test's message) that
  // comes first, while the user is still on Catalogs.
  await sidebar(page)
    .getByRole('link', { name: 'Messages' })
    .dispatchEvent('click', undefined, { timeout: 2_000 })
    .catch(() => {});
  await expect(page).toHaveURL(/\/login\?next=%2F(messages|catalogs)&reason=session-ended$/);
  const next = new URL(page.url()).searchParams.get('next') ?? '';
  await expect(page.getByRole('alert')).toHaveText(
    'Your session has ended. Sign in again to go on where you left off.',
  );
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`${next}$`));
  await expect(sidebar(page)).toBeVisible();
});

test('arriving from Google sign-in greets the user and clears the query', async ({ page }) => {
  await signIn(page, OWNER.email);
  await page.goto('/dashboard?sso=true');
  await expect(page.getByText("Welcome! You're now signed in.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Google sign-in without configuration returns to the sign-in page, which explains', async ({ page }) => {
  await page.goto('/api/auth/google');
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText(
      'Google sign-in is not set up on this server. Please sign in with your email and password.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('forgot password without mail tells the user to ask an administrator', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(`forgot-${Date.now().toString(36)}@acme.test`);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Ask an administrator', { exact: true })).toBeVisible();
  await expect(
    page.getByText(/Ask an administrator of your company for a password reset link/),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('log-out clears browser storage and returns to the sign-in page', async ({ page }) => {
  await signIn(page, OWNER.email);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The page leaves for /login at once; storage is cleared when the server has ended the session.
  await expect.poll(() => page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});
