import { expect, type Locator, type Page, test } from '@playwright/test';
import { OWNER } from '../support/demo-users';
import { signIn } from '../support/sign-in';

// Item 5 of issue 22: reduced motion, and narrow windows (320 px, and 640 px = a 1280 px screen at 200 % zoom).

/** Nothing inside `element` is wider than it: no horizontal scroll, no content cut off to the side. */
async function expectNoHorizontalScroll(element: Locator): Promise<void> {
  const overflow = await element.evaluate((node) => node.scrollWidth - node.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The dialog sits wholly inside the window. */
async function expectInsideWindow(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
}

test.describe('with prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('dialogs open without animation', async ({ page }) => {
    await signIn(page, OWNER.email);
    await page.goto('/customers');
    await page.getByRole('button', { name: 'Add Customer' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Customer' })).toBeVisible();
    expect(
      await page.evaluate(() => document.getAnimations().map((a) => (a as CSSAnimation).animationName)),
    ).toEqual([]);
  });
});

for (const width of [320, 640]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 720 } });

    test(`the signed-out forms need no horizontal scroll at ${width} px`, async ({ page }) => {
      for (const path of ['/login', '/forgot-password', '/set-password?token=not-a-real-token']) {
        await page.goto(path);
        await expect(page.locator('form')).toBeVisible();
        await expectNoHorizontalScroll(page.locator('html'));
      }
    });

    test(`the dialogs' forms fit the window at ${width} px`, async ({ page }) => {
      await signIn(page, OWNER.email);
      for (const { path, button, dialog } of [
        { path: '/customers', button: 'Add Customer', dialog: 'Add Customer' },
        { path: '/catalogs', button: 'Add Service', dialog: 'Add New Service' },
        { path: '/admin', button: 'Add User', dialog: 'Add User' },
      ]) {
        await page.goto(path);
        await page.getByRole('button', { name: button }).click();
        const form = page.getByRole('dialog', { name: dialog });
        await expect(form).toBeVisible();
        await expectInsideWindow(page, form);
        await expectNoHorizontalScroll(form.locator('.ant-modal-body'));
      }
    });
  });
}

test.describe('a 1024 px window (a small laptop or a tablet)', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('starts with the sidebar collapsed, and the inbox filters from selects so a message has room', async ({
    page,
  }) => {
    await signIn(page, OWNER.email);
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await page.goto('/messages');
    await expect(page.getByRole('navigation', { name: 'Message filters' })).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Source' }).click();
    await page.getByTitle(/^Email \(\d+\)$/).click();
    const rows = page.getByRole('listbox', { name: 'Messages' }).getByRole('option');
    await expect(rows.first()).toBeVisible();
    await rows.first().click();
    const body = page.locator('iframe[title^="Message:"]');
    await expect(body).toBeVisible();
    expect((await body.boundingBox())?.width ?? 0).toBeGreaterThan(400);
    await expectNoHorizontalScroll(page.locator('html'));
  });
});
