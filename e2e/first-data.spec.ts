import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/sign-in';

/** The API requests the page made, each with who started it: `link` is a preload hint of the page's HTML. */
function apiRequests(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: new URL(entry.name), by: (entry as PerformanceResourceTiming).initiatorType }))
      .filter(({ url }) => url.pathname.startsWith('/api/'))
      .map(({ url, by }) => ({ path: url.pathname, by })),
  );
}

test('a signed-in page load takes its first data from the HTML preload hints, fetched once', async ({
  page,
}) => {
  await signIn(page, 'owner@acme.test');
  for (const [path, content, firstCalls] of [
    ['/customers', page.getByTestId('customer-card').first(), ['/api/customers/summary', '/api/customers']],
    [
      '/messages',
      page.getByRole('listbox', { name: 'Messages' }).getByRole('option').first(),
      ['/api/messages'],
    ],
    ['/catalogs', page.getByRole('heading', { level: 1, name: 'Service Catalogs' }), ['/api/catalogs']],
  ] as const) {
    await page.goto(path);
    await expect(content).toBeVisible();
    const made = await apiRequests(page);
    for (const call of ['/api/session/current', ...firstCalls]) {
      // One entry per request: a second, by `fetch`, would mean the page did not take the preload.
      const requests = made.filter(({ path: requested }) => requested === call);
      expect(requests.length, `${path}: ${call}`).toBeGreaterThan(0);
      expect(new Set(requests.map(({ by }) => by)), `${path}: ${call}`).toEqual(new Set(['link']));
    }
  }
});
