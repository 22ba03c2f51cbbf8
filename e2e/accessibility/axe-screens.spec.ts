import { expect, type Page, test } from '@playwright/test';
import { OWNER } from '../support/demo-users';
import { signIn } from '../support/sign-in';
import { type Finding, headingOutlineProblems, scan } from './support/axe';
import { screenData } from './support/screen-data';
import { PUBLIC_SCREENS, type ScreenData, type ScreenState, SIGNED_IN_SCREENS } from './support/screens';

// axe-core over every screen and state (support/screens.ts) in both themes: any WCAG 2.1 A/AA violation, at
// any impact, fails. One page per theme visits every screen in turn, so a run signs in once per theme.
for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test(`the public pages have no WCAG 2.1 AA violation (${theme})`, async ({ page }, testInfo) => {
      test.setTimeout(180_000);
      const findings = await scanAll(page, theme, PUBLIC_SCREENS, undefined);
      await testInfo.attach('axe-findings', {
        body: JSON.stringify(findings, null, 2),
        contentType: 'application/json',
      });
    });

    // Not yet green (issue 22 open): the scan of an opened message outlives its page in both themes.
    test.fixme(`the signed-in screens have no WCAG 2.1 AA violation (${theme})`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(480_000);
      await signIn(page, OWNER.email);
      const data = await screenData(page);
      const findings = await scanAll(page, theme, SIGNED_IN_SCREENS, data);
      await testInfo.attach('axe-findings', {
        body: JSON.stringify(findings, null, 2),
        contentType: 'application/json',
      });
    });
  });
}

/** Opens each screen, scans it, and fails (softly, per screen) on any finding; returns them all by screen. */
async function scanAll(
  page: Page,
  theme: 'light' | 'dark',
  screens: ScreenState[],
  data: ScreenData | undefined,
): Promise<Record<string, Finding[]>> {
  const byScreen: Record<string, Finding[]> = {};
  for (const screen of screens) {
    await test.step(screen.name, async () => {
      await screen.open(page, data as ScreenData);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const findings = await scan(page, screen.name);
      byScreen[screen.name] = findings;
      expect.soft(findings, `${screen.name} (${theme})`).toEqual([]);
      expect.soft(await headingOutlineProblems(page), `${screen.name}: heading outline`).toEqual([]);
    });
  }
  return byScreen;
}
