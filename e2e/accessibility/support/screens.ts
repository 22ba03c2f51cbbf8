import { expect, type Locator, type Page } from '@playwright/test';

/** What the signed-in screens open: a message of this run and a demo customer. */
export interface ScreenData {
  messageSubject: string;
  customerId: string;
}

/** A desktop or tablet in landscape (the sidebar), or a phone (the top bar and its menu). */
export type ScreenWidth = 'wide' | 'phone';

/** A route in a state a user reaches; `open` gets there from anywhere and waits until it is shown. */
export interface ScreenState {
  name: string;
  open(page: Page, data: ScreenData): Promise<void>;
  /** The widths the state exists at, when not all. */
  widths?: ScreenWidth[];
}

async function visit(page: Page, path: string, shown: (page: Page) => Locator): Promise<void> {
  await page.goto(path);
  await expect(shown(page)).toBeVisible();
}

/** Submits the form inside `dialog` empty so every field shows its validation error. */
async function submitEmpty(dialog: Locator, submit: string): Promise<void> {
  // The browser's own "required" bubble is not in the page; without it the form shows its written errors.
  // Some dialogs lay their fields out without a <form> (they validate themselves): nothing to switch off there.
  await dialog.locator('form').evaluateAll((forms) => {
    for (const form of forms) (form as HTMLFormElement).noValidate = true;
  });
  await dialog.getByRole('button', { name: submit }).click();
  await expect(dialog.locator('.ant-form-item-explain-error, .qd-sign-in-error').first()).toBeVisible();
}

const heading = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name });
/**
 * The sign-in form itself: the page's HTML paints a card with its heading before any script runs, so the
 * heading alone says nothing of the form being there.
 */
const signInForm = (page: Page) => page.getByRole('button', { name: 'Sign In' });
const messageRows = (page: Page) => page.getByRole('listbox', { name: 'Messages' }).getByRole('option');

async function openMessage(page: Page, subject: string): Promise<void> {
  await visit(page, '/messages', (p) => messageRows(p).first());
  await page.getByRole('textbox', { name: 'Search messages' }).fill(subject);
  await expect(messageRows(page)).toHaveCount(1);
  await messageRows(page).first().click();
  await expect(page.getByRole('button', { name: 'Generate Quote' })).toBeVisible();
}

async function openCustomerTab(page: Page, customerId: string, tab: string): Promise<void> {
  await visit(page, `/customers/${customerId}`, (p) => p.getByRole('tab', { name: 'Overview' }));
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
  await expect(page.getByRole('tabpanel').locator('.ant-spin')).toHaveCount(0);
}

/** The pages anyone reaches without signing in. */
export const PUBLIC_SCREENS: ScreenState[] = [
  { name: 'Sign-in', open: (page) => visit(page, '/login', signInForm) },
  {
    name: 'Sign-in, errors shown',
    open: async (page) => {
      await visit(page, '/login', signInForm);
      await submitEmpty(page.locator('body'), 'Sign In');
    },
  },
  {
    name: 'Sign-in, wrong password toast',
    open: async (page) => {
      await visit(page, '/login', signInForm);
      await page.getByLabel('Email').fill('nobody@example.test');
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.locator('[data-sonner-toast]')).toBeVisible();
    },
  },
  {
    name: 'Forgot password, errors shown',
    open: async (page) => {
      await visit(page, '/forgot-password', (p) => p.getByRole('textbox', { name: 'Email' }));
      await submitEmpty(page.locator('body'), 'Send reset link');
    },
  },
  {
    name: 'Set password, errors shown',
    open: async (page) => {
      await visit(page, '/set-password?token=not-a-real-token', (p) =>
        p.getByRole('heading', { name: 'Set your password' }),
      );
      await submitEmpty(page.locator('body'), 'Set Password');
    },
  },
  {
    name: 'Reset password',
    open: (page) =>
      visit(page, '/reset-password?token=not-a-real-token', (p) =>
        p.getByRole('heading', { name: 'Choose a new password' }),
      ),
  },
];

