import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { OWNER, STAFF } from './support/demo-users';
import { sidebar, signIn, xsrfHeader } from './support/sign-in';

/** Unique per run and test, so parallel workers and reruns never collide on names. */
const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Contacted, quoted and active have their own columns; every other status shows under Prospects. */
const COLUMN_OF: Record<string, string> = { CONTACTED: 'Contacted', QUOTED: 'Quoted', ACTIVE: 'Active' };
const columnOf = (status: string) => COLUMN_OF[status] ?? 'Prospects';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

const column = (page: Page, title: string) => page.getByRole('region', { name: title });

/** The value cell beside an Overview label. */
const overviewValue = (page: Page, label: string) =>
  page
    .locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::td[1]');

/** A customer made through the API as the signed-in user, for a test to start from. */
async function createCustomer(
  page: Page,
  fields: Record<string, string>,
): Promise<{ id: string; name: string }> {
  const response = await page.request.post('/api/customers', {
    data: fields,
    headers: await xsrfHeader(page.context()),
  });
  expect(response.status()).toBe(201);
  return response.json();
}

const statusOf = async (page: Page, id: string) =>
  ((await (await page.request.get(`/api/customers/${id}`)).json()) as { status: string }).status;

/** Drags a card by its handle with the mouse and drops it `to` a point. */
async function dragCard(page: Page, name: string, to: { x: number; y: number }) {
  const handle = page.getByRole('button', { name: `Move ${name}` });
  const from = await handle.boundingBox();
  if (!from) throw new Error(`No handle for ${name}`);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // In steps, as a hand would: the drag starts after a few pixels and tracks the column under the pointer.
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await page.mouse.up();
}

async function centreOf(page: Page, title: string) {
  const box = await column(page, title).boundingBox();
  if (!box) throw new Error(`No column ${title}`);
  return { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 120) };
}

async function openPipeline(page: Page) {
  await sidebar(page).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Pipeline' })).toBeVisible();
  await expect(page.getByTestId('customer-card').first()).toBeVisible();
}

test('pipeline counts match the API; list view and search', async ({ page }) => {
  await signIn(page, OWNER.email);
  await openPipeline(page);

  const { customers } = (await (await page.request.get('/api/customers?limit=200')).json()) as {
    customers: { name: string; status: string; industry: string | null }[];
  };
  for (const title of ['Prospects', 'Contacted', 'Quoted', 'Active']) {
    const expected = customers.filter((customer) => columnOf(customer.status) === title).length;
    await expect(column(page, title).getByTestId('customer-card')).toHaveCount(expected);
    await expect(column(page, title).locator('.ant-badge-count')).toHaveAttribute('title', String(expected));
  }
  await expect(page.getByText('Total Customers')).toBeVisible();

  await page.getByText('List', { exact: true }).click();
  await expect(page.getByRole('region', { name: 'Prospects' })).toHaveCount(0);
  await expect(page.getByTestId('customer-card')).toHaveCount(customers.length);

  const search = page.getByRole('textbox', { name: 'Search customers' });
  await search.fill('RESTAURANT');
  const restaurants = customers.filter((customer) => customer.industry?.toLowerCase().includes('restaurant'));
  expect(restaurants.length).toBeGreaterThan(0);
  await expect(page.getByTestId('customer-card')).toHaveCount(restaurants.length);
  await search.fill('no customer is called this');
  await expect(page.getByText('No customers found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search')).toBeVisible();
});

