import { eq, sql } from 'drizzle-orm';
import { StartupError } from '../config';
import { tenants, users } from '../db/schema';
import { createTestContext, SETUP_TIMEOUT_MS, TestBrowser, type TestContext } from '../testing/app';
import { adminAccountFrom, createAdmin, DEFAULT_ADMIN_TENANT } from './create-admin';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({}, { seed: false });
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

const STRONG = 'correct horse battery';

describe('adminAccountFrom', () => {
  it('reads the arguments, else the environment, with a name and the HQ tenant by default', () => {
    expect(adminAccountFrom(['--email', ' Ops@Example.com ', '--password', STRONG], {})).toEqual({
      email: 'ops@example.com',
      password: STRONG,
      name: 'Administrator',
      tenant: DEFAULT_ADMIN_TENANT,
    });
    expect(
      adminAccountFrom(['--name', 'Olga Ops'], {
        ADMIN_EMAIL: 'olga@example.com',
        ADMIN_PASSWORD: STRONG,
        ADMIN_TENANT: 'Head Office',
      }),
    ).toEqual({ email: 'olga@example.com', password: STRONG, name: 'Olga Ops', tenant: 'Head Office' });
  });

  it('refuses missing or malformed input with the usage', () => {
    expect(() => adminAccountFrom(['--email', 'ops@example.com'], {})).toThrow(
      /An email and a password are required\. Usage: npm run create-admin/,
    );
    expect(() => adminAccountFrom(['--email', 'not-an-email', '--password', STRONG], {})).toThrow(
      'email: Enter a valid email address',
    );
    expect(() => adminAccountFrom(['--mail', 'x'], {})).toThrow(StartupError);
  });
});

describe('createAdmin', () => {
  it('makes a super admin in the HQ tenant, who signs in with the given password', async () => {
    const created = await createAdmin(ctx.db, {
      email: 'first@example.com',
      password: STRONG,
      name: 'First Admin',
      tenant: DEFAULT_ADMIN_TENANT,
    });
    expect(created.tenantCreated).toBe(true);
    const [tenant] = await ctx.db.select().from(tenants).where(eq(tenants.id, created.tenantId));
    expect(tenant?.name).toBe(DEFAULT_ADMIN_TENANT);

    const browser = new TestBrowser(ctx.app);
    expect((await browser.signIn('first@example.com', STRONG)).statusCode).toBe(200);
    const session = (await browser.get('/api/session/current')).json();
    expect(session).toMatchObject({ role: 'SUPER_ADMIN', tenantId: created.tenantId });
  });

  it('joins the existing tenant of that name', async () => {
    const second = {
      email: 'second@example.com',
      password: STRONG,
      name: 'Second',
      tenant: DEFAULT_ADMIN_TENANT,
    };
    const created = await createAdmin(ctx.db, second);
    expect(created.tenantCreated).toBe(false);
    expect(await ctx.db.select().from(tenants).where(eq(tenants.name, DEFAULT_ADMIN_TENANT))).toHaveLength(1);
  });

  it('refuses an email that exists (in any letter case) and changes nothing', async () => {
    const before = await userCount();
    const again = { email: 'first@example.com', password: STRONG, name: 'Again', tenant: 'Elsewhere' };
    await expect(createAdmin(ctx.db, again)).rejects.toThrow(
      new StartupError('A user with the email first@example.com already exists'),
    );
    expect(await userCount()).toBe(before);
    expect(await ctx.db.select().from(tenants).where(eq(tenants.name, 'Elsewhere'))).toHaveLength(0);
  });

  it.each([
    ['short1234', 'use at least 10 characters'],
    ['aaaaabbbbbaaaaa', 'it repeats the same few characters'],
    ['my-weakling-2024', 'it contains the email address'],
  ])('refuses the weak password %p: %s', async (password, reason) => {
    const account = { email: 'weakling@example.com', password, name: 'Weak', tenant: DEFAULT_ADMIN_TENANT };
    await expect(createAdmin(ctx.db, account)).rejects.toThrow(`The password is too weak: ${reason}`);
    expect(await ctx.db.select().from(users).where(eq(users.email, 'weakling@example.com'))).toHaveLength(0);
  });
});

async function userCount(): Promise<number> {
  const [row] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}
