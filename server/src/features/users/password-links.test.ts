import { eq } from 'drizzle-orm';
import {
  createUserResponseSchema,
  forgotPasswordResponseSchema,
  passwordLinkDeliverySchema,
  passwordResetLinkSchema,
  updateUserResponseSchema,
} from 'shared-api/contract';
import { passwordTokens, users } from '../../db/schema';
import { hashPasswordToken } from '../../shared/password-tokens';
import { createTestContext, SETUP_TIMEOUT_MS, TestBrowser, type TestContext } from '../../testing/app';

/** Without SMTP (the default): links go to the admin, who passes them on. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ appUrl: 'https://app.quotedesk.test' });
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

const unique = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@acme.test`;

async function freshBrowser() {
  const browser = new TestBrowser(ctx.app);
  await browser.get('/api/auth/csrf');
  return browser;
}

const tokenOf = (link: string | null) => new URL(link ?? 'https://x.test').searchParams.get('token') ?? '';

async function setPassword(link: string | null, password: string) {
  return (await freshBrowser()).request({
    method: 'POST',
    url: '/api/auth/set-password',
    payload: { token: tokenOf(link), password },
  });
}

async function invite(admin: TestBrowser, email: string, extra: Record<string, string> = {}) {
  const response = await admin.request({
    method: 'POST',
    url: '/api/users',
    payload: { name: 'Invited Person', email, role: 'USER', ...extra },
  });
  expect(response.statusCode).toBe(201);
  return createUserResponseSchema.parse(response.json());
}

const resend = (admin: TestBrowser, userId: string) =>
  admin.request({ method: 'POST', url: `/api/users/${userId}/invitation` });
const resetLink = (admin: TestBrowser, userId: string) =>
  admin.request({ method: 'POST', url: `/api/users/${userId}/password-reset-link` });

describe('an invitation without mail', () => {
  it('hands the admin a one-time link, valid 7 days, that sets the password and then signs the user in', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const email = unique('nomail');
    const { user, emailSent, link } = await invite(owner, email);
    expect(emailSent).toBe(false);
    expect(user.passwordSet).toBe(false);
    expect(link).toMatch(/^https:\/\/app\.quotedesk\.test\/set-password\?token=[\w-]{43}$/);

    const [stored] = await ctx.db.select().from(passwordTokens).where(eq(passwordTokens.userId, user.id));
    expect(stored?.purpose).toBe('invitation');
    expect(stored?.tokenHash).not.toContain(tokenOf(link));
    const ttlDays = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(ttlDays).toBeGreaterThan(6.99);
    expect(ttlDays).toBeLessThanOrEqual(7);

    expect((await setPassword(link, 'first-password')).statusCode).toBe(204);
    expect((await (await freshBrowser()).signIn(email, 'first-password')).statusCode).toBe(200);
    const listed = (await owner.get('/api/users')).json() as { email: string; passwordSet: boolean }[];
    expect(listed.find((row) => row.email === email)?.passwordSet).toBe(true);
  });
});

describe('POST /api/users/:id/invitation (resend)', () => {
  it('makes a new link and spends the earlier one', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const first = await invite(owner, unique('resend'));
    const response = await resend(owner, first.user.id);
    expect(response.statusCode).toBe(200);
    const again = passwordLinkDeliverySchema.parse(response.json());
    expect(again).toEqual({ emailSent: false, link: expect.stringContaining('/set-password?token=') });
    expect(again.link).not.toBe(first.link);

    const old = await setPassword(first.link, 'old-link-password');
    expect(old.statusCode).toBe(400);
    expect(old.json().error).toMatch(/^This link has already been used/);
    expect((await setPassword(again.link, 'new-link-password')).statusCode).toBe(204);
  });

  it('is refused with 409 once the user has set a password', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const response = await resend(owner, await ctx.userIdOf('staff@acme.test'));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('This user has already set a password. Make a reset link instead.');
  });

  it('is for admins of the same tenant only: a USER gets 403, another tenant’s admin 404', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const { user } = await invite(owner, unique('reach'));
    const staff = await ctx.signedIn('staff@acme.test');
    expect((await resend(staff, user.id)).statusCode).toBe(403);
    expect((await resetLink(staff, user.id)).statusCode).toBe(403);
    const bluewave = await ctx.signedIn('admin@bluewave.test');
    expect((await resend(bluewave, user.id)).statusCode).toBe(404);
    expect((await resetLink(bluewave, user.id)).statusCode).toBe(404);
    const anonymous = await freshBrowser();
    expect((await resend(anonymous, user.id)).statusCode).toBe(401);

    const superAdmin = await ctx.signedIn('super@quotedesk.test');
    expect((await resend(superAdmin, user.id)).statusCode).toBe(200);
    expect((await resetLink(superAdmin, user.id)).statusCode).toBe(201);
  });
});

describe('POST /api/users/:id/password-reset-link', () => {
  it('hands the admin a one-hour link that sets a new password, once, and ends the user’s sessions', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const email = unique('reset');
    const invited = await invite(owner, email);
    expect((await setPassword(invited.link, 'forgotten-password')).statusCode).toBe(204);
    const userSession = await freshBrowser();
    expect((await userSession.signIn(email, 'forgotten-password')).statusCode).toBe(200);

    const response = await resetLink(owner, invited.user.id);
    expect(response.statusCode).toBe(201);
    const { link } = passwordResetLinkSchema.parse(response.json());
    expect(link).toMatch(/^https:\/\/app\.quotedesk\.test\/reset-password\?token=[\w-]{43}$/);
    const [stored] = await ctx.db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.tokenHash, hashPasswordToken(tokenOf(link))));
    expect(stored?.purpose).toBe('reset');
    const ttlMinutes = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(ttlMinutes).toBeGreaterThan(59.9);
    expect(ttlMinutes).toBeLessThanOrEqual(60);

    expect((await setPassword(link, 'remembered-password')).statusCode).toBe(204);
    expect((await userSession.get('/api/session/current')).statusCode).toBe(401);
    expect((await (await freshBrowser()).signIn(email, 'forgotten-password')).statusCode).toBe(401);
    expect((await (await freshBrowser()).signIn(email, 'remembered-password')).statusCode).toBe(200);

    const reused = await setPassword(link, 'third-password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe(
      'This link has already been used. Sign in with your password, or ask for a new link with "Forgot password?".',
    );
  });

  it('refuses an expired reset link with a way to a new one', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const staffId = await ctx.userIdOf('staff@acme.test');
    const { link } = passwordResetLinkSchema.parse((await resetLink(owner, staffId)).json());
    await ctx.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.userId, staffId));
    const response = await setPassword(link, 'too-late-password');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'This link has expired. Ask for a new one with "Forgot password?" on the sign-in page.',
    );
  });

  it('lets only a super admin hand out links to a super admin', async () => {
    const superAdmin = await ctx.signedIn('super@quotedesk.test');
    const hqTenantId = await ctx.tenantIdOf('super@quotedesk.test');
    const email = unique('hq-admin');
    const { link } = await invite(superAdmin, email, { role: 'TENANT_ADMIN', tenantId: hqTenantId });
    expect((await setPassword(link, 'hq-admin-password')).statusCode).toBe(204);
    const hqAdmin = await freshBrowser();
    await hqAdmin.signIn(email, 'hq-admin-password');

    const superId = await ctx.userIdOf('super@quotedesk.test');
    const refused = await resetLink(hqAdmin, superId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Only a super admin may change a super admin');
    expect((await resend(hqAdmin, superId)).statusCode).toBe(403);
  });
});

describe('changing the email of an invited user', () => {
  it('sends a new invitation to the new address and spends the old link', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const first = await invite(owner, 'typo@acme.cmo');
    const response = await owner.request({
      method: 'PUT',
      url: `/api/users/${first.user.id}`,
      payload: { email: 'typo@acme.test' },
    });
    expect(response.statusCode).toBe(200);
    const updated = updateUserResponseSchema.parse(response.json());
    expect(updated.email).toBe('typo@acme.test');
    expect(updated.invitation).toEqual({ emailSent: false, link: expect.stringContaining('/set-password') });
    expect((await setPassword(first.link, 'old-address-pw')).statusCode).toBe(400);
    expect((await setPassword(updated.invitation?.link ?? null, 'new-address-pw')).statusCode).toBe(204);
  });

  it('sends nothing for a user who has a password, or when the email stays', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const staffId = await ctx.userIdOf('staff@acme.test');
    const renamed = await owner.request({
      method: 'PUT',
      url: `/api/users/${staffId}`,
      payload: { email: 'Staff@Acme.test', name: 'Steve Staff' },
    });
    expect(renamed.json()).not.toHaveProperty('invitation');
    const { user } = await invite(owner, unique('same'));
    const sameEmail = await owner.request({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { name: 'Renamed Invitee', email: user.email },
    });
    expect(sameEmail.json()).not.toHaveProperty('invitation');
  });
});

describe('POST /api/auth/forgot-password without mail', () => {
  it('says the mail is not set up, and makes no link, whether or not the account exists', async () => {
    const browser = await freshBrowser();
    const staffId = await ctx.userIdOf('staff@acme.test');
    await ctx.db.delete(passwordTokens).where(eq(passwordTokens.userId, staffId));
    for (const email of ['staff@acme.test', 'nobody@acme.test']) {
      const response = await browser.request({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
      });
      expect(response.statusCode).toBe(202);
      expect(forgotPasswordResponseSchema.parse(response.json())).toEqual({ mailConfigured: false });
    }
    expect(await ctx.db.select().from(passwordTokens).where(eq(passwordTokens.userId, staffId))).toEqual([]);
    const [staff] = await ctx.db.select().from(users).where(eq(users.id, staffId));
    expect(staff?.passwordHash).not.toBeNull();
  });

  it('refuses a bad email with 400 and a call without the XSRF header with 403', async () => {
    const browser = await freshBrowser();
    const bad = await browser.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'not-an-address' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'email: Enter a valid email address' });
    const noXsrf = await browser.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'staff@acme.test' },
      xsrf: false,
    });
    expect(noXsrf.statusCode).toBe(403);
  });
});
