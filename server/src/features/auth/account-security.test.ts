import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { INVALID_CODE_MESSAGE, RECOVERY_CODE_COUNT, TWO_FACTOR_REQUIRED_MESSAGE } from 'shared-api/contract';
import { auditEvents, recoveryCodes, tenants, users } from '../../db/schema';
import { hashPassword } from '../../shared/passwords';
import { createTestContext, SETUP_TIMEOUT_MS, TestBrowser, type TestContext } from '../../testing/app';

let ctx: TestContext;
let acmeId: string;

beforeAll(async () => {
  ctx = await createTestContext({ loginMaxFailures: 3, loginWindowMs: 60_000 });
  acmeId = await ctx.tenantIdOf('owner@acme.test');
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

const PASSWORD = 'correct horse battery';

/** A fresh user of its own, so no test depends on another's second factor, sessions or lock-out. */
async function freshUser(tenantId = acmeId, passwordHash?: string) {
  const email = `u-${randomUUID()}@acme.test`;
  const [row] = await ctx.db
    .insert(users)
    .values({
      tenantId,
      name: 'Fresh User',
      email,
      passwordHash: passwordHash ?? (await hashPassword(PASSWORD)),
    })
    .returning({ id: users.id });
  return { email, id: row?.id ?? '' };
}

async function signedIn(email: string) {
  const browser = new TestBrowser(ctx.app);
  expect((await browser.signIn(email, PASSWORD)).statusCode).toBe(200);
  return browser;
}

/** Enrols a signed-in browser; answers the secret and the recovery codes. */
async function enrol(browser: TestBrowser) {
  const setup = await browser.request({ method: 'POST', url: '/api/auth/2fa/setup' });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const code = await generate({ secret });
  const enabled = await browser.request({ method: 'POST', url: '/api/auth/2fa/enable', payload: { code } });
  expect(enabled.statusCode).toBe(200);
  return { secret, recoveryCodes: enabled.json().recoveryCodes as string[], enabled };
}

/** A code of the next 30-second step: the current one was spent by the enrolment. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

const verify = (browser: TestBrowser, code: string) =>
  browser.request({ method: 'POST', url: '/api/auth/2fa/verify', payload: { code } });

describe('two-factor sign-in', () => {
  it('sets up a base32 SHA-1, 6-digit, 30-second secret, stored sealed', async () => {
    const { id, email } = await freshUser();
    const browser = await signedIn(email);
    const setup = await browser.request({ method: 'POST', url: '/api/auth/2fa/setup' });
    const { secret, otpauthUrl } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const params = new URL(otpauthUrl).searchParams;
    expect(params.get('secret')).toBe(secret);
    expect([
      params.get('algorithm') ?? 'SHA1',
      params.get('digits') ?? '6',
      params.get('period') ?? '30',
    ]).toEqual(['SHA1', '6', '30']);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(row?.totpSecretEncrypted).toMatch(/^v1\./);
    expect(row?.totpSecretEncrypted).not.toContain(secret);
  });

  it('enables with a code and answers ten recovery codes; then sign-in asks for the code', async () => {
    const { email } = await freshUser();
    const { secret, recoveryCodes } = await enrol(await signedIn(email));
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);

    const browser = new TestBrowser(ctx.app);
    const login = await browser.signIn(email, PASSWORD);
    expect(login.json()).toEqual({ twoFactorRequired: true });
    // The password alone opens nothing.
    expect((await browser.get('/api/session/current')).statusCode).toBe(401);

    const code = await nextCode(secret);
    const verified = await verify(browser, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.email).toBe(email);
    expect((await browser.get('/api/session/current')).statusCode).toBe(200);

    // The same code a second time, at another sign-in, is refused with the one message.
    const again = new TestBrowser(ctx.app);
    await again.signIn(email, PASSWORD);
    const reused = await verify(again, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: INVALID_CODE_MESSAGE });
  });

  it('accepts a recovery code once, in any case and without its dash', async () => {
    const { email } = await freshUser();
    const { recoveryCodes } = await enrol(await signedIn(email));
    const code = recoveryCodes[0] ?? '';

    const first = new TestBrowser(ctx.app);
    await first.signIn(email, PASSWORD);
    expect((await verify(first, code.replace('-', '').toLowerCase())).statusCode).toBe(200);

    const second = new TestBrowser(ctx.app);
    await second.signIn(email, PASSWORD);
    const reused = await verify(second, code);
    expect(reused.json()).toEqual({ error: INVALID_CODE_MESSAGE });
  });

  it('counts wrong codes toward the sign-in lock-out', async () => {
    const { email } = await freshUser();
    const { secret } = await enrol(await signedIn(email));
    const browser = new TestBrowser(ctx.app);
    await browser.signIn(email, PASSWORD);
    for (const wrong of ['000000', '111111', 'ABCDE-FGHJK']) {
      expect((await verify(browser, wrong)).json()).toEqual({ error: INVALID_CODE_MESSAGE });
    }
    const locked = await verify(browser, await nextCode(secret));
    expect(locked.statusCode).toBe(429);
  });

  it('refuses a verify without a pending sign-in with the same message', async () => {
    const browser = new TestBrowser(ctx.app);
    await browser.get('/api/auth/csrf');
    const response = await verify(browser, '123456');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: INVALID_CODE_MESSAGE });
  });

  it('leads users of a tenant that requires it through enrolment at sign-in', async () => {
    const [tenant] = await ctx.db
      .insert(tenants)
      .values({ name: `Strict ${randomUUID()}`, requireTwoFactor: true })
      .returning({ id: tenants.id });
    const { email } = await freshUser(tenant?.id);
    const browser = new TestBrowser(ctx.app);
    expect((await browser.signIn(email, PASSWORD)).json()).toEqual({ twoFactorSetupRequired: true });
    expect((await browser.get('/api/session/current')).statusCode).toBe(401);
    const { enabled } = await enrol(browser);
    expect(enabled.json().signedIn.user.email).toBe(email);
    expect((await browser.get('/api/session/current')).statusCode).toBe(200);
  });

  it("lets a tenant admin reset a user's second factor, which ends their sessions", async () => {
    const { email, id } = await freshUser();
    const user = await signedIn(email);
    await enrol(user);
    const admin = await ctx.signedIn('owner@acme.test');
    const reset = await admin.request({ method: 'DELETE', url: `/api/users/${id}/two-factor` });
    expect(reset.statusCode).toBe(204);
    expect((await user.get('/api/session/current')).statusCode).toBe(401);
    expect((await signedIn(email)).cookies.size).toBeGreaterThan(0);
  });

  it('lets a tenant admin require it, and no other tenant', async () => {
    const admin = await ctx.signedIn('owner@acme.test');
    const url = `/api/tenants/${acmeId}/two-factor`;
    expect((await admin.request({ method: 'PUT', url, payload: { required: true } })).json()).toEqual({
      required: true,
    });
    expect((await admin.get(url)).json()).toEqual({ required: true });
    await admin.request({ method: 'PUT', url, payload: { required: false } });
    const other = await ctx.signedIn('admin@bluewave.test');
    expect((await other.request({ method: 'PUT', url, payload: { required: true } })).statusCode).toBe(403);
  });
});

describe('turning two-factor sign-in off', () => {
  const disable = (browser: TestBrowser, payload: object) =>
    browser.request({ method: 'POST', url: '/api/auth/2fa/disable', payload });

  /** Whether the user still has a second factor: a secret, or any recovery code. */
  async function hasSecondFactor(id: string) {
    const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
    const codes = await ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, id));
    return Boolean(row?.totpEnabledAt || row?.totpSecretEncrypted) || codes.length > 0;
  }

  it('takes the password and a current code, ends the other sessions and is recorded', async () => {
    const { email, id } = await freshUser();
    const [other, here] = [await signedIn(email), await signedIn(email)];
    const { secret } = await enrol(here);

    const off = await disable(here, { currentPassword: PASSWORD, code: await nextCode(secret) });
    expect(off.statusCode).toBe(204);
    expect(await hasSecondFactor(id)).toBe(false);
    expect((await other.get('/api/session/current')).statusCode).toBe(401);
    expect((await here.get('/api/session/current')).statusCode).toBe(200);
    // The password alone signs in again.
    expect((await new TestBrowser(ctx.app).signIn(email, PASSWORD)).json()).toHaveProperty('sessionId');
    const recorded = await ctx.db
      .select({ action: auditEvents.action, tenantId: auditEvents.tenantId, ip: auditEvents.ip })
      .from(auditEvents)
      .where(eq(auditEvents.actorEmail, email));
    expect(recorded).toContainEqual({
      action: 'auth.two-factor-disabled',
      tenantId: acmeId,
      ip: '127.0.0.1',
    });
  });

  it('takes a recovery code in place of the app’s code', async () => {
    const { email, id } = await freshUser();
    const browser = await signedIn(email);
    const { recoveryCodes: codes } = await enrol(browser);
    expect((await disable(browser, { currentPassword: PASSWORD, code: codes[3] })).statusCode).toBe(204);
    expect(await hasSecondFactor(id)).toBe(false);
  });

  it('refuses a wrong password or code, counting them toward the lock-out', async () => {
    const { email, id } = await freshUser();
    const browser = await signedIn(email);
    const { secret } = await enrol(browser);

    const wrongPassword = await disable(browser, {
      currentPassword: 'not it at all',
      code: await nextCode(secret),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ error: 'Your current password is not right' });
    for (const code of ['000000', 'ABCDE-FGHJK']) {
      const wrongCode = await disable(browser, { currentPassword: PASSWORD, code });
      expect(wrongCode.statusCode).toBe(400);
      expect(wrongCode.json()).toEqual({ error: INVALID_CODE_MESSAGE });
    }
    const locked = await disable(browser, { currentPassword: PASSWORD, code: await nextCode(secret) });
    expect(locked.statusCode).toBe(429);
    expect(await hasSecondFactor(id)).toBe(true);
  });

  it('refuses while the tenant requires two-factor sign-in, and says why', async () => {
    const [tenant] = await ctx.db
      .insert(tenants)
      .values({ name: `Strict ${randomUUID()}`, requireTwoFactor: true })
      .returning({ id: tenants.id });
    const { email, id } = await freshUser(tenant?.id);
    const browser = new TestBrowser(ctx.app);
    await browser.signIn(email, PASSWORD);
    const { secret } = await enrol(browser);
    // The profile says so, and User Settings then offers no way to turn it off.
    expect((await browser.get('/api/users/me')).json()).toMatchObject({
      twoFactorEnabled: true,
      twoFactorRequired: true,
    });

    const refused = await disable(browser, { currentPassword: PASSWORD, code: await nextCode(secret) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: TWO_FACTOR_REQUIRED_MESSAGE });
    expect(await hasSecondFactor(id)).toBe(true);
  });

  it('refuses when it is not on, and a request without the password or the code', async () => {
    const browser = await signedIn((await freshUser()).email);
    const notOn = await disable(browser, { currentPassword: PASSWORD, code: '123456' });
    expect(notOn.statusCode).toBe(409);
    expect(notOn.json()).toEqual({ error: 'Two-factor sign-in is not on' });
    const noPassword = await disable(browser, { code: '123456' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error).toMatch(/currentPassword is required/);
    const noCode = await disable(browser, { currentPassword: PASSWORD });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().error).toMatch(/code is required/);
  });
});

