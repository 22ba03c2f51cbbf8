import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { GmailImport, ServerEvent } from 'shared-api/contract';
import { contacts, gmailImports, messages, users } from '../../db/schema';
import { createSecretBox } from '../../shared/secret-box';
import { createTestContext, SETUP_TIMEOUT_MS, type TestBrowser, type TestContext } from '../../testing/app';
import { GMAIL_IMPORT_QUERY } from './gmail-import';
import { GMAIL_NOT_CONNECTED } from './gmail-routes';
import { GMAIL_READONLY_SCOPE } from './scopes';
import { type GmailFixture, startGmailFixture } from './testing/gmail-fixture';
import { signInWithGoogle } from './testing/google-sign-in-driver';
import { type GoogleStandIn, startGoogleStandIn } from './testing/google-stand-in';
import { bulkMailbox, sampleMailbox } from './testing/sample-mail';

const SECRET_KEY = 'gmail-import-test-key';

let standIn: GoogleStandIn;
let gmail: GmailFixture;
let ctx: TestContext;
let owner: TestBrowser;
let acmeId: string;
let ownerId: string;

beforeAll(async () => {
  standIn = await startGoogleStandIn({ redirectUris: ['http://localhost/api/auth/google/callback'] });
  // Gmail accepts only live access tokens the provider issued with the read-only Gmail scope.
  gmail = await startGmailFixture({
    messages: await sampleMailbox(),
    maxPageSize: 25,
    authorize: async (token) =>
      Boolean(
        (await standIn.provider.AccessToken.find(token))?.scope?.split(' ').includes(GMAIL_READONLY_SCOPE),
      ),
  });
  ctx = await createTestContext({
    secretKey: SECRET_KEY,
    googleIssuer: standIn.issuer,
    googleClientId: standIn.clientId,
    googleClientSecret: standIn.clientSecret,
    gmailApiUrl: gmail.url,
  });
  owner = await ctx.signedIn('owner@acme.test');
  const session = (await owner.get('/api/session/current')).json();
  acmeId = session.tenantId;
  ownerId = session.userId;
  const connected = await signInWithGoogle(owner, 'owner@acme.test', { gmail: true });
  if (connected.headers.location !== '/dashboard?sso=true&gmail=true')
    throw new Error('Gmail did not connect');
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await ctx?.close();
  await gmail?.close();
  await standIn?.close();
});

const importGmail = (
  browser: TestBrowser,
  body: Record<string, string> = { tenantId: acmeId, userId: ownerId },
) => browser.request({ method: 'POST', url: '/api/messages/import/gmail', payload: body });

/** The caller's latest import once `done` says so (the job runs in the background). */
async function importWhen(browser: TestBrowser, done: (state: GmailImport) => boolean): Promise<GmailImport> {
  for (;;) {
    const state = (await browser.get('/api/messages/import/gmail')).json().import as GmailImport | null;
    if (state && done(state)) return state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const finished = (state: GmailImport) => state.status === 'succeeded' || state.status === 'failed';

/** Starts an import (202 at once) and waits for its end. */
async function importToTheEnd(browser = owner): Promise<GmailImport> {
  const started = await importGmail(browser);
  expect(started.statusCode).toBe(202);
  const { id } = started.json().import as GmailImport;
  return importWhen(browser, (state) => state.id === id && finished(state));
}

async function importedCount(userId = ownerId): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNotNull(messages.gmailMessageId)));
  return row?.n ?? 0;
}

async function storedGmail(id: string) {
  const [row] = await ctx.db.select().from(messages).where(eq(messages.gmailMessageId, id));
  if (!row) throw new Error(`${id} was not stored`);
  return row;
}

