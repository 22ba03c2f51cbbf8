import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { createUserResponseSchema } from 'shared-api/contract';
import { rawRows } from '../../db/raw-rows';
import { passwordTokens, users } from '../../db/schema';
import { createTestContext, SETUP_TIMEOUT_MS, TestBrowser, type TestContext } from '../../testing/app';
import { type Inbox, startInbox } from '../../testing/smtp-inbox';

let inbox: Inbox;
let ctx: TestContext;

beforeAll(async () => {
  inbox = await startInbox();
  ctx = await createTestContext({
    smtpUrl: inbox.url,
    mailFrom: 'QuoteDesk <invites@quotedesk.test>',
    appUrl: 'https://app.quotedesk.test',
  });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await ctx.close();
  await inbox.close();
});

async function invite(email: string, name = 'Invited Person') {
  const owner = await ctx.signedIn('owner@acme.test');
  const response = await owner.request({
    method: 'POST',
    url: '/api/users',
    payload: { name, email, role: 'USER' },
  });
  expect(response.statusCode).toBe(201);
  return createUserResponseSchema.parse(response.json());
}

function linkIn(mail: ParsedMail | undefined): URL {
  const match = mail?.text?.match(/https:\/\/\S+/);
  if (!match) throw new Error('no link in the invitation');
  return new URL(match[0]);
}

async function setPassword(browser: TestBrowser, token: string, password: string) {
  return browser.request({ method: 'POST', url: '/api/auth/set-password', payload: { token, password } });
}

async function freshBrowser() {
  const browser = new TestBrowser(ctx.app);
  await browser.get('/api/auth/csrf');
  return browser;
}

describe('the invitation email', () => {
  it('arrives over SMTP with a one-time set-password link, and the link lets the user sign in', async () => {
    const { user, emailSent } = await invite('Ivy.Invited@acme.test', 'Ivy Invited');
    expect(emailSent).toBe(true);

    const mail = await inbox.mailTo('ivy.invited@acme.test');
    expect(mail?.from?.value).toEqual([{ name: 'QuoteDesk', address: 'invites@quotedesk.test' }]);
    expect(mail?.subject).toBe('You have been invited to Acme Plumbing on QuoteDesk');
    expect(mail?.text).toContain('Hello Ivy Invited,');
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe('https://app.quotedesk.test/set-password');
    expect(mail?.html).toContain(`href="${link.href.replace(/&/g, '&amp;')}"`);
    const token = link.searchParams.get('token') as string;
    expect(token).toMatch(/^[\w-]{43}$/);

    // Only the token's hash is stored, with a 7-day expiry.
    const [stored] = await ctx.db.select().from(passwordTokens).where(eq(passwordTokens.userId, user.id));
    expect(stored?.tokenHash).not.toContain(token);
    expect((stored?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(6.99 * 86_400_000);

    const browser = await freshBrowser();
    const tooShort = await setPassword(browser, token, 'short');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toEqual({ error: 'password: Password must be at least 10 characters' });
    expect((await setPassword(browser, token, 'ivy-password-1')).statusCode).toBe(204);

    const signIn = await browser.signIn('ivy.invited@acme.test', 'ivy-password-1');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user).toMatchObject({ email: 'ivy.invited@acme.test', role: 'USER' });

    const again = await setPassword(await freshBrowser(), token, 'another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatch(/^This link has already been used/);
  });

  it('is sent in the background and tried again while the SMTP server refuses it; the user exists anyway', async () => {
    inbox.refused.add('refused@acme.test');
    const { user, emailSent } = await invite('refused@acme.test');
    expect(emailSent).toBe(true);
    expect(await ctx.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    while (!inbox.refusals.includes('refused@acme.test'))
      await new Promise((resolve) => setTimeout(resolve, 50));
    // Accepted on a later attempt: the job was retried, not dropped.
    inbox.refused.delete('refused@acme.test');
    expect((await inbox.mailTo('refused@acme.test')).subject).toMatch(/invited/);
  });
});

describe('POST /api/auth/set-password', () => {
  it('refuses an expired link with 400 and a clear message', async () => {
    await invite('late@acme.test');
    const token = linkIn(await inbox.mailTo('late@acme.test')).searchParams.get('token') as string;
    const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'late@acme.test'));
    await ctx.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.userId, row?.id as string));

    const response = await setPassword(await freshBrowser(), token, 'late-password');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'This link has expired. Ask an administrator to send you a new invitation.',
    });
  });

  it('stops a link mailed to a mistyped address once an admin corrects the address, and mails the new one', async () => {
    const { user } = await invite('jon@acme.cmo');
    const token = linkIn(await inbox.mailTo('jon@acme.cmo')).searchParams.get('token') as string;
    const owner = await ctx.signedIn('owner@acme.test');
    const corrected = await owner.request({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { email: 'jon@acme.test' },
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().invitation).toEqual({ emailSent: true, link: null });

    const response = await setPassword(await freshBrowser(), token, 'takeover-password');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^This link has already been used/);
    const fresh = linkIn(await inbox.mailTo('jon@acme.test')).searchParams.get('token') as string;
    expect((await setPassword(await freshBrowser(), fresh, 'jon-password')).statusCode).toBe(204);
  });

  it('refuses an unknown token with 400, and a call without the XSRF header with 403', async () => {
    const browser = await freshBrowser();
    const unknown = await setPassword(browser, 'not-a-real-token', 'whatever-pw');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/^This link is not valid/);
    const noXsrf = await browser.request({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: 'x', password: 'whatever-pw' },
      xsrf: false,
    });
    expect(noXsrf.statusCode).toBe(403);
  });
});

