import { expect, test } from '@playwright/test';
import { OWNER } from '../support/demo-users';
import { signIn } from '../support/sign-in';

// The server writes the inbox's first messages into the page (server/src/features/messages/inbox-first-paint.ts):
// a phone shows them before its scripts have run, and the app's own list takes their place.

const SCRIPTS = /\.js(\?|$)/;

test('a phone shows the first messages before the scripts, as links; the app then draws its own list', async ({
  page,
}) => {
  await signIn(page, OWNER.email);
  const phone = (page.viewportSize()?.width ?? 0) < 768;
  const firstPaint = page.locator('#qd-first-paint');

  await page.route(SCRIPTS, (route) => route.abort());
  await page.goto('/messages');
  // Links in the page either way; a role query would not see them where the first paint is hidden.
  const links = firstPaint.locator('a[href]');
  if (phone) {
    await expect(firstPaint.getByRole('heading', { name: 'Messages' })).toBeVisible();
    await expect(links.first()).toBeVisible();
    expect(await links.count()).toBeGreaterThan(1);
  } else {
    // A tablet lays out a sidebar beside the list: it waits for the app.
    await expect(firstPaint).toBeHidden();
  }
  const href = await links.first().getAttribute('href');
  expect(href).toMatch(/^\/messages\/[0-9a-f-]{36}$/);

  await page.unroute(SCRIPTS);
  await page.reload();
  await expect(page.getByRole('listbox', { name: 'Messages' }).getByRole('option').first()).toBeVisible();
  await expect(firstPaint).toHaveCount(0);

  // A row tapped before the scripts ran opens its message, as the app's rows do.
  await page.goto(href ?? '');
  await expect(page.getByRole('button', { name: 'Back to messages' })).toBeVisible();
  await expect(firstPaint).toHaveCount(0);
});