describe('sign-in events', () => {
  it("lets the tenant's admins read sign-ins, failures, 2FA changes and revocations, with who and IP", async () => {
    const { email } = await freshUser();
    await new TestBrowser(ctx.app).signIn(email, 'not the password');
    const browser = await signedIn(email);
    const { secret } = await enrol(browser);
    const again = new TestBrowser(ctx.app);
    await again.signIn(email, PASSWORD);
    await verify(again, '000000');
    await verify(again, await nextCode(secret));
    await browser.request({ method: 'DELETE', url: '/api/auth/sessions' });

    const admin = await ctx.signedIn('owner@acme.test');
    const { events } = (await admin.get('/api/audit-events?limit=50')).json();
    const mine = events.filter((event: { actor: { email: string } }) => event.actor.email === email);
    expect(mine.map((event: { action: string }) => event.action).reverse()).toEqual([
      'auth.sign-in-failed',
      'auth.signed-in',
      'auth.two-factor-enabled',
      'auth.two-factor-failed',
      'auth.signed-in',
      'auth.session-revoked',
    ]);
    expect(mine[0]).toMatchObject({ ip: '127.0.0.1', tenantId: acmeId });
    const other = await ctx.signedIn('admin@bluewave.test');
    const theirs = (await other.get('/api/audit-events?limit=50')).json().events;
    expect(theirs.some((event: { actor: { email: string } }) => event.actor.email === email)).toBe(false);
  });
});