describe('resending an invitation with mail', () => {
  it('mails a new link and gives the admin none', async () => {
    const { user } = await invite('again@acme.test');
    const first = linkIn(await inbox.mailTo('again@acme.test'));
    inbox.received.length = 0;
    const owner = await ctx.signedIn('owner@acme.test');
    const response = await owner.request({ method: 'POST', url: `/api/users/${user.id}/invitation` });
    expect(response.json()).toEqual({ emailSent: true, link: null });
    const second = linkIn(await inbox.mailTo('again@acme.test'));
    expect(second.href).not.toBe(first.href);
    const old = await setPassword(
      await freshBrowser(),
      first.searchParams.get('token') as string,
      'x-password',
    );
    expect(old.statusCode).toBe(400);
  });
});

describe('POST /api/auth/forgot-password with mail', () => {
  const forgot = async (browser: TestBrowser, email: string) =>
    browser.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });

  it('mails an account a one-hour reset link, and answers the same for an address without one', async () => {
    const browser = await freshBrowser();
    const unknown = await forgot(browser, 'no-account@acme.test');
    const known = await forgot(browser, 'Staff@Acme.test');
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ mailConfigured: true });
    expect(known.body).toBe(unknown.body);
    // Both requests did the same work, queueing the address, so their timing cannot tell them apart either.
    const queued = await rawRows<{ email: string }>(
      ctx.db,
      sql`select data->>'email' as email from pgboss.job where name = 'password-reset' order by created_on`,
    );
    expect(queued.map((row) => row.email)).toEqual(['no-account@acme.test', 'staff@acme.test']);

    const mail = await inbox.mailTo('staff@acme.test');
    expect(mail.subject).toBe('Reset your QuoteDesk password');
    expect(mail.text).toContain('expires in 60 minutes');
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe('https://app.quotedesk.test/reset-password');
    // Mail goes out in order: the unknown address's request came first and sent nothing.
    expect(inbox.received.some((received) => JSON.stringify(received.to).includes('no-account'))).toBe(false);

    const staff = await ctx.signedIn('staff@acme.test');
    const token = link.searchParams.get('token') as string;
    expect((await setPassword(await freshBrowser(), token, 'staff-new-password')).statusCode).toBe(204);
    expect((await staff.get('/api/session/current')).statusCode).toBe(401);
    expect((await (await freshBrowser()).signIn('staff@acme.test', 'staff-new-password')).statusCode).toBe(
      200,
    );
  });

  it('is limited per address and email like sign-in: 429 with Retry-After, for known and unknown alike', async () => {
    const browser = await freshBrowser();
    for (const email of ['owner@acme.test', 'ghost@acme.test']) {
      for (let i = 0; i < ctx.config.loginMaxFailures; i++) {
        expect((await forgot(browser, email)).statusCode).toBe(202);
      }
      const limited = await forgot(browser, email);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: 'Too many reset requests. Please wait and try again.' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Sign-in keeps its own count.
    expect((await browser.signIn('owner@acme.test')).statusCode).toBe(200);
  });
});
