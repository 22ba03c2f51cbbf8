import { expect, test } from '@playwright/test';
import { OWNER } from './support/demo-users';
import { sidebar, signIn } from './support/sign-in';

test('the root path sends a visitor to the sign-in page, which has no sidebar', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Sign in to your account')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(page.getByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
    'href',
    '/api/auth/google',
  );
  await expect(sidebar(page)).toHaveCount(0);
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

test('a signed-out visitor of a signed-in page is sent to the sign-in page', async ({ page }) => {
  await page.goto('/customers');
  await expect(page).toHaveURL(/\/login$/);
});

test('arriving from Google sign-in greets the user and clears the query', async ({ page }) => {
  await signIn(page, OWNER.email);
  await page.goto('/dashboard?sso=true');
  await expect(page.getByText("Welcome! You're now signed in.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Google sign-in without configuration explains itself instead of failing', async ({ page }) => {
  const response = await page.goto('/api/auth/google');
  expect(response?.status()).toBe(501);
  await expect(page.getByText(/not configured/i).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /sign-in|sign in|login/i })).toBeVisible();
});

test('log-out clears browser storage and returns to the sign-in page', async ({ page }) => {
  await signIn(page, OWNER.email);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