describe('sessions', () => {
  it('lists the caller’s sessions with device, IP and the current one marked, and ends another', async () => {
    const { email } = await freshUser();
    const phone = new TestBrowser(ctx.app);
    await phone.request({ method: 'GET', url: '/api/auth/csrf' });
    await phone.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1',
      },
    });
    const laptop = await signedIn(email);
    const list = (await laptop.get('/api/auth/sessions')).json();
    expect(list).toHaveLength(2);
    const other = list.find((s: { current: boolean }) => !s.current);
    expect(other).toMatchObject({ device: 'Safari on iOS', ip: '127.0.0.1' });

    expect(
      (await laptop.request({ method: 'DELETE', url: `/api/auth/sessions/${other.id}` })).statusCode,
    ).toBe(204);
    expect((await phone.get('/api/session/current')).statusCode).toBe(401);
    expect((await laptop.get('/api/session/current')).statusCode).toBe(200);
  });

  it('cannot end a session of another user', async () => {
    const mine = await signedIn((await freshUser()).email);
    const theirs = await signedIn((await freshUser()).email);
    const [session] = (await theirs.get('/api/auth/sessions')).json();
    expect(
      (await mine.request({ method: 'DELETE', url: `/api/auth/sessions/${session.id}` })).statusCode,
    ).toBe(404);
    expect((await theirs.get('/api/session/current')).statusCode).toBe(200);
  });

  it('ends all others at once', async () => {
    const { email } = await freshUser();
    const [a, b, c] = [await signedIn(email), await signedIn(email), await signedIn(email)];
    expect((await c.request({ method: 'DELETE', url: '/api/auth/sessions' })).statusCode).toBe(204);
    expect((await a.get('/api/session/current')).statusCode).toBe(401);
    expect((await b.get('/api/session/current')).statusCode).toBe(401);
    expect((await c.get('/api/auth/sessions')).json()).toHaveLength(1);
  });

  it('ends the user’s sessions when an admin changes their role', async () => {
    const { email, id } = await freshUser();
    const user = await signedIn(email);
    const admin = await ctx.signedIn('owner@acme.test');
    const changed = await admin.request({
      method: 'PUT',
      url: `/api/users/${id}`,
      payload: { role: 'TENANT_ADMIN' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await user.get('/api/session/current')).statusCode).toBe(401);
  });
});

