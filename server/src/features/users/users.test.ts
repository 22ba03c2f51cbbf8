import { eq } from 'drizzle-orm';
import { createUserResponseSchema, userSchema } from 'shared-api/contract';
import { z } from 'zod';
import { aiPrompts, customers, sessions, users } from '../../db/schema';
import { hashPassword } from '../../shared/passwords';
import { createTestContext, SETUP_TIMEOUT_MS, TestBrowser, type TestContext } from '../../testing/app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

describe('GET /api/users/me', () => {
  it('returns the User of the contract with the theme mode and Gmail status', async () => {
    const browser = await ctx.signedIn('admin@bluewave.test');

    const response = await browser.get('/api/users/me');

    expect(response.statusCode).toBe(200);
    const user = userSchema.strict().parse(response.json());
    expect(user).toMatchObject({
      email: 'admin@bluewave.test',
      role: 'TENANT_ADMIN',
      tenantName: 'Bluewave Group',
      tenant: { id: user.tenantId, name: 'Bluewave Group' },
      themeMode: 'system',
      gmailAuthStatus: false,
      gmailEmail: null,
    });
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
  });

  it('answers 401 when not signed in', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(response.statusCode).toBe(401);
  });
});

describe('PATCH /api/users/me/theme', () => {
  it('stores the mode and returns it', async () => {
    const browser = await ctx.signedIn('staff@acme.test');

    const response = await browser.request({
      method: 'PATCH',
      url: '/api/users/me/theme',
      payload: { themeMode: 'dark' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ themeMode: 'dark' });
    expect((await browser.get('/api/users/me')).json().themeMode).toBe('dark');
  });

  it.each([{ themeMode: 'sepia' }, { themeMode: null }, {}])('rejects %j with 400', async (payload) => {
    const browser = await ctx.signedIn('owner@acme.test');
    const response = await browser.request({ method: 'PATCH', url: '/api/users/me/theme', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/themeMode/);
  });

  it('answers 401 when not signed in, before looking at the body', async () => {
    const browser = new TestBrowser(ctx.app);
    await browser.get('/api/auth/csrf');
    const response = await browser.request({ method: 'PATCH', url: '/api/users/me/theme', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

const userList = z.array(userSchema.strict());

async function addUser(browser: TestBrowser, payload: Record<string, unknown>) {
  return browser.request({ method: 'POST', url: '/api/users', payload });
}

async function created(browser: TestBrowser, payload: Record<string, unknown>) {
  const response = await addUser(browser, payload);
  expect(response.statusCode).toBe(201);
  return createUserResponseSchema.parse(response.json());
}

async function put(browser: TestBrowser, id: string, payload: Record<string, unknown>) {
  return browser.request({ method: 'PUT', url: `/api/users/${id}`, payload });
}

async function idOf(email: string) {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id as string;
}

describe('GET /api/users', () => {
  it("lists a tenant admin's own tenant by name when tenantId is absent", async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const list = userList.parse((await owner.get('/api/users')).json());
    const acmeId = await ctx.tenantIdOf('owner@acme.test');
    expect(list.map((u) => u.email)).toEqual(expect.arrayContaining(['owner@acme.test', 'staff@acme.test']));
    expect(list.every((u) => u.tenantId === acmeId && u.tenantName === 'Acme Plumbing')).toBe(true);
    const names = list.map((u) => u.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('lists every tenant for a super admin without tenantId, with tenant names', async () => {
    const superAdmin = await ctx.signedIn('super@quotedesk.test');
    const list = userList.parse((await superAdmin.get('/api/users')).json());
    expect(new Set(list.map((u) => u.tenantName))).toEqual(
      new Set(['QuoteDesk HQ', 'Acme Plumbing', 'Bluewave Group']),
    );
  });

  it('rejects a malformed tenant id with 400', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    expect((await owner.get('/api/users?tenantId=acme')).statusCode).toBe(400);
  });
});

describe('POST /api/users', () => {
  it('creates the user in the current tenant with no password yet; without SMTP emailSent is false', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const { user, emailSent } = await created(owner, {
      id: 'ignored',
      name: '  Nina New ',
      email: ' Nina.New@Acme.test ',
      role: 'USER',
    });
    expect(emailSent).toBe(false);
    expect(user).toMatchObject({
      name: 'Nina New',
      email: 'nina.new@acme.test',
      role: 'USER',
      tenantId: await ctx.tenantIdOf('owner@acme.test'),
      tenantName: 'Acme Plumbing',
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toBeNull();
    const browser = new TestBrowser(ctx.app);
    expect((await browser.signIn('nina.new@acme.test', 'demo1234')).statusCode).toBe(401);
  });

  it('refuses SUPER_ADMIN to a tenant admin and anything but TENANT_ADMIN to a super admin', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const ownerTry = await addUser(owner, { name: 'X', email: 'x1@acme.test', role: 'SUPER_ADMIN' });
    expect(ownerTry.statusCode).toBe(403);
    expect(ownerTry.json()).toEqual({ error: 'You may not assign the SUPER_ADMIN role' });

    const superAdmin = await ctx.signedIn('super@quotedesk.test');
    const bluewaveId = await ctx.tenantIdOf('admin@bluewave.test');
    for (const role of ['USER', 'SUPER_ADMIN']) {
      const response = await addUser(superAdmin, {
        name: 'X',
        email: 'x2@acme.test',
        role,
        tenantId: bluewaveId,
      });
      expect(response.statusCode).toBe(403);
    }
    const { user } = await created(superAdmin, {
      name: 'Blue Two',
      email: 'blue.two@bluewave.test',
      role: 'TENANT_ADMIN',
      tenantId: bluewaveId,
    });
    expect(user).toMatchObject({ tenantId: bluewaveId, tenantName: 'Bluewave Group', role: 'TENANT_ADMIN' });
  });

  it('answers 409 with a clear message for an email taken in any case, in any tenant', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const response = await addUser(owner, { name: 'Dup', email: 'ADMIN@Bluewave.test', role: 'USER' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'A user with this email already exists' });
  });

  it('answers 404 for an unknown tenant and 400 for bad input', async () => {
    const superAdmin = await ctx.signedIn('super@quotedesk.test');
    const unknown = await addUser(superAdmin, {
      name: 'X',
      email: 'x3@acme.test',
      role: 'TENANT_ADMIN',
      tenantId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const owner = await ctx.signedIn('owner@acme.test');
    for (const payload of [
      { name: 'X', email: 'not-an-email', role: 'USER' },
      { name: ' ', email: 'x4@acme.test', role: 'USER' },
      { name: 'X', email: 'x5@acme.test', role: 'ADMIN' },
    ]) {
      expect((await addUser(owner, payload)).statusCode).toBe(400);
    }
  });
});

describe('PUT /api/users/:id', () => {
  it('updates name, email and role, and the new role applies to the next request', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const { user } = await created(owner, { name: 'Pat', email: 'pat@acme.test', role: 'USER' });
    await ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword('secret-pat') })
      .where(eq(users.id, user.id));
    const pat = new TestBrowser(ctx.app);
    await pat.signIn('pat@acme.test', 'secret-pat');
    expect((await pat.get('/api/users')).statusCode).toBe(403);

    const response = await put(owner, user.id, {
      name: 'Pat Lee',
      email: 'Pat.Lee@acme.test',
      role: 'TENANT_ADMIN',
    });
    expect(response.statusCode).toBe(200);
    expect(userSchema.parse(response.json())).toMatchObject({
      name: 'Pat Lee',
      email: 'pat.lee@acme.test',
      role: 'TENANT_ADMIN',
    });
    // A role change ends the user's sessions; the next sign-in carries the new role.
    expect((await pat.get('/api/users')).statusCode).toBe(401);
    await pat.signIn('pat.lee@acme.test', 'secret-pat');
    expect((await pat.get('/api/users')).statusCode).toBe(200);
  });

  it('keeps anyone from changing their own role, but lets them edit their own name', async () => {
    for (const email of ['owner@acme.test', 'super@quotedesk.test']) {
      const browser = await ctx.signedIn(email);
      const id = await idOf(email);
      const demote = await put(browser, id, { role: email.startsWith('owner') ? 'USER' : 'TENANT_ADMIN' });
      expect(demote.statusCode).toBe(403);
      expect(demote.json()).toEqual({ error: 'You cannot change your own role' });
      const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
      expect((await put(browser, id, { name: row?.name, role: row?.role })).statusCode).toBe(200);
    }
  });

  it('lets a super admin assign only TENANT_ADMIN', async () => {
    const superAdmin = await ctx.signedIn('super@quotedesk.test');
    const staffId = await idOf('staff@acme.test');
    expect((await put(superAdmin, staffId, { name: 'Still staff', role: 'USER' })).statusCode).toBe(200);
    const other = await created(await ctx.signedIn('owner@acme.test'), {
      name: 'Admin to be',
      email: 'admin.tobe@acme.test',
      role: 'TENANT_ADMIN',
    });
    const demote = await put(superAdmin, other.user.id, { role: 'USER' });
    expect(demote.statusCode).toBe(403);
    expect(demote.json()).toEqual({ error: 'You may not assign the USER role' });
    expect((await put(superAdmin, staffId, { role: 'SUPER_ADMIN' })).statusCode).toBe(403);
  });

  it('answers 409 when the email belongs to someone else', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const response = await put(owner, await idOf('staff@acme.test'), { email: 'OWNER@acme.test' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'A user with this email already exists' });
  });

  it('never leaves a tenant without a tenant admin, even when two admins demote each other at once', async () => {
    const superAdmin = await ctx.signedIn('super@quotedesk.test');
    const tenantId = (await superAdmin.get('/api/tenants'))
      .json()
      .find((t: { name: string }) => t.name === 'QuoteDesk HQ').id;
    const accounts = [];
    for (const name of ['duo-a', 'duo-b']) {
      const [row] = await ctx.db
        .insert(users)
        .values({
          tenantId,
          name,
          email: `${name}@hq.test`,
          role: 'TENANT_ADMIN',
          passwordHash: await hashPassword('duo-secret'),
        })
        .returning();
      const browser = new TestBrowser(ctx.app);
      await browser.signIn(`${name}@hq.test`, 'duo-secret');
      accounts.push({ id: row?.id as string, browser });
    }
    const [a, b] = accounts as [(typeof accounts)[number], (typeof accounts)[number]];
    const results = await Promise.all([
      put(a.browser, b.id, { role: 'USER' }),
      put(b.browser, a.id, { role: 'USER' }),
    ]);
    expect(results.map((r) => r.statusCode).filter((status) => status === 200)).toHaveLength(1);
    // The loser was refused: as the last admin (409), as a user by then (403), or signed out by then (401: a new
    // role ends the account's sessions), depending on when its request read its session.
    const failure = results.find((r) => r.statusCode !== 200);
    expect([401, 403, 409]).toContain(failure?.statusCode);
    const admins = await ctx.db.select().from(users).where(eq(users.tenantId, tenantId));
    expect(admins.filter((u) => u.role === 'TENANT_ADMIN')).toHaveLength(1);
  });

  it("answers 404 for another tenant's user and 400 for a bad id", async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    expect((await put(owner, await idOf('admin@bluewave.test'), { name: 'Hijack' })).statusCode).toBe(404);
    expect((await put(owner, 'nope', { name: 'X' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/users/:id', () => {
  const remove = (browser: TestBrowser, id: string) =>
    browser.request({ method: 'DELETE', url: `/api/users/${id}` });

  it("ends the user's sessions and keeps their customers and AI logs with the tenant", async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const { user } = await created(owner, { name: 'Leaving', email: 'leaving@acme.test', role: 'USER' });
    await ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword('leaving-pw') })
      .where(eq(users.id, user.id));
    const leaving = new TestBrowser(ctx.app);
    await leaving.signIn('leaving@acme.test', 'leaving-pw');
    expect((await leaving.get('/api/session/current')).statusCode).toBe(200);
    const [customer] = await ctx.db
      .insert(customers)
      .values({ tenantId: user.tenantId, userId: user.id, name: 'Kept customer' })
      .returning();
    const [prompt] = await ctx.db
      .insert(aiPrompts)
      .values({ tenantId: user.tenantId, userId: user.id, content: 'kept', type: 'generate-quote' })
      .returning();

    expect((await remove(owner, user.id)).statusCode).toBe(204);

    expect((await leaving.get('/api/session/current')).statusCode).toBe(401);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const [keptCustomer] = await ctx.db
      .select()
      .from(customers)
      .where(eq(customers.id, customer?.id as string));
    expect(keptCustomer).toMatchObject({ tenantId: user.tenantId, userId: null });
    const [keptPrompt] = await ctx.db
      .select()
      .from(aiPrompts)
      .where(eq(aiPrompts.id, prompt?.id as string));
    expect(keptPrompt).toMatchObject({ tenantId: user.tenantId, userId: null });
    expect((await remove(owner, user.id)).statusCode).toBe(404);
  });

  it('refuses to delete oneself', async () => {
    for (const email of ['owner@acme.test', 'super@quotedesk.test']) {
      const response = await remove(await ctx.signedIn(email), await idOf(email));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'You cannot delete your own account' });
    }
  });

  it('refuses to delete the last tenant admin of a tenant', async () => {
    const superAdmin = await ctx.signedIn('super@quotedesk.test');
    const bluewaveId = await ctx.tenantIdOf('admin@bluewave.test');
    const admins = userList
      .parse((await superAdmin.get(`/api/users?tenantId=${bluewaveId}`)).json())
      .filter((u) => u.role === 'TENANT_ADMIN');
    for (const extra of admins.filter((u) => u.email !== 'admin@bluewave.test')) {
      expect((await remove(superAdmin, extra.id)).statusCode).toBe(204);
    }
    const response = await remove(superAdmin, await idOf('admin@bluewave.test'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'This is the last tenant admin of the tenant and cannot be deleted',
    });
  });
});
