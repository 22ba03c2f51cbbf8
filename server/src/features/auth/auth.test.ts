import { eq, sql } from 'drizzle-orm';
import { loginResponseSchema, XSRF_COOKIE } from 'shared-api/contract';
import { loginFailures, sessions } from '../../db/schema';
import { SESSION_COOKIE } from '../../plugins/session-cookie';
import { createTestContext, SETUP_TIMEOUT_MS, TestBrowser, type TestContext } from '../../testing/app';

let ctx: TestContext;

beforeAll(async () => {
  // A window no test outlasts, however slow the machine: its end is moved by the test, not waited for.
  ctx = await createTestContext({ loginMaxFailures: 3, loginWindowMs: 10 * 60_000 });
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

const browser = () => new TestBrowser(ctx.app);

describe('POST /api/auth/login', () => {
  it('signs in with the demo password and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await browser().signIn('owner@acme.test');

    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body.user).toMatchObject({ email: 'owner@acme.test', role: 'TENANT_ADMIN' });
    expect(body.tenant.name).toBe('Acme Plumbing');
    const session = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // The browser keeps the public id; the cookie carries a different, secret token.
    expect(session?.value).not.toContain(body.sessionId);
    expect(session?.value.length).toBeGreaterThanOrEqual(43);
  });

  it('matches the email case-insensitively', async () => {
    const response = await browser().signIn('Owner@ACME.test');
    expect(response.statusCode).toBe(200);
  });

  it('stores only a hash of the session token', async () => {
    const response = await browser().signIn('staff@acme.test');
    const token = response.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.id, response.json().sessionId));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toBe(token);
  });

  it('refuses a wrong password with 401 and no session cookie', async () => {
    const response = await browser().signIn('admin@bluewave.test', 'wrong-password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Invalid email or password' });
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const response = await browser().signIn('nobody@acme.test', 'demo1234');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Invalid email or password' });
  });

  it.each([
    [{ email: 'not-an-email', password: 'demo1234' }, /email/],
    [{ email: 'owner@acme.test' }, /password is required/],
    [{ email: 'owner@acme.test', password: '' }, /Password is required/],
    [{}, /email is required/],
  ])('rejects the malformed body %j with 400', async (payload, message) => {
    const client = browser();
    await client.get('/api/auth/csrf');
    const response = await client.request({ method: 'POST', url: '/api/auth/login', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
  });

  it('rejects a body that is not JSON with 400', async () => {
    const client = browser();
    await client.get('/api/auth/csrf');
    const response = await client.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });
});

describe('login rate limit', () => {
  // Each test counts its own failures (the throttle keys on address + email, and other tests fail sign-ins).
  beforeEach(() => ctx.db.delete(loginFailures));

  /** The window's time runs out: the throttle reads the database's clock against the stored end. */
  const windowPasses = () =>
    ctx.db.update(loginFailures).set({ windowEndsAt: sql`now() - interval '1 second'` });

  it('refuses attempts after too many failures, then lets a correct login through after the window', async () => {
    const client = browser();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await client.signIn('staff@acme.test', 'guess')).statusCode).toBe(401);
    }

    const blocked = await client.signIn('staff@acme.test');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: 'Too many sign-in attempts. Please wait and try again.' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);

    // Other accounts from the same address are not affected.
    expect((await client.signIn('owner@acme.test')).statusCode).toBe(200);

    await windowPasses();
    expect((await client.signIn('staff@acme.test')).statusCode).toBe(200);
  });

  it('resets the count after a successful sign-in', async () => {
    const client = browser();
    for (let attempt = 0; attempt < 2; attempt++) await client.signIn('admin@bluewave.test', 'guess');
    expect((await client.signIn('admin@bluewave.test')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await client.signIn('admin@bluewave.test', 'guess')).statusCode).toBe(401);
    }
    expect((await client.signIn('admin@bluewave.test')).statusCode).toBe(200);
  });
});

describe('XSRF protection', () => {
  it('issues a readable XSRF cookie to a browser that has none', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const cookie = response.cookies.find((c) => c.name === XSRF_COOKIE);
    expect(cookie).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('hands out the current token at /api/auth/csrf', async () => {
    const client = browser();
    const response = await client.get('/api/auth/csrf');
    expect(response.json()).toEqual({ token: client.cookies.get(XSRF_COOKIE) });
    const again = await client.get('/api/auth/csrf');
    expect(again.json()).toEqual(response.json());
    expect(again.cookies.find((c) => c.name === XSRF_COOKIE)).toBeUndefined();
  });

  it('refuses a mutation without the header with 403, sign-in included', async () => {
    const client = browser();
    await client.get('/api/auth/csrf');
    const response = await client.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'owner@acme.test', password: 'demo1234' },
      xsrf: false,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Missing or invalid XSRF token' });
  });

  it('refuses a header that does not match the cookie', async () => {
    const client = browser();
    await client.signIn('owner@acme.test');
    const response = await client.request({
      method: 'PATCH',
      url: '/api/users/me/theme',
      payload: { themeMode: 'dark' },
      headers: { 'x-xsrf-token': 'forged' },
      xsrf: false,
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts a mutation whose header matches the cookie', async () => {
    const client = browser();
    await client.signIn('owner@acme.test');
    const response = await client.request({
      method: 'PATCH',
      url: '/api/users/me/theme',
      payload: { themeMode: 'dark' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('answers 401 without a session', async () => {
    const response = await browser().get('/api/session/current');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Not signed in' });
  });

  it('answers 401 for a forged session cookie', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/me',
      cookies: { [SESSION_COOKIE]: 'made-up-token' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('expires a session after its time to live', async () => {
    const client = browser();
    const login = await client.signIn('owner@acme.test');
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, login.json().sessionId));

    const response = await client.get('/api/session/current');
    expect(response.statusCode).toBe(401);
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.id, login.json().sessionId));
    expect(row).toBeUndefined();
  });

  it('slides the expiry forward while the session is used', async () => {
    const client = browser();
    const login = await client.signIn('owner@acme.test');
    const soon = new Date(Date.now() + 10 * 60_000);
    await ctx.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.id, login.json().sessionId));

    const response = await client.get('/api/session/current');
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.id, login.json().sessionId));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + ctx.config.sessionTtlMs - 60_000);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeDefined();
  });

  it('logs out: deletes the session, clears the cookie and answers 204', async () => {
    const client = browser();
    const login = await client.signIn('owner@acme.test');
    const token = client.cookies.get(SESSION_COOKIE);

    const response = await client.request({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(204);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.id, login.json().sessionId));
    expect(row).toBeUndefined();

    const replayed = await ctx.app.inject({
      method: 'GET',
      url: '/api/session/current',
      cookies: { [SESSION_COOKIE]: token ?? '' },
    });
    expect(replayed.statusCode).toBe(401);
  });
});

describe('GET /api/auth/google', () => {
  it('sends the browser back to the login page, which explains, when Google is not set up', async () => {
    for (const url of ['/api/auth/google', '/api/auth/google?gmail=1', '/api/auth/google/callback']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login?error=google_not_configured');
    }
  });
});

describe('unknown API routes', () => {
  it('answers 404 with an error body', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: expect.stringContaining('/api/nope') });
  });
});
