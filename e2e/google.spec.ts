import { expect, type Page, test } from '@playwright/test';
import { GMAIL_READONLY_SCOPE } from '../server/src/features/google/scopes';
import { type GmailFixture, startGmailFixture } from '../server/src/features/google/testing/gmail-fixture';
import {
  type GoogleStandIn,
  startGoogleStandIn,
} from '../server/src/features/google/testing/google-stand-in';
import { sampleMailbox } from '../server/src/features/google/testing/sample-mail';
import { DEMO_PASSWORD, OWNER } from './support/demo-users';
import { type ProductServer, startProductServer } from './support/product-server';
import { sidebar, signIn } from './support/sign-in';

/**
 * Google sign-in and the Gmail import in a real browser, against local peers: an oidc-provider as Google and
 * a Gmail-API fixture. The product server is this test file's own, configured to use them.
 */
test.describe('Sign in with Google and Gmail import', () => {
  test.describe.configure({ mode: 'serial' });

  let standIn: GoogleStandIn;
  let gmail: GmailFixture;
  let server: ProductServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    standIn = await startGoogleStandIn();
    gmail = await startGmailFixture({
      messages: await sampleMailbox(),
      authorize: async (token) =>
        Boolean(
          (await standIn.provider.AccessToken.find(token))?.scope?.split(' ').includes(GMAIL_READONLY_SCOPE),
        ),
    });
    server = await startProductServer({
      GOOGLE_ISSUER: standIn.issuer,
      GOOGLE_CLIENT_ID: standIn.clientId,
      GOOGLE_CLIENT_SECRET: standIn.clientSecret,
      GMAIL_API_URL: gmail.url,
      SECRET_KEY: 'e2e-google-secret',
    });
    standIn.setRedirectUris([`${server.url}/api/auth/google/callback`]);
  });

  test.afterAll(async () => {
    await server?.stop();
    await gmail?.close();
    await standIn?.close();
  });

  /** The stand-in's sign-in page: one email field, as if choosing a Google account. */
  async function chooseGoogleAccount(page: Page, email: string) {
    await expect(page.getByRole('heading', { name: 'Sign in with your Google account' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  async function messageCount(page: Page): Promise<number> {
    const session = await (await page.request.get(`${server.url}/api/session/current`)).json();
    const response = await page.request.get(`${server.url}/api/messages?tenantId=${session.tenantId}`);
    expect(response.ok()).toBe(true);
    return (await response.json()).messages.length;
  }

  test('the Google button signs an existing user in and greets them on the dashboard', async ({ page }) => {
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await chooseGoogleAccount(page, OWNER.email);

    await expect(page.getByText("Welcome! You're now signed in.")).toBeVisible();
    await expect(page).toHaveURL(`${server.url}/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const session = await (await page.request.get(`${server.url}/api/session/current`)).json();
    expect(session.userEmail).toBe(OWNER.email);
  });

  test('a Google account with no QuoteDesk user is refused on the login page', async ({ page }) => {
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await chooseGoogleAccount(page, 'stranger@example.test');

    await expect(page).toHaveURL(`${server.url}/login`);
    await expect(page.getByText(/No account uses this Google email address/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('Connect Gmail comes back to the dashboard, imports the inbox once, and the messages appear', async ({
    page,
  }) => {
    // Signed in with a password: connecting Gmail may use any Google account, here a shared office one.
    await signIn(page, OWNER.email, DEMO_PASSWORD, server.url);
    const before = await messageCount(page);

    await sidebar(page).getByRole('link', { name: 'User Settings' }).click();
    await expect(page.getByText('Not connected')).toBeVisible();
    await page.getByRole('link', { name: 'Connect Gmail' }).click();
    await chooseGoogleAccount(page, 'acme.office@gmail.test');

    await expect(page.getByText('Welcome! Your Gmail has been connected automatically.')).toBeVisible();
    await expect(page.getByText('Importing your recent messages...')).toBeVisible();
    await expect(page.getByText('Imported 5 Gmail message(s)')).toBeVisible();
    await expect(page).toHaveURL(`${server.url}/dashboard`);
    expect(await messageCount(page)).toBe(before + 5);

    // The settings show the connection; a second import finds nothing new.
    await sidebar(page).getByRole('link', { name: 'User Settings' }).click();
    await expect(page.getByText('acme.office@gmail.test')).toBeVisible();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('Imported 0 Gmail message(s)')).toBeVisible();
    expect(await messageCount(page)).toBe(before + 5);

    // Deleting the imported copies (after confirming) and disconnecting touch only QuoteDesk's data.
    await page.getByRole('button', { name: 'Delete imported messages' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('All Gmail messages deleted successfully!')).toBeVisible();
    expect(await messageCount(page)).toBe(before);
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByText('Gmail account disconnected successfully!')).toBeVisible();
    await expect(page.getByText('Not connected')).toBeVisible();
    expect(gmail.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
