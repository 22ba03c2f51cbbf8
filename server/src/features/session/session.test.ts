import { currentSessionSchema } from 'shared-api/contract';
import { createTestContext, SETUP_TIMEOUT_MS, TestBrowser, type TestContext } from '../../testing/app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

describe('GET /api/session/current', () => {
  it('describes the signed-in user and their tenant', async () => {
    const browser = new TestBrowser(ctx.app);
    const login = (await browser.signIn('staff@acme.test')).json();

    const response = await browser.get('/api/session/current');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(currentSessionSchema.strict().parse(response.json())).toEqual({
      tenantId: login.tenant.id,
      tenantName: 'Acme Plumbing',
      userId: login.user.id,
      userName: login.user.name,
      userEmail: 'staff@acme.test',
      role: 'USER',
      viewingAsSupport: false,
    });
  });

  it('answers 401 when not signed in', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/session/current' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Not signed in' });
  });
});
