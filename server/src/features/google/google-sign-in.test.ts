import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { auditEvents, users } from '../../db/schema';
import { SESSION_COOKIE } from '../../plugins/session-cookie';
import { hashPassword } from '../../shared/passwords';
import { createSecretBox } from '../../shared/secret-box';
import { createTestContext, SETUP_TIMEOUT_MS, TestBrowser, type TestContext } from '../../testing/app';
import { GMAIL_READONLY_SCOPE } from './scopes';
import { signInWithGoogle } from './testing/google-sign-in-driver';
import { type GoogleStandIn, startGoogleStandIn } from './testing/google-stand-in';

const SECRET_KEY = 'google-sign-in-test-key';
// app.inject answers as http://localhost:80, which the callback address normalizes.
const CALLBACK = 'http://localhost/api/auth/google/callback';

let standIn: GoogleStandIn;
let ctx: TestContext;

beforeAll(async () => {
  standIn = await startGoogleStandIn({ redirectUris: [CALLBACK] });
  ctx = await createTestContext({
    secretKey: SECRET_KEY,
    googleIssuer: standIn.issuer,
    googleClientId: standIn.clientId,
    googleClientSecret: standIn.clientSecret,
  });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await ctx?.close();
  await standIn?.close();
});

const browser = () => new TestBrowser(ctx.app);

async function gmailColumns(email: string) {
  const [row] = await ctx.db
    .select({ gmailEmail: users.gmailEmail, sealed: users.gmailRefreshTokenEncrypted })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

describe('GET /api/auth/google', () => {
  it('sends the browser to the provider with PKCE, state, nonce and only the sign-in scopes', async () => {
    const response = await browser().get('/api/auth/google');
    expect(response.statusCode).toBe(302);
    const url = new URL(String(response.headers.location));
    expect(`${url.origin}`).toBe(standIn.issuer);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.has('access_type')).toBe(false);

    const pending = response.cookies.find((c) => c.name === 'qd_google_pending');
    expect(pending).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/google/callback' });
    // Sealed: neither the state nor the PKCE verifier can be read from the cookie.
    expect(pending?.value).not.toContain(url.searchParams.get('state'));
  });

  it('with ?gmail=1 adds only the read-only Gmail scope, offline access and a fresh consent', async () => {
    const response = await browser().get('/api/auth/google?gmail=1');
    const url = new URL(String(response.headers.location));
    expect(url.searchParams.get('scope')?.split(' ')).toEqual([
      'openid',
      'email',
      'profile',
      GMAIL_READONLY_SCOPE,
    ]);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('prompt')).toBe('consent');
  });
});

