import { expect, test } from '@playwright/test';
import { collectCspViolations } from './support/security-headers';

test('an integrator reads the inbound-message call in the API reference, under the product’s security policy', async ({
  page,
}) => {
  const violations = await collectCspViolations(page);
  await page.goto('/api/docs/');
  await expect(page.getByRole('heading', { name: /QuoteDesk API/ })).toBeVisible();

  const inbound = page.locator('#operations-Inbound-receiveInboundMessage');
  await inbound.getByRole('button', { name: /^POST \/api\/inbound\/messages/ }).click();
  await expect(inbound.getByText('Authorization: Bearer <key>', { exact: false })).toBeVisible();
  await expect(inbound.getByRole('cell', { name: '201' }).first()).toBeVisible();
  expect(violations).toEqual([]);
});
