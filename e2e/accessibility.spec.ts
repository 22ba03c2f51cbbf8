import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { OWNER } from './support/demo-users';
import { signIn } from './support/sign-in';

async function seriousViolations(page: import('@playwright/test').Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)} ${node.failureSummary ?? ''}`).join(', ')}`,
    );
}

test('the sign-in page has no serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('Sign in to your account')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the signed-in layout has no serious accessibility violation, expanded or collapsed', async ({
  page,
}) => {
  await signIn(page, OWNER.email);
  await expect(page.getByRole('list', { name: 'Pipeline stages' })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  // A tooltip caught fading in has no settled colour to measure.
  await page.mouse.move(900, 500);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the signed-in layout has no serious accessibility violation in dark mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn(page, OWNER.email);
  await expect(page.getByRole('list', { name: 'Pipeline stages' })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the sign-in form works from the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(OWNER.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});