/** Every screen and state a tenant admin reaches; add a screen here and every theme scans it. */
export const SIGNED_IN_SCREENS: ScreenState[] = [
  {
    name: 'Dashboard',
    open: async (page) => {
      await visit(page, '/dashboard', (p) => p.getByRole('list', { name: 'Pipeline stages' }));
      await expect(page.locator('.recharts-surface').first()).toBeVisible();
    },
  },
  {
    name: 'Dashboard, sidebar collapsed',
    widths: ['wide'],
    open: async (page) => {
      await visit(page, '/dashboard', (p) => p.getByRole('list', { name: 'Pipeline stages' }));
      await page.getByRole('button', { name: 'Collapse sidebar' }).click();
      // A tooltip caught fading in has no settled colour to measure.
      await page.mouse.move(900, 500);
      await expect(page.getByRole('tooltip')).toHaveCount(0);
    },
  },
  {
    name: 'Dashboard, sidebar expanded again',
    widths: ['wide'],
    open: async (page) => {
      await visit(page, '/dashboard', (p) => p.getByRole('list', { name: 'Pipeline stages' }));
      const expand = page.getByRole('button', { name: 'Expand sidebar' });
      if (await expand.isVisible()) await expand.click();
      await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
      await page.mouse.move(900, 500);
    },
  },
  {
    name: 'Dashboard, menu open',
    widths: ['phone'],
    open: async (page) => {
      await visit(page, '/dashboard', (p) => p.getByRole('list', { name: 'Pipeline stages' }));
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    },
  },
  { name: 'Inbox', open: (page) => visit(page, '/messages', (p) => messageRows(p).first()) },
  { name: 'Inbox, message open', open: (page, data) => openMessage(page, data.messageSubject) },
  {
    name: 'Inbox, AI quote',
    open: async (page, data) => {
      await openMessage(page, data.messageSubject);
      await page.getByRole('button', { name: 'Generate Quote' }).click();
      // The quote's outcome (its line items, or why there are none) ends with a toast.
      await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
    },
  },
  {
    name: 'Inbox, add customer from a message, errors shown',
    open: async (page, data) => {
      await openMessage(page, data.messageSubject);
      await page.getByRole('button', { name: 'Add Customer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Customer' });
      // The form starts with the sender's name, which would be saved: cleared, the form is refused.
      await dialog.getByLabel('Company Name').clear();
      await submitEmpty(dialog, 'Add Customer');
    },
  },
  {
    name: 'Customers, pipeline',
    open: (page) => visit(page, '/customers', (p) => p.getByRole('region', { name: 'Prospects' })),
  },
  {
    name: 'Customers, list',
    open: async (page) => {
      await visit(page, '/customers', (p) => p.getByRole('region', { name: 'Prospects' }));
      await page.getByText('List', { exact: true }).click();
      // The List view is a grid of detailed cards in a chosen order.
      await expect(page.getByRole('combobox', { name: 'Sort customers' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Prospects' })).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
    },
  },
  {
    name: 'Customers, add customer, errors shown',
    open: async (page) => {
      await visit(page, '/customers', (p) => p.getByRole('region', { name: 'Prospects' }));
      await page.getByRole('button', { name: 'Add Customer' }).click();
      await submitEmpty(page.getByRole('dialog', { name: 'Add Customer' }), 'Add Customer');
    },
  },
  ...['Overview', 'Contacts', 'Messages', 'Notes', 'Quotes & Invoices'].map((tab) => ({
    name: `Customer detail, ${tab}`,
    open: (page: Page, data: ScreenData) => openCustomerTab(page, data.customerId, tab),
  })),
  {
    name: 'Customer detail, new contact, errors shown',
    open: async (page, data) => {
      await openCustomerTab(page, data.customerId, 'Contacts');
      await page.getByRole('button', { name: '+ New Contact' }).click();
      await submitEmpty(page.getByRole('dialog', { name: 'New Contact' }), 'Create Contact');
    },
  },
  {
    name: 'Catalogs',
    open: (page) => visit(page, '/catalogs', (p) => p.getByRole('table')),
  },
  {
    name: 'Catalogs, new catalog, errors shown',
    open: async (page) => {
      await visit(page, '/catalogs', (p) => p.getByRole('table'));
      await page.getByRole('button', { name: 'New Catalog' }).click();
      await submitEmpty(page.getByRole('dialog', { name: 'New Catalog' }), 'Create Catalog');
    },
  },
  {
    name: 'Catalogs, add service, errors shown',
    open: async (page) => {
      await visit(page, '/catalogs', (p) => p.getByRole('table'));
      await page.getByRole('button', { name: 'Add Service' }).click();
      await submitEmpty(page.getByRole('dialog', { name: 'Add New Service' }), 'Add Service');
    },
  },
  {
    name: 'Catalogs, delete service asked',
    open: async (page) => {
      await visit(page, '/catalogs', (p) => p.getByRole('table'));
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Delete service?' })).toBeVisible();
    },
  },
  { name: 'Admin, users', open: (page) => visit(page, '/admin', (p) => p.getByRole('table')) },
  {
    // The server judges the user fields; its reason shows in the error toast.
    name: 'Admin, add user, error toast shown',
    open: async (page) => {
      await visit(page, '/admin', (p) => p.getByRole('table'));
      await page.getByRole('button', { name: 'Add User' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add User' });
      await dialog.getByRole('button', { name: 'Add User' }).click();
      await expect(
        page.locator('[data-sonner-toast]').filter({ hasText: 'Error saving user' }),
      ).toBeVisible();
    },
  },
  {
    name: 'Admin, user details',
    open: async (page) => {
      await visit(page, '/admin', (p) => p.getByRole('table'));
      await page
        .getByRole('button', { name: /^View / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'User Details' })).toBeVisible();
    },
  },
  { name: 'Admin, AI logs', open: (page) => visit(page, '/admin?tab=ai-logs', (p) => p.getByRole('table')) },
  {
    name: 'Admin, system settings',
    open: (page) =>
      visit(page, '/admin?tab=system-settings', (p) => p.getByRole('heading', { name: 'Tenant Settings' })),
  },
  {
    name: 'Admin, integrations',
    open: (page) =>
      visit(page, '/admin?tab=integrations', (p) => p.getByRole('button', { name: 'Add webhook' })),
  },
  {
    name: 'Admin, add webhook, errors shown',
    open: async (page) => {
      await visit(page, '/admin?tab=integrations', (p) => p.getByRole('button', { name: 'Add webhook' }));
      await page.getByRole('button', { name: 'Add webhook' }).click();
      await submitEmpty(page.getByRole('dialog', { name: 'Add webhook' }), 'Add webhook');
    },
  },
  {
    name: 'Admin, company data',
    open: (page) =>
      visit(page, '/admin?tab=company-data', (p) => p.getByRole('button', { name: 'Delete this company' })),
  },
  {
    name: 'Admin, delete company asked',
    open: async (page) => {
      await visit(page, '/admin?tab=company-data', (p) =>
        p.getByRole('button', { name: 'Delete this company' }),
      );
      await page.getByRole('button', { name: 'Delete this company' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'Tenant settings', open: (page) => visit(page, '/tenant-settings', heading('Tenant Settings')) },
  { name: 'User settings', open: (page) => visit(page, '/user-settings', heading('User Settings')) },
  {
    name: 'Page not found',
    open: (page) => visit(page, '/no-such-page', (p) => p.getByText('Page not found')),
  },
];
