import {
  type Browser,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { OWNER } from '../support/demo-users';
import { signIn } from '../support/sign-in';
import { headingOutlineProblems, scan } from './support/axe';
import { screenData } from './support/screen-data';
import {
  PUBLIC_SCREENS,
  type ScreenData,
  type ScreenState,
  type ScreenWidth,
  SIGNED_IN_SCREENS,
} from './support/screens';

// axe-core over every screen and state (support/screens.ts) in both themes, on a desktop and (the phone project)
// at phone width: any WCAG 2.1 A/AA or 2.5.8 violation, at any impact, fails. One test per screen and theme.
// Each worker keeps one page per theme, signed in once, and every test opens its screen in it by a full
// navigation (so nothing of the last screen stays): only the first test of a theme loads the app cold. The
// scans only read, so both workers share them.

type Theme = 'light' | 'dark';

interface Pages {
  signedIn(theme: Theme): Promise<Page>;
  anonymous(theme: Theme): Promise<Page>;
  data: () => Promise<ScreenData>;
}

/** The project's device (viewport, touch, user agent) and address, for the contexts made by hand below. */
function contextOptions(use: BrowserContextOptions): BrowserContextOptions {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = use;
  return { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch };
}

function workerPages(browser: Browser, options: BrowserContextOptions): Pages & { close(): Promise<void> } {
  const opened = new Map<string, Promise<Page>>();
  let data: Promise<ScreenData> | undefined;
  const open = (key: string, make: () => Promise<Page>) => {
    if (!opened.has(key)) opened.set(key, make());
    return opened.get(key) as Promise<Page>;
  };
  const signedIn = (theme: Theme) =>
    open(`signed-in-${theme}`, async () => {
      const page = await (await browser.newContext({ ...options, colorScheme: theme })).newPage();
      await signIn(page, OWNER.email);
      return page;
    });
  return {
    signedIn,
    anonymous: (theme) =>
      open(`anonymous-${theme}`, async () =>
        (await browser.newContext({ ...options, colorScheme: theme })).newPage(),
      ),
    data: () => {
      data ??= signedIn('light').then(screenData);
      return data;
    },
    close: async () => {
      for (const page of await Promise.all(opened.values())) await page.context().close();
    },
  };
}

const test = base.extend<{ width: ScreenWidth }, { pages: Pages }>({
  pages: [
    async ({ browser }, use, workerInfo) => {
      const pages = workerPages(browser, contextOptions(workerInfo.project.use));
      await use(pages);
      await pages.close();
    },
    { scope: 'worker' },
  ],
  width: async ({ isMobile }, use) => use(isMobile ? 'phone' : 'wide'),
});

test.describe.configure({ mode: 'parallel' });

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    for (const screen of PUBLIC_SCREENS) {
      test(`${screen.name} has no WCAG 2.1 AA violation (${theme})`, async ({ pages, width }, testInfo) => {
        skipUnlessShownAt(screen, width);
        await expectNoViolation(await pages.anonymous(theme), theme, screen, undefined, testInfo);
      });
    }

    test.describe('signed in', () => {
      for (const screen of SIGNED_IN_SCREENS) {
        test(`${screen.name} has no WCAG 2.1 AA violation (${theme})`, async ({ pages, width }, testInfo) => {
          skipUnlessShownAt(screen, width);
          await expectNoViolation(await pages.signedIn(theme), theme, screen, await pages.data(), testInfo);
        });
      }
    });
  });
}

/** A state that exists at some widths only (the sidebar's collapse on a desktop, the menu drawer on a phone). */
function skipUnlessShownAt(screen: ScreenState, width: ScreenWidth): void {
  test.skip(screen.widths !== undefined && !screen.widths.includes(width), `no such state at ${width} width`);
}

/** Opens the screen, scans it, and fails on any finding or a broken heading outline; attaches the findings. */
async function expectNoViolation(
  page: Page,
  theme: Theme,
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