describe('passwords', () => {
  it('changes the password, ending the other sessions but not this one', async () => {
    const { email } = await freshUser();
    const [other, here] = [await signedIn(email), await signedIn(email)];
    const changed = await here.request({
      method: 'PUT',
      url: '/api/users/me/password',
      payload: { currentPassword: PASSWORD, newPassword: 'a much longer one' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await other.get('/api/session/current')).statusCode).toBe(401);
    expect((await here.get('/api/session/current')).statusCode).toBe(200);
    expect((await new TestBrowser(ctx.app).signIn(email, 'a much longer one')).statusCode).toBe(200);
  });

  it('refuses a new password under 10 characters and a wrong current one', async () => {
    const browser = await signedIn((await freshUser()).email);
    const short = await browser.request({
      method: 'PUT',
      url: '/api/users/me/password',
      payload: { currentPassword: PASSWORD, newPassword: 'short1234' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatch(/at least 10 characters/);
    const wrong = await browser.request({
      method: 'PUT',
      url: '/api/users/me/password',
      payload: { currentPassword: 'not it at all', newPassword: 'long enough now' },
    });
    expect(wrong.json()).toEqual({ error: 'Your current password is not right' });
  });

  it('still signs in with an older short password (the demo ones)', async () => {
    expect((await new TestBrowser(ctx.app).signIn('staff@acme.test', 'demo1234')).statusCode).toBe(200);
  });

  it('rehashes a password hashed with older parameters at sign-in', async () => {
    const { id, email } = await freshUser(acmeId, await legacyHash(PASSWORD));
    expect((await new TestBrowser(ctx.app).signIn(email, PASSWORD)).statusCode).toBe(200);
    const [row] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id));
    expect(row?.hash).toMatch(/^scrypt\$32768\$8\$1\$/);
  });
});

/** A hash as an older QuoteDesk made it (scrypt N=2^14). */
async function legacyHash(password: string): Promise<string> {
  const { randomBytes, scryptSync } = await import('node:crypto');
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: 2 ** 14, r: 8, p: 1 });
  return ['scrypt', 2 ** 14, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}