describe('POST /api/messages/import/gmail', () => {
  it('answers 400 asking to connect Gmail when the user has not connected it', async () => {
    const staff = await ctx.signedIn('staff@acme.test');
    const session = (await staff.get('/api/session/current')).json();
    const response = await importGmail(staff, { tenantId: session.tenantId, userId: session.userId });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: GMAIL_NOT_CONNECTED });
  });

  it("refuses to import another user's mailbox or into another tenant, whatever the role", async () => {
    const admin = await ctx.signedIn('super@quotedesk.test');
    expect((await importGmail(admin, { tenantId: acmeId, userId: ownerId })).statusCode).toBe(403);
    expect(
      (await importGmail(owner, { tenantId: await ctx.tenantIdOf('admin@bluewave.test'), userId: ownerId }))
        .statusCode,
    ).toBe(403);
    expect(gmail.calls).toHaveLength(0);
  });

  it('imports every message in the background, parsed from its raw RFC 822 form, sanitized and auto-linked', async () => {
    const changes: ServerEvent[] = [];
    const unsubscribe = ctx.app.events.subscribe((event) => changes.push(event));
    const started = await importGmail(owner);
    expect(started.statusCode).toBe(202);
    expect(started.json().import).toMatchObject({ status: 'queued', listed: 0, imported: 0 });
    const result = await importWhen(owner, finished);
    unsubscribe();
    expect(result).toMatchObject({ status: 'succeeded', listed: 5, imported: 5, skipped: 0, error: null });
    expect(result.finishedAt).not.toBeNull();
    // Queued, running, the page stored, done: each told to the user's open pages.
    const importEvents = changes.filter((event) => event.type === 'gmail-import.changed');
    expect(importEvents.length).toBeGreaterThanOrEqual(4);
    expect(importEvents.every((event) => 'userId' in event && event.userId === ownerId)).toBe(true);

    const plain = await storedGmail('gm-plain');
    expect(plain).toMatchObject({
      tenantId: acmeId,
      userId: ownerId,
      source: 'email',
      status: 'NEW',
      subject: 'Leaking kitchen tap',
      fromEmail: 'kevin@greenleafpm.com',
      receivedAt: gmail.messages.find((m) => m.id === 'gm-plain')?.internalDate,
    });
    // Text that looks like markup stays text.
    expect(plain.content).toContain('&lt;not a tag&gt;');
    // The seed has a contact with that address: the new message is linked to it.
    const [kevin] = await ctx.db.select().from(contacts).where(eq(contacts.email, 'kevin@greenleafpm.com'));
    expect(plain.contactId).toBe(kevin?.id);
    expect(plain.customerId).toBe(kevin?.customerId);

    const html = await storedGmail('gm-html');
    expect(html.fromEmail).toBe('Dana Fox <dana@fox-dental.test>');
    expect(html.senderName).toBe('Dana Fox');
    expect(html.content).toContain('<b>three</b>');
    expect(html.content).not.toMatch(/script|alert/);
    expect(html.preview).toBe('Hello, We need three bathrooms refitted.');

    const attachment = await storedGmail('gm-attachment');
    expect(attachment.content).toContain('<i>pipework</i>');
    expect(attachment.content).not.toContain('PDF');

    const encoded = await storedGmail('gm-encoded');
    expect(encoded.subject).toBe('Réparation urgente – chaudière 🔧');
    expect(encoded.fromEmail).toBe('José Müller <jose@mueller.test>');
    expect(encoded.senderName).toBe('José Müller');

    const displayName = await storedGmail('gm-display-name');
    // Quoted: the comma would otherwise split the name. (mailparser lower-cases the domain.)
    expect(displayName.fromEmail).toBe('"Wright, Emma (Facilities)" <Emma.Wright@harbor-hotels.test>');
    expect(displayName.senderName).toBe('Wright, Emma (Facilities)');

    const list = gmail.calls.find((call) => call.path.endsWith('/messages'));
    expect(list?.query.q).toBe(GMAIL_IMPORT_QUERY);
    const gets = gmail.calls.filter((call) => /\/messages\/[^/]+$/.test(call.path));
    expect(gets).toHaveLength(5);
    expect(gets.every((call) => call.query.format === 'raw')).toBe(true);
  });

  it('is idempotent: a second import stores nothing and fetches no message again', async () => {
    const before = gmail.calls.length;
    expect(await importToTheEnd()).toMatchObject({ status: 'succeeded', listed: 5, imported: 0, skipped: 5 });
    expect(await importedCount()).toBe(5);
    expect(gmail.calls.slice(before).map((call) => call.path)).toEqual(['/gmail/v1/users/me/messages']);
  });

  it('runs one import per mailbox at a time', async () => {
    const [first, second] = await Promise.all([importGmail(owner), importGmail(owner)]);
    expect(second?.json().import.id).toBe(first?.json().import.id);
    await importWhen(owner, finished);
  });

  it('takes up an import a crash left queued without its job, and never runs it twice', async () => {
    const [stranded] = await ctx.db
      .insert(gmailImports)
      .values({ tenantId: acmeId, userId: ownerId })
      .returning();
    const [first, second] = await Promise.all([importGmail(owner), importGmail(owner)]);
    expect([first?.json().import.id, second?.json().import.id]).toEqual([stranded?.id, stranded?.id]);
    expect(await importWhen(owner, finished)).toMatchObject({ id: stranded?.id, status: 'succeeded' });
  });

  it('pages through every list page, and after a failure midway keeps what it stored and retries', async () => {
    gmail.messages.push(...(await bulkMailbox(120)));
    gmail.failMessage('bulk-00070');

    expect((await importGmail(owner)).statusCode).toBe(202);
    const failing = await importWhen(owner, (state) => state.error !== null);
    expect(failing.status).toBe('running');
    expect(failing.error).toMatch(/imported so far are kept/);
    const kept = (await importedCount()) - 5;
    expect(kept).toBeGreaterThanOrEqual(50);
    expect(kept).toBeLessThan(120);

    // The job is retried with back-off; once Gmail answers again it continues where it stopped.
    gmail.heal();
    const resumed = await importWhen(owner, finished);
    expect(resumed).toMatchObject({
      status: 'succeeded',
      imported: 120,
      listed: 125,
      skipped: 5,
      error: null,
    });
    expect(await importedCount()).toBe(125);
    // 125 messages at 25 per page: the list was followed to its last page.
    const pages = gmail.calls.filter((call) => call.path.endsWith('/messages') && call.query.pageToken);
    expect(pages.map((call) => call.query.pageToken)).toEqual(
      expect.arrayContaining(['25', '50', '75', '100']),
    );
  }, 60_000);

  it('retries a rate-limited call (429) with back-off', async () => {
    gmail.messages.push(...(await bulkMailbox(130)).slice(120));
    gmail.rateLimitNext(3);
    const before = gmail.calls.length;

    expect((await importToTheEnd()).imported).toBe(10);
    expect(gmail.calls.slice(before).filter((call) => call.status === 429)).toHaveLength(3);
  });

  it('refreshes an access token Gmail stops accepting (401) and carries on', async () => {
    gmail.messages.push(...(await bulkMailbox(150)).slice(130));
    gmail.expireTokensAfter(3);
    const before = gmail.calls.length;

    expect((await importToTheEnd()).imported).toBe(20);
    const calls = gmail.calls.slice(before);
    const firstRefused = calls.findIndex((call) => call.status === 401);
    expect(firstRefused).toBeGreaterThan(0);
    expect(calls.slice(firstRefused).some((call) => call.status === 200)).toBe(true);
  });

  it('never made a call that could change the mailbox', () => {
    expect(gmail.calls.length).toBeGreaterThan(0);
    expect(gmail.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(
      gmail.calls.filter((call) => !/^\/gmail\/v1\/users\/me\/messages(\/[^/]+)?$/.test(call.path)),
    ).toEqual([]);
  });
});

