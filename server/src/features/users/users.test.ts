import { userSchema } from 'shared-api/contract';
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