test('add a customer, drag it to Quoted, and open it: what the form took is what it shows', async ({
  page,
}) => {
  const name = unique('E2E Customer');
  await signIn(page, OWNER.email);
  await openPipeline(page);

  // Add: validation errors first, then success.
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const form = page.getByRole('dialog', { name: 'Add Customer' });
  await form.getByLabel('Email').fill('not-an-address');
  await form.getByRole('button', { name: 'Add Customer' }).click();
  await expect(form.getByText('Company name is required')).toBeVisible();
  await expect(form.getByText('Invalid email format')).toBeVisible();
  await expect(page.getByText('Please fix the errors before submitting')).toBeVisible();
  await form.getByLabel('Company Name').fill(name);
  await expect(form.getByText('Company name is required')).toBeHidden();
  await form.getByLabel('Email').fill('Office@E2E-Customer.test');
  await form.getByLabel('Phone').fill('(916) 555-0188');
  await form.getByLabel('Industry').fill('Testing');
  await form.getByLabel('City').fill('Davis');
  await form.getByLabel('State').fill('CA');
  await form.getByRole('button', { name: 'Add Customer' }).click();
  await expect(page.getByText('Customer added successfully')).toBeVisible();
  await expect(form).toBeHidden();
  const card = column(page, 'Prospects').getByTestId('customer-card').filter({ hasText: name });
  await expect(card).toBeVisible();

  // Drag it to Quoted with the keyboard: pick up, two columns right, drop.
  await card.getByRole('button', { name: `Move ${name}` }).focus();
  // Each key waits for the screen reader announcement of the previous one, as a user would listen for it.
  const announcer = page.getByRole('status').filter({ hasText: name });
  await page.keyboard.press('Space');
  await expect(announcer).toContainText('is over Prospects');
  await page.keyboard.press('ArrowRight');
  await expect(announcer).toContainText('is over Contacted');
  await page.keyboard.press('ArrowRight');
  await expect(announcer).toContainText('is over Quoted');
  await page.keyboard.press('Space');
  await expect(column(page, 'Quoted').getByTestId('customer-card').filter({ hasText: name })).toBeVisible();
  await page.reload();
  await expect(column(page, 'Quoted').getByTestId('customer-card').filter({ hasText: name })).toBeVisible();

  // Detail and its tabs.
  await column(page, 'Quoted').getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('office@e2e-customer.test')).toBeVisible();
  await expect(page.getByText('+19165550188')).toBeVisible();
  await expect(overviewValue(page, 'City')).toHaveText('Davis');
  await expect(overviewValue(page, 'State')).toHaveText('CA');
  await expect(page.getByText('QUOTED', { exact: true })).toBeVisible();
});