describe('the Google callback', () => {
  it('signs in the existing user with that verified email, like a password sign-in', async () => {
    const client = browser();
    const callback = await signInWithGoogle(client, 'Staff@Acme.test');

    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/dashboard?sso=true');
    const session = callback.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(client.cookies.has('qd_google_pending')).toBe(false);

    const current = await client.get('/api/session/current');
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ userEmail: 'staff@acme.test', role: 'USER' });
    expect((await gmailColumns('staff@acme.test'))?.sealed).toBeNull();
  });

  it('stores the Gmail refresh token encrypted when Gmail access was granted, and says so', async () => {
    const client = browser();
    const callback = await signInWithGoogle(client, 'admin@bluewave.test', { gmail: true });

    expect(callback.headers.location).toBe('/dashboard?sso=true&gmail=true');
    const row = await gmailColumns('admin@bluewave.test');
    expect(row?.gmailEmail).toBe('admin@bluewave.test');
    const refreshToken = createSecretBox(SECRET_KEY).open(row?.sealed ?? '');
    expect(refreshToken).toBeTruthy();
    expect(row?.sealed).not.toContain(refreshToken);
    expect(await standIn.provider.RefreshToken.find(refreshToken ?? '')).toBeDefined();

    const me = (await client.get('/api/users/me')).json();
    expect(me).toMatchObject({ gmailAuthStatus: true, gmailEmail: 'admin@bluewave.test' });
    expect(JSON.stringify(me)).not.toContain(refreshToken);
  });

  it('connects another Google mailbox to the signed-in user who asked for it', async () => {
    const client = await ctx.signedIn('owner@acme.test');
    const callback = await signInWithGoogle(client, 'acme.office@gmail.test', { gmail: true });

    expect(callback.headers.location).toBe('/dashboard?sso=true&gmail=true');
    expect((await gmailColumns('owner@acme.test'))?.gmailEmail).toBe('acme.office@gmail.test');
    expect((await client.get('/api/session/current')).json().userEmail).toBe('owner@acme.test');
  });

  it('refuses an email no user has, without creating an account or a session', async () => {
    const client = browser();
    const callback = await signInWithGoogle(client, 'stranger@example.test');

    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/login?error=google_unknown_user');
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await ctx.db.select().from(users).where(eq(users.email, 'stranger@example.test'))).toHaveLength(0);
  });

  it('refuses an email Google has not verified', async () => {
    standIn.unverifiedEmails.add('owner@acme.test');
    try {
      const client = browser();
      const callback = await signInWithGoogle(client, 'owner@acme.test');
      expect(callback.headers.location).toBe('/login?error=google_unverified_email');
      expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    } finally {
      standIn.unverifiedEmails.delete('owner@acme.test');
    }
  });

  it('refuses a callback whose state was tampered with', async () => {
    const client = browser();
    const callback = await signInWithGoogle(client, 'staff@acme.test', {
      tamper: { callbackUrl: (url) => url.searchParams.set('state', 'forged-state') },
    });
    expect(callback.headers.location).toBe('/login?error=google_failed');
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('refuses an ID token whose nonce is not the one the sign-in started with', async () => {
    const client = browser();
    const callback = await signInWithGoogle(client, 'staff@acme.test', {
      tamper: { authorizationUrl: (url) => url.searchParams.set('nonce', 'injected-nonce') },
    });
    expect(callback.headers.location).toBe('/login?error=google_failed');
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('refuses a callback that arrives without the sealed sign-in cookie (another browser)', async () => {
    const client = browser();
    const callback = await signInWithGoogle(client, 'staff@acme.test', {
      tamper: { callbackUrl: () => client.cookies.delete('qd_google_pending') },
    });
    expect(callback.headers.location).toBe('/login?error=google_failed');
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
  });
});

describe('sign-in events', () => {
  /** The events recorded about an email, oldest first. */
  const eventsOf = (email: string) =>
    ctx.db
      .select({
        action: auditEvents.action,
        tenantId: auditEvents.tenantId,
        actorUserId: auditEvents.actorUserId,
        details: auditEvents.details,
        ip: auditEvents.ip,
      })
      .from(auditEvents)
      .where(eq(auditEvents.actorEmail, email))
      .orderBy(asc(auditEvents.createdAt));

  it('records a Google sign-in like a password sign-in: who, in which tenant, from where', async () => {
    const { id, email, tenantId } = await freshUser();
    await signInWithGoogle(browser(), email);
    expect(await eventsOf(email)).toEqual([
      {
        action: 'auth.signed-in',
        tenantId,
        actorUserId: id,
        details: { method: 'google' },
        ip: '127.0.0.1',
      },
    ]);
  });

  it('records a refused Google sign-in as a failure, of no tenant when no user has the email', async () => {
    const email = `stranger-${randomUUID()}@example.test`;
    await signInWithGoogle(browser(), email);
    expect(await eventsOf(email)).toEqual([
      {
        action: 'auth.sign-in-failed',
        tenantId: null,
        actorUserId: null,
        details: { method: 'google', error: 'google_unknown_user' },
        ip: '127.0.0.1',
      },
    ]);
  });

  it('records a Google sign-in that needed the second factor once the code completes it', async () => {
    const { id, email, tenantId } = await freshUser();
    const { secret } = await enrol(email);
    const client = browser();
    const callback = await signInWithGoogle(client, email);
    expect(callback.headers.location).toBe('/login?step=second_factor');
    expect((await eventsOf(email)).map((event) => event.action)).not.toContain('auth.signed-in');

    // The enrolment spent the current step's code: the next step's is accepted (one step of drift).
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const verified = await client.request({ method: 'POST', url: '/api/auth/2fa/verify', payload: { code } });
    expect(verified.statusCode).toBe(200);
    const signedIn = (await eventsOf(email)).filter((event) => event.action === 'auth.signed-in');
    expect(signedIn).toEqual([
      {
        action: 'auth.signed-in',
        tenantId,
        actorUserId: id,
        details: { method: 'google', twoFactor: true },
        ip: '127.0.0.1',
      },
    ]);
  });
});

const PASSWORD = 'correct horse battery';

/** A user of Acme of its own, so the events of no other test mix in. */
async function freshUser() {
  const email = `u-${randomUUID()}@acme.test`;
  const tenantId = await ctx.tenantIdOf('owner@acme.test');
  const [row] = await ctx.db
    .insert(users)
    .values({ tenantId, name: 'Fresh User', email, passwordHash: await hashPassword(PASSWORD) })
    .returning({ id: users.id });
  return { email, tenantId, id: row?.id ?? '' };
}

/** Turns on the user's second factor (signed in with the password); answers its secret. */
async function enrol(email: string): Promise<{ secret: string }> {
  const client = browser();
  expect((await client.signIn(email, PASSWORD)).statusCode).toBe(200);
  const { secret } = (await client.request({ method: 'POST', url: '/api/auth/2fa/setup' })).json();
  const enabled = await client.request({
    method: 'POST',
    url: '/api/auth/2fa/enable',
    payload: { code: await generate({ secret }) },
  });
  expect(enabled.statusCode).toBe(200);
  await ctx.db.delete(auditEvents).where(eq(auditEvents.actorEmail, email));
  return { secret };
}

describe('when Google cannot be reached', () => {
  it('sends the browser back to the login page instead of showing an error body', async () => {
    const unreachable = await createTestContext(
      {
        secretKey: SECRET_KEY,
        // A port nobody listens on: discovery fails.
        googleIssuer: 'http://127.0.0.1:9',
        googleClientId: 'client',
        googleClientSecret: 'secret',
      },
      { seed: false },
    );
    try {
      const response = await new TestBrowser(unreachable.app).get('/api/auth/google');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login?error=google_failed');
    } finally {
      await unreachable.close();
    }
  });
});
