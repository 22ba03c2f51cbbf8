import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { GMAIL_READONLY_SCOPE } from '../server/src/features/google/scopes';
import { type GmailFixture, startGmailFixture } from '../server/src/features/google/testing/gmail-fixture';
import {
  type GoogleStandIn,
  startGoogleStandIn,
} from '../server/src/features/google/testing/google-stand-in';
import { bulkMailbox } from '../server/src/features/google/testing/sample-mail';
import { type Instance, runCommand, startInstance } from './support/compiled-instance';
import { DEMO_PASSWORD, OWNER } from './support/demo-users';
import { type FrontDoor, startFrontDoor } from './support/nginx';
import { REPO_ROOT } from './support/product-server';
import { uploadSidebarLogo } from './support/security-headers';
import { sidebar, signIn, xsrfHeader } from './support/sign-in';

/**
 * The production shape: `npm run migrate` once, then two compiled instances on one PostgreSQL behind the repo's
 * nginx.conf. Needs a PostgreSQL server (TEST_DATABASE_URL, as CI sets it); each run uses a database of its own.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const MAILBOX_SIZE = 400;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

test.describe('two instances on one PostgreSQL behind nginx', () => {
  test.skip(!adminUrl, 'needs a PostgreSQL server: set TEST_DATABASE_URL');
  test.describe.configure({ mode: 'serial' });

  const databaseName = `quotedesk_scale_${process.pid}_${randomBytes(3).toString('hex')}`;
  let env: Record<string, string>;
  let a: Instance;
  let b: Instance;
  let frontDoor: FrontDoor;
  let standIn: GoogleStandIn;
  let gmail: GmailFixture;
  let database: pg.Pool;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await admin(`CREATE DATABASE "${databaseName}"`);
    const url = new URL(adminUrl as string);
    url.pathname = `/${databaseName}`;
    database = new pg.Pool({ connectionString: url.toString(), max: 2 });
    standIn = await startGoogleStandIn();
    gmail = await startGmailFixture({
      messages: await bulkMailbox(MAILBOX_SIZE),
      latencyMs: 100,
      maxPageSize: 50,
      authorize: async (token) =>
        Boolean(
          (await standIn.provider.AccessToken.find(token))?.scope?.split(' ').includes(GMAIL_READONLY_SCOPE),
        ),
    });
    env = {
      NODE_ENV: 'production',
      DATABASE_URL: url.toString(),
      SECRET_KEY: randomBytes(32).toString('hex'),
      WEB_ROOT: REPO_ROOT,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOGIN_MAX_FAILURES: '3',
      GOOGLE_ISSUER: standIn.issuer,
      GOOGLE_CLIENT_ID: standIn.clientId,
      GOOGLE_CLIENT_SECRET: standIn.clientSecret,
      GMAIL_API_URL: gmail.url,
    };
    runCommand('migrate', env);
    runCommand('seed-demo', env);
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
    frontDoor = await startFrontDoor([a.port, b.port]);
    standIn.setRedirectUris([a, b].map((instance) => `${instance.url}/api/auth/google/callback`));
  });

  test.afterAll(async () => {
    frontDoor?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.end();
    await gmail?.close();
    await standIn?.close();
    await admin(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  });

  test('a session started on one instance is served by the other, and through nginx', async ({ page }) => {
    await signIn(page, OWNER.email, DEMO_PASSWORD, a.url);
    for (const origin of [b.url, frontDoor.origin]) {
      const session = await page.request.get(`${origin}/api/session/current`);
      expect(session.status(), origin).toBe(200);
      expect((await session.json()).userEmail).toBe(OWNER.email);
    }
    await page.goto(`${frontDoor.origin}/customers`);
    await expect(sidebar(page).getByRole('link', { name: 'Customers' })).toBeVisible();
  });

  test('the sign-in throttle counts the failures of every instance', async ({ request }) => {
    const attempt = (origin: string, password: string) =>
      request.post(`${origin}/api/auth/login`, {
        data: { email: 'staff@acme.test', password },
        headers: { 'X-XSRF-TOKEN': 'x', cookie: 'XSRF-TOKEN=x' },
      });
    expect((await attempt(a.url, 'wrong-1')).status()).toBe(401);
    expect((await attempt(b.url, 'wrong-2')).status()).toBe(401);
    expect((await attempt(a.url, 'wrong-3')).status()).toBe(401);
    // Locked on both, even with the right password.
    expect((await attempt(b.url, DEMO_PASSWORD)).status()).toBe(429);
    expect((await attempt(a.url, DEMO_PASSWORD)).status()).toBe(429);
  });

  test('a logo uploaded through one instance is served by the other', async ({ page }) => {
    await signIn(page, 'admin@bluewave.test', DEMO_PASSWORD, a.url);
    const logo = await uploadSidebarLogo(page, page.context(), a.url);
    const fromB = await fetch(`${b.url}${logo}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${frontDoor.origin}${logo}`)).status).toBe(200);
  });

  test('a message posted to instance A shows up live in an inbox open on instance B', async ({ page }) => {
    await signIn(page, OWNER.email, DEMO_PASSWORD, b.url);
    await sidebar(page).getByRole('link', { name: 'Messages' }).click();
    await expect(page.getByRole('listbox', { name: 'Messages' }).getByRole('option').first()).toBeVisible();

    const session = await (await page.request.get(`${b.url}/api/session/current`)).json();
    const keyResponse = await page.request.post(`${a.url}/api/tenants/${session.tenantId}/inbound-key`, {
      headers: await xsrfHeader(page.context()),
    });
    const { key } = await keyResponse.json();
    const content = `Scale-out check ${randomBytes(4).toString('hex')}: the sump pump hums`;
    const posted = await fetch(`${a.url}/api/inbound/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ source: 'text', fromPhone: '+15555550177', content }),
    });
    expect(posted.status).toBe(201);
    await expect(page.getByRole('listbox', { name: 'Messages' }).getByText(content)).toBeVisible();
  });

  test('an import killed mid-way (SIGKILL) finishes on the other instance, nothing doubled or lost', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Only A runs jobs while the import starts; B comes back once A is gone.
    await b.stop();
    await signIn(page, OWNER.email, DEMO_PASSWORD, a.url);
    await sidebar(page).getByRole('link', { name: 'User Settings' }).click();
    await page.getByRole('link', { name: 'Connect Gmail' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with your Google account' })).toBeVisible();
    await page.getByLabel('Email').fill('acme.office@gmail.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Welcome! Your Gmail has been connected automatically.')).toBeVisible();

    const importState = async () =>
      (
        await database.query(
          'SELECT id, status, imported, listed FROM gmail_imports ORDER BY created_at DESC',
        )
      ).rows[0];
    await expect
      .poll(async () => (await importState())?.imported ?? 0, { timeout: 60_000 })
      .toBeGreaterThan(0);
    // A dies first and B starts after: B's start-up (seconds on a loaded machine) must not race A's import.
    await a.kill();
    const killedAt = Date.now();
    const beforeKill = await importState();
    expect(beforeKill.imported).toBeLessThan(MAILBOX_SIZE);
    b = await startInstance(env, b.port);

    await expect.poll(async () => (await importState())?.status, { timeout: 90_000 }).toBe('succeeded');
    const after = await importState();
    console.log(
      `import hand-over: ${beforeKill.imported}/${MAILBOX_SIZE} stored when A was killed; ` +
        `finished on B ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill (B started after it)`,
    );
    expect(after.imported).toBe(MAILBOX_SIZE);
    const { rows } = await database.query(
      'SELECT count(*)::int AS stored, count(DISTINCT gmail_message_id)::int AS distinct_ids FROM messages WHERE gmail_message_id IS NOT NULL',
    );
    expect(rows[0]).toEqual({ stored: MAILBOX_SIZE, distinct_ids: MAILBOX_SIZE });

    // The user, now served by B, sees the result.
    await page.goto(`${b.url}/user-settings`);
    await expect(page.getByText(`${MAILBOX_SIZE} new message(s)`, { exact: false })).toBeVisible();
    a = await startInstance(env, a.port);
  });
});
