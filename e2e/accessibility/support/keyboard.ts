import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The focused element shows where it is: an outline or a focus ring (box-shadow) of its own, or, for a field
 * antd draws as a box around the real input (a prefix, a number, a select, a date), of that box.
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  // Polled: a focus ring may still be transitioning in.
  await expect.poll(() => focusRing(page)).toBe('visible');
}

function focusRing(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing focused';
    const fieldBox = element.closest('.ant-input-affix-wrapper, .ant-input-number, .ant-select, .ant-picker');
    const ringed = [element, fieldBox].some((candidate) => {
      if (!candidate) return false;
      const style = getComputedStyle(candidate);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    });
    return ringed ? 'visible' : `no focus ring on ${element.outerHTML.slice(0, 120)}`;
  });
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the focus is visible at every step. */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, limit = 60 } = {},
): Promise<void> {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(page);
      return;
    }
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Focus is somewhere inside `container`. */
export async function expectFocusWithin(container: Locator): Promise<void> {
  await expect
    .poll(() => container.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
}

/**
 * Enter on the focused `trigger` opens `dialog` with focus inside; Escape closes it and focus is back on the
 * trigger (no trap, nothing lost); Enter opens it again, focus inside, for the test to go on.
 */
export async function expectDialogTakesAndGivesBackFocus(trigger: Locator, dialog: Locator): Promise<void> {
  const keyboard = trigger.page().keyboard;
  await keyboard.press('Enter');
  await expectFocusWithin(dialog);
  await keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await keyboard.press('Enter');
  await expectFocusWithin(dialog);
}