test('a customer’s detail: every tab, and a contact added, edited and deleted', async ({ page }) => {
  await signIn(page, OWNER.email);
  const customer = await createCustomer(page, { name: unique('E2E Tabs') });
  await page.goto(`/customers/${customer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
  await page.getByRole('tab', { name: 'Messages' }).click();
  await expect(page.getByText('No messages for this customer.')).toBeVisible();
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page.getByText('No notes for this customer yet.')).toBeVisible();
  await page.getByRole('tab', { name: 'Quotes & Invoices' }).click();
  await expect(page.getByText('No quotes for this customer.')).toBeVisible();

  // Contacts: add, edit, delete.
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await expect(page.getByText('No contacts found for this customer.')).toBeVisible();
  await page.getByRole('button', { name: '+ New Contact' }).click();
  const added = page.getByRole('dialog', { name: 'New Contact' });
  await expect(added.getByLabel('Customer')).toHaveCount(0);
  await added.getByLabel('Name').fill('Erin Example');
  await added.getByLabel('Email').fill('Erin@Example.test');
  await added.getByRole('checkbox', { name: 'Primary contact' }).check();
  await added.getByRole('button', { name: 'Create Contact' }).click();
  await expect(page.getByText('Contact created')).toBeVisible();
  await expect(added).toBeHidden();
  await expect(page.getByText('erin@example.test')).toBeVisible();

  await page.getByRole('button', { name: 'Erin Example' }).click();
  const viewed = page.getByRole('dialog', { name: 'Contact Details' });
  await viewed.getByRole('button', { name: 'Edit' }).click();
  const edited = page.getByRole('dialog', { name: 'Edit Contact' });
  await edited.getByLabel('Name').fill('Erin Edited');
  await edited.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Contact updated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erin Edited' })).toBeVisible();

  await page.getByRole('button', { name: 'Erin Edited' }).click();
  await page.getByRole('dialog', { name: 'Contact Details' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText(
    'Are you sure you want to delete this contact?',
  );
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Contact deleted')).toBeVisible();
  await expect(page.getByText('No contacts found for this customer.')).toBeVisible();
});

test('pipeline: a card dropped on its own column keeps its status; moving a LOST card asks first', async ({
  page,
}) => {
  await signIn(page, OWNER.email);
  const customer = await createCustomer(page, { name: unique('E2E Lost'), status: 'LOST' });
  await openPipeline(page);
  await page.getByRole('textbox', { name: 'Search customers' }).fill(customer.name);
  const inColumn = (title: string) =>
    column(page, title).getByTestId('customer-card').filter({ hasText: customer.name });
  // The search has answered (only this card is left), so no re-render of the board cuts a drag short.
  await expect(column(page, 'Prospects').getByTestId('customer-card')).toHaveCount(1);
  await expect(inColumn('Prospects')).toBeVisible();
  const moves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes(`/api/customers/${customer.id}`))
      moves.push(request.url());
  });

  // Within its own column: nothing is sent, and it stays LOST (not PROSPECT).
  const prospects = await centreOf(page, 'Prospects');
  await dragCard(page, customer.name, { x: prospects.x, y: prospects.y + 60 });
  await expect(page.getByRole('status').filter({ hasText: customer.name })).toContainText(
    'was dropped on Prospects',
  );
  await expect(inColumn('Prospects')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(moves).toEqual([]);
  expect(await statusOf(page, customer.id)).toBe('LOST');

  // To Contacted: asked first; Cancel leaves it as it was.
  await dragCard(page, customer.name, await centreOf(page, 'Contacted'));
  const question = page.locator('.ant-modal-confirm');
  await expect(question).toContainText('Change status?');
  await expect(question).toContainText(
    `${customer.name} is LOST. Moving it to Contacted changes its status to CONTACTED.`,
  );
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(inColumn('Prospects')).toBeVisible();
  expect(moves).toEqual([]);
  expect(await statusOf(page, customer.id)).toBe('LOST');

  // Confirmed: it moves, and stays moved.
  await dragCard(page, customer.name, await centreOf(page, 'Contacted'));
  await question.getByRole('button', { name: 'Change status' }).click();
  await expect(inColumn('Contacted')).toBeVisible();
  await expect(inColumn('Prospects')).toHaveCount(0);
  await expect.poll(() => statusOf(page, customer.id)).toBe('CONTACTED');
  expect(moves).toHaveLength(1);
});

test('customer detail shows every field, and a message sandboxed with its source and time', async ({
  page,
}) => {
  await signIn(page, OWNER.email);
  const fields = {
    name: unique('E2E Detail'),
    status: 'PROSPECT',
    email: 'detail@e2e-customer.test',
    phone: '(916) 555-0177',
    website: 'https://detail.e2e.test',
    industry: 'Landscaping',
    address: '500 Capitol Mall',
    city: 'Sacramento',
    state: 'CA',
    postalCode: '95814',
    country: 'USA',
    source: 'Trade show',
    notes: 'Prefers email.',
  };
  const customer = await createCustomer(page, fields);
  await page.goto(`/customers/${customer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: fields.name })).toBeVisible();
  const expected: Record<string, string> = {
    Email: fields.email,
    Phone: '+19165550177',
    Website: fields.website,
    Industry: fields.industry,
    Status: fields.status,
    Source: fields.source,
    Address: fields.address,
    City: fields.city,
    State: fields.state,
    'Postal Code': fields.postalCode,
    Country: fields.country,
    Notes: fields.notes,
  };
  for (const [label, value] of Object.entries(expected))
    await expect(overviewValue(page, label)).toHaveText(value);

  // An empty field reads "—".
  const bare = await createCustomer(page, { name: unique('E2E Bare') });
  await page.goto(`/customers/${bare.id}`);
  for (const label of ['Email', 'Address', 'Postal Code', 'Country', 'Source', 'Notes']) {
    await expect(overviewValue(page, label)).toHaveText('—');
  }

  // A seeded customer's message: the list row has its source icon and time, the reader the inbox's frame.
  const { customers } = (await (
    await page.request.get('/api/customers?search=Harborview&limit=1')
  ).json()) as {
    customers: { id: string }[];
  };
  await page.goto(`/customers/${customers[0]?.id}`);
  await page.getByRole('tab', { name: 'Messages' }).click();
  const first = page.getByRole('tabpanel').getByRole('button').first();
  await expect(first).toBeVisible();
  const row = first.locator('..');
  await expect(row.getByRole('img').first()).toHaveAttribute('aria-label', /^(email|text|voicemail|zoom)$/);
  await expect(row).toContainText(/(Today at|[A-Z][a-z]{2} \d+,) \d+:\d{2} [AP]M/);
  await first.click();
  const frame = page.locator('iframe[title^="Message: "]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
  await expect(frame.contentFrame().locator('body')).not.toBeEmpty();
});

