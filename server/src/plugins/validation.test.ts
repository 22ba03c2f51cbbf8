import { createTestContext, SETUP_TIMEOUT_MS, type TestBrowser, type TestContext } from '../testing/app';

let ctx: TestContext;
let owner: TestBrowser;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signedIn('owner@acme.test');
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

const customerCount = async () =>
  (await owner.get('/api/customers')).json<{ customers: unknown[] }>().customers.length;

describe('bounded input', () => {
  it('answers 400 naming the field for a string past its bound, and stores nothing', async () => {
    const before = await customerCount();
    const response = await owner.request({
      method: 'POST',
      url: '/api/customers',
      payload: { name: 'x'.repeat(200_000) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^name: /);
    expect(await customerCount()).toBe(before);
  });

  it('answers 413 for a body past the 1 MB limit before reading it', async () => {
    const response = await owner.request({
      method: 'POST',
      url: '/api/customers',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(10 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: expect.stringMatching(/too large/i) });
  });

  it('answers 400 for an id that is no uuid, and 404 for a path segment past 100 characters', async () => {
    const notAnId = await owner.get(`/api/customers/${'a'.repeat(40)}`);
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().error).toMatch(/Invalid customer id/);
    // The router matches no route for it (Fastify's maxParamLength): nothing past it runs.
    expect((await owner.get(`/api/customers/${'a'.repeat(5000)}`)).statusCode).toBe(404);
  });
});
