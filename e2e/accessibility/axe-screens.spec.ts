import {
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { OWNER } from '../support/demo-users';
import { signIn } from '../support/sign-in';
import { headingOutlineProblems, scan } from './support/axe';
import { screenData } from './support/screen-data';
import { PUBLIC_SCREENS, type ScreenData, type ScreenState, SIGNED_IN_SCREENS } from './support/screens';

// axe-core over every screen and state (support/screens.ts) in both themes: any WCAG 2.1 A/AA violation, at
// any impact, fails. One test per screen and theme, each well inside the default timeout; the owner signs in
// once per worker and every signed-in test starts from that session. The scans only read, so both workers share
// them (the longest file of the suite, which one worker alone took 18 minutes over in CI).

interface SignedIn {
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  data: ScreenData;
}

async function signInOnce(browser: Browser, baseURL: string | undefined): Promise<SignedIn> {
  const page = await browser.newPage({ baseURL });
  await signIn(page, OWNER.email);
  const signedIn = { storageState: await page.context().storageState(), data: await screenData(page) };
  await page.close();
  return signedIn;
}

const test = base.extend<{ screenData: ScreenData }, { signedIn: SignedIn }>({
  signedIn: [
    async ({ browser }, use, workerInfo) => use(await signInOnce(browser, workerInfo.project.use.baseURL)),
    { scope: 'worker' },
  ],
  screenData: async ({ signedIn }, use) => use(signedIn.data),
});

test.describe.configure({ mode: 'parallel' });

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    for (const screen of PUBLIC_SCREENS) {
      test(`${screen.name} has no WCAG 2.1 AA violation (${theme})`, async ({ page }, testInfo) => {
        await expectNoViolation(page, theme, screen, undefined, testInfo);
      });
    }

    test.describe('signed in', () => {
      test.use({ storageState: async ({ signedIn }, use) => use(signedIn.storageState) });

      for (const screen of SIGNED_IN_SCREENS) {
        test(`${screen.name} has no WCAG 2.1 AA violation (${theme})`, async ({
          page,
          screenData: data,
        }, testInfo) => {
          await expectNoViolation(page, theme, screen, data, testInfo);
        });
      }
    });
  });
}

/** Opens the screen, scans it, and fails on any finding or a broken heading outline; attaches the findings. */
async function expectNoViolation(
  page: Page,
  theme: 'light' | 'dark',
  screen: ScreenState,
  data: ScreenData | undefined,
  testInfo: TestInfo,
): Promise<void> {
  await screen.open(page, data as ScreenData);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  const findings = await scan(page, screen.name);
  await testInfo.attach('axe-findings', {
    body: JSON.stringify(findings, null, 2),
    contentType: 'application/json',
  });
  expect.soft(findings, `${screen.name} (${theme})`).toEqual([]);
  expect.soft(await headingOutlineProblems(page), `${screen.name}: heading outline`).toEqual([]);
}