test('customer notes: add, edit and delete one; a colleague’s note appears live', async ({
  page,
  browser,
}) => {
  await signIn(page, OWNER.email);
  const customer = await createCustomer(page, { name: unique('E2E Notes') });
  await page.goto(`/customers/${customer.id}`);
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page.getByText('No notes for this customer yet.')).toBeVisible();

  const box = page.getByRole('textbox', { name: 'New note' });
  await box.fill('Asked for a quote on the back garden.');
  await page.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByText('Note added')).toBeVisible();
  await expect(box).toHaveValue('');
  const notes = page.getByTestId('customer-note');
  await expect(notes).toHaveCount(1);
  await expect(notes.first()).toContainText('Asked for a quote on the back garden.');
  await expect(notes.first()).toContainText(/Today at \d+:\d{2} [AP]M/);

  await notes.first().getByRole('button', { name: 'Edit note' }).click();
  const editor = page.getByRole('textbox', { name: 'Edit note' });
  await editor.fill('Asked for a quote on the front and back gardens.');
  await page.getByRole('button', { name: 'Save Note' }).click();
  await expect(page.getByText('Note updated')).toBeVisible();
  await expect(notes.first()).toContainText('Asked for a quote on the front and back gardens.');
  await expect(notes.first()).toContainText('edited');

  // A colleague adds one in another browser: it appears here, first, without a reload; the admin may delete
  // it but not edit it.
  const colleague = await browser.newContext();
  const colleaguePage = await colleague.newPage();
  await signIn(colleaguePage, STAFF.email);
  const added = await colleaguePage.request.post(`/api/customers/${customer.id}/notes`, {
    data: { body: 'Called back, wants Tuesday.' },
    headers: await xsrfHeader(colleague),
  });
  expect(added.status()).toBe(201);
  await colleague.close();
  await expect(notes).toHaveCount(2);
  await expect(notes.first()).toContainText('Called back, wants Tuesday.');
  await expect(notes.first().getByRole('button', { name: 'Edit note' })).toHaveCount(0);

  await notes.first().getByRole('button', { name: 'Delete note' }).click();
  const question = page.locator('.ant-modal-confirm');
  await expect(question).toContainText('Are you sure you want to delete this note?');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(notes).toHaveCount(2);
  await notes.first().getByRole('button', { name: 'Delete note' }).click();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Note deleted')).toBeVisible();
  await expect(notes).toHaveCount(1);
  await expect(notes.first()).toContainText('front and back gardens');
});

test('an unknown customer id shows a not-found state', async ({ page }) => {
  await signIn(page, OWNER.email);
  await page.goto('/customers/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Customer not found')).toBeVisible();
});

test('the pipeline, list and detail screens have no serious accessibility violation', async ({ page }) => {
  await signIn(page, OWNER.email);
  await openPipeline(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByText('List', { exact: true }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('customer-card').first().getByRole('link').click();
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await expect(page.getByRole('button', { name: '+ New Contact' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page.getByRole('textbox', { name: 'New note' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
