import { and, count, countDistinct, eq, isNotNull } from 'drizzle-orm';
import type { GmailImport } from 'shared-api/contract';
import { type App, buildApp } from '../../app';
import { gmailImports, messages } from '../../db/schema';
import { MESSAGE_MEANINGS_QUEUE } from '../../shared/meaning-queues';
import { createTestContext, SETUP_TIMEOUT_MS, TestBrowser, type TestContext } from '../../testing/app';
import { GMAIL_IMPORT_QUEUE, GMAIL_UNAVAILABLE } from './import-job';
import { type GmailFixture, startGmailFixture } from './testing/gmail-fixture';
import { signInWithGoogle } from './testing/google-sign-in-driver';
import { type GoogleStandIn, startGoogleStandIn } from './testing/google-stand-in';
import { bulkMailbox } from './testing/sample-mail';

const MAILBOX_SIZE = 200;

let standIn: GoogleStandIn;
let gmail: GmailFixture;
let ctx: TestContext;
let owner: TestBrowser;
let ownerId: string;
let acmeId: string;
/** The instance that takes over once the first one is stopped. */
let successor: App | null = null;

beforeAll(async () => {
  standIn = await startGoogleStandIn({ redirectUris: ['http://localhost/api/auth/google/callback'] });
  // Slow enough that an import is still under way when its instance is stopped.
  gmail = await startGmailFixture({
    messages: await bulkMailbox(MAILBOX_SIZE),
    maxPageSize: 25,
    latencyMs: 15,
  });
  ctx = await createTestContext({
    googleIssuer: standIn.issuer,
    googleClientId: standIn.clientId,
    googleClientSecret: standIn.clientSecret,
    gmailApiUrl: gmail.url,
  });
  owner = await ctx.signedIn('owner@acme.test');
  ({ userId: ownerId, tenantId: acmeId } = (await owner.get('/api/session/current')).json());
  await signInWithGoogle(owner, 'owner@acme.test', { gmail: true });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await successor?.close();
  await ctx?.close();
  await gmail?.close();
  await standIn?.close();
});

async function importWhen(browser: TestBrowser, done: (state: GmailImport) => boolean): Promise<GmailImport> {
  for (;;) {
    const state = (await browser.get('/api/messages/import/gmail')).json().import as GmailImport | null;
    if (state && done(state)) return state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const finished = (state: GmailImport) => state.status === 'succeeded' || state.status === 'failed';

async function storedGmail(): Promise<{ rows: number; distinct: number }> {
  const [row] = await ctx.db
    .select({ rows: count(), distinct: countDistinct(messages.gmailMessageId) })
    .from(messages)
    .where(and(eq(messages.userId, ownerId), isNotNull(messages.gmailMessageId)));
  return { rows: row?.rows ?? 0, distinct: row?.distinct ?? 0 };
}

describe('the Gmail import job', () => {
  it('ends as failed with the message when Gmail still fails on the last try', async () => {
    gmail.failMessage('bulk-00000');
    const [row] = await ctx.db.insert(gmailImports).values({ tenantId: acmeId, userId: ownerId }).returning();
    if (!row) throw new Error('No import row');
    // No retry left for this one job: the queue's own back-off would take a minute.
    await ctx.app.jobs.send(GMAIL_IMPORT_QUEUE, { importId: row.id }, { id: row.id, retryLimit: 0 });

    const result = await importWhen(owner, finished);
    expect(result).toMatchObject({ id: row.id, status: 'failed', error: GMAIL_UNAVAILABLE });
    expect(result.finishedAt).not.toBeNull();
    gmail.heal();
  });

  it('is finished by another instance when its own stops midway, nothing stored twice or lost', async () => {
    const started = await owner.request({ method: 'POST', url: '/api/messages/import/gmail', payload: {} });
    expect(started.statusCode).toBe(202);
    const { id } = started.json().import as GmailImport;
    await importWhen(owner, (state) => state.status === 'running' && state.imported >= 25);

    // Stopping lets the run reach a safe point (between pages) and leaves its job to be retried.
    await ctx.app.close();
    const interrupted = await storedGmail();
    expect(interrupted.distinct).toBeLessThan(MAILBOX_SIZE);
    const [row] = await ctx.db.select().from(gmailImports).where(eq(gmailImports.id, id));
    expect(row).toMatchObject({ status: 'running', error: null });

    successor = await buildApp({ database: ctx.database, config: ctx.config });
    const browser = new TestBrowser(successor);
    expect((await browser.signIn('owner@acme.test')).statusCode).toBe(200);
    const result = await importWhen(browser, (state) => state.id === id && finished(state));

    expect(result).toMatchObject({ status: 'succeeded', listed: MAILBOX_SIZE, error: null });
    // The failed first import stored some; together they are the whole mailbox, each message once.
    expect(result.imported + result.skipped).toBe(MAILBOX_SIZE);
    expect(await storedGmail()).toEqual({ rows: MAILBOX_SIZE, distinct: MAILBOX_SIZE });
    // What was imported is then read for meaning (no instance of this test works that queue).
    expect(await successor.jobs.findJobs(MESSAGE_MEANINGS_QUEUE, { key: acmeId, queued: true })).toHaveLength(
      1,
    );
  }, 30_000);
});
