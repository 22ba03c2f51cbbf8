import { expect, type Page, test } from '@playwright/test';
import { SUPER_ADMIN } from './support/demo-users';
import { signIn, xsrfHeader } from './support/sign-in';

// Bluewave: no other spec changes its customers or quotes, so the figures read here stay put during the test.
const BLUEWAVE_ADMIN = 'admin@bluewave.test';

interface StatusTotals {
  status: string;
  customers: number;
}
interface Quote {
  status: string;
  createdAt: string;
}

/** The figures the dashboard should show, read from the tenant's own customer and quote calls. */
async function expectedFigures(page: Page) {
  const { statuses } = (await (await page.request.get('/api/customers/summary')).json()) as {
    statuses: StatusTotals[];
  };
  const active = statuses.find((row) => row.status === 'ACTIVE')?.customers ?? 0;
  const quotes = (await (await page.request.get('/api/quotes')).json()) as Quote[];
  // This month in the browser's time zone, which is this process's.
  const now = new Date();
  const thisMonth = quotes.filter((quote) => {
    const created = new Date(quote.createdAt);
    return created.getFullYear() === now.getFullYear() && created.getMonth() === now.getMonth();
  });
  const sent = thisMonth.filter((quote) => ['SENT', 'ACCEPTED', 'DECLINED'].includes(quote.status)).length;
  return { active, sent };
}

const customers = (count: number) => (count === 1 ? '1 customer' : `${count} customers`);

test("the dashboard shows the tenant's seeded figures and draws its charts", async ({ page }) => {
  await signIn(page, BLUEWAVE_ADMIN);
  const { active, sent } = await expectedFigures(page);

  const stages = page.getByRole('list', { name: 'Pipeline stages' });
  await expect(stages.getByRole('listitem').filter({ hasText: 'Active' })).toContainText(customers(active));
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Sent' })).toContainText(String(sent));
  await expect(page.getByRole('list', { name: 'Latest messages' }).getByRole('listitem')).not.toHaveCount(0);
  // The lazily loaded chart code arrived and drew both charts.
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.locator('.recharts-funnel-trapezoid').first()).toBeVisible();

  await page.getByText('30 days').click();
  await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();
});

test('a card opens its screen', async ({ page }) => {
  await signIn(page, BLUEWAVE_ADMIN);
  await page.getByRole('link', { name: 'Open pipeline' }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Pipeline' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Open inbox' }).click();
  await expect(page).toHaveURL(/\/messages$/);
});

test('a new tenant sees its first steps instead of empty charts, and a step opens its screen', async ({
  page,
}) => {
  // The super admin's own tenant, QuoteDesk HQ, has no catalogs, customers or messages.
  await signIn(page, SUPER_ADMIN.email);
  await expect(page.getByText(/Nothing to show yet/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import from Gmail' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a catalog' }).click();
  await expect(page).toHaveURL(/\/catalogs$/);
});

// After the new tenant's test: this one gives QuoteDesk HQ its first message.
test('the first message arriving while the dashboard is open turns the steps into the figures, live', async ({
  page,
}) => {
  await signIn(page, SUPER_ADMIN.email);
  await expect(page.getByText(/Nothing to show yet/)).toBeVisible();
  const caller = `Dashboard Caller ${Date.now().toString(36)}`;

  const session = await (await page.request.get('/api/session/current')).json();
  const keyResponse = await page.request.post(`/api/tenants/${session.tenantId}/inbound-key`, {
    headers: await xsrfHeader(page.context()),
  });
  const { key } = await keyResponse.json();
  const inbound = await page.request.post('/api/inbound/messages', {
    headers: { authorization: `Bearer ${key}` },
    data: {
      source: 'email',
      fromEmail: `caller-${Date.now()}@example.com`,
      senderName: caller,
      subject: 'Is the dashboard live?',
      content: 'Checking.',
    },
  });
  expect(inbound.status()).toBe(201);

  const latest = page.getByRole('list', { name: 'Latest messages' });
  await expect(latest.getByText(caller)).toBeVisible();
  await expect(latest.getByText('Is the dashboard live?')).toBeVisible();
});