describe('DELETE /api/messages/delete/gmail', () => {
  it("deletes only the caller's imported Gmail messages, leaving every other message alone", async () => {
    const otherMessages = () =>
      ctx.db
        .select({ n: count() })
        .from(messages)
        .where(isNull(messages.gmailMessageId))
        .then(([row]) => row?.n ?? 0);
    const before = await otherMessages();
    expect(before).toBeGreaterThan(0);
    const admin = await ctx.signedIn('admin@bluewave.test');
    const adminId = (await admin.get('/api/session/current')).json().userId;

    expect(
      (await owner.request({ method: 'DELETE', url: `/api/messages/delete/gmail?userId=${adminId}` }))
        .statusCode,
    ).toBe(403);
    const response = await owner.request({
      method: 'DELETE',
      url: `/api/messages/delete/gmail?userId=${ownerId}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: 150 + 5 });
    expect(await importedCount()).toBe(0);
    expect(await otherMessages()).toBe(before);
  });

  it('lets the next import bring the messages back (the mailbox itself was never touched)', async () => {
    // One page of 155: chunks are written while the rest downloads, and none is lost on the way.
    gmail.setMaxPageSize(500);
    expect((await importToTheEnd()).imported).toBe(155);
    expect(await importedCount()).toBe(155);
  }, 60_000);
});

describe('POST /api/oauth/google/disconnect', () => {
  it('revokes the refresh token at Google, forgets it, and import then asks to connect', async () => {
    const [row] = await ctx.db.select().from(users).where(eq(users.id, ownerId));
    const refreshToken = createSecretBox(SECRET_KEY).open(row?.gmailRefreshTokenEncrypted ?? '') ?? '';
    expect(await standIn.provider.RefreshToken.find(refreshToken)).toBeDefined();

    const response = await owner.request({ method: 'POST', url: '/api/oauth/google/disconnect' });
    expect(response.statusCode).toBe(200);
    expect(await standIn.provider.RefreshToken.find(refreshToken)).toBeUndefined();
    expect((await owner.get('/api/users/me')).json()).toMatchObject({
      gmailAuthStatus: false,
      gmailEmail: null,
    });
    expect((await importGmail(owner)).json()).toEqual({ error: GMAIL_NOT_CONNECTED });
    // Imported messages stay until deleted on purpose.
    expect(await importedCount()).toBe(155);
  });

  it('forgets a token Google already revoked, and import says to connect again', async () => {
    await signInWithGoogle(owner, 'owner@acme.test', { gmail: true });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, ownerId));
    const refreshToken = createSecretBox(SECRET_KEY).open(row?.gmailRefreshTokenEncrypted ?? '') ?? '';
    await (await standIn.provider.RefreshToken.find(refreshToken))?.destroy();

    const result = await importToTheEnd();
    expect(result.status).toBe('failed');
    expect(result.error).toMatch(/connect your Gmail account again/);
    expect((await owner.get('/api/users/me')).json().gmailAuthStatus).toBe(false);
  });
});
