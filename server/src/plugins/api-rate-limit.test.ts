import { createdApiKeySchema, routeOf } from 'shared-api/contract';
import { buildApp } from '../app';
import { createTestContext, SETUP_TIMEOUT_MS, TestBrowser, type TestContext } from '../testing/app';

const PER_MINUTE = 5;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ apiRateLimitPerMinute: PER_MINUTE });
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

let lastAddress = 0;

/** A browser signed in from an address of its own: calls before a session are counted by address. */
async function freshSession(email = 'owner@acme.test', app = ctx.app) {
  lastAddress += 1;
  const browser = new TestBrowser(app, `198.51.100.${lastAddress}`);
  expect((await browser.signIn(email)).statusCode).toBe(200);
  return browser;
}

describe('the API rate limit', () => {
  it('tells every counted answer how many calls are left and when the window resets', async () => {
    const owner = await freshSession();
    const first = await owner.get('/api/session/current');
    const second = await owner.get('/api/session/current');
    expect(first.statusCode).toBe(200);
    expect(first.headers['ratelimit-limit']).toBe(String(PER_MINUTE));
    expect(Number(first.headers['ratelimit-remaining'])).toBe(
      Number(second.headers['ratelimit-remaining']) + 1,
    );
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    expect(Number(first.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
  });

  it('counts calls before a session by address', async () => {
    const anonymous = new TestBrowser(ctx.app, '203.0.113.60');
    const statuses: number[] = [];
    for (let call = 0; call <= PER_MINUTE; call++)
      statuses.push((await anonymous.get('/api/auth/csrf')).statusCode);
    expect(statuses).toEqual([...Array(PER_MINUTE).fill(200), 429]);
    expect((await new TestBrowser(ctx.app, '203.0.113.61').get('/api/auth/csrf')).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After past the limit, and other callers are unaffected', async () => {
    const owner = await freshSession();
    const statuses: number[] = [];
    for (let call = 0; call < PER_MINUTE + 2; call++)
      statuses.push((await owner.get('/api/session/current')).statusCode);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);

    const refused = await owner.get('/api/session/current');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      error: expect.stringMatching(/^Too many requests: try again in \d+ seconds$/),
    });

    const colleague = await freshSession('staff@acme.test');
    expect((await colleague.get('/api/session/current')).statusCode).toBe(200);
  });

  it('counts a caller once across instances sharing the database', async () => {
    const second = await buildApp({ database: ctx.database, config: ctx.config });
    try {
      const owner = await freshSession();
      const onSecond = new TestBrowser(second, '198.51.100.200');
      for (const [name, value] of owner.cookies) onSecond.cookies.set(name, value);
      const remainingOnFirst = Number(
        (await owner.get('/api/session/current')).headers['ratelimit-remaining'],
      );
      const remainingOnSecond = Number(
        (await onSecond.get('/api/session/current')).headers['ratelimit-remaining'],
      );
      expect(remainingOnSecond).toBe(remainingOnFirst - 1);
    } finally {
      await second.close();
    }
  });

  it('leaves the health probe and anything outside the API uncounted', async () => {
    const anonymous = new TestBrowser(ctx.app, '203.0.113.50');
    for (let call = 0; call < PER_MINUTE + 2; call++) {
      const health = await anonymous.get('/api/health');
      expect(health.statusCode).toBe(200);
      expect(health.headers['ratelimit-limit']).toBeUndefined();
    }
    const page = await anonymous.get('/login');
    expect(page.statusCode).not.toBe(429);
    expect(page.headers['ratelimit-limit']).toBeUndefined();
  });

  it("refuses a burst of 1,000 calls from one API key past the product's limit, other keys unaffected", async () => {
    const PRODUCT_LIMIT = 600;
    const atProductLimit = await buildApp({
      database: ctx.database,
      config: { ...ctx.config, apiRateLimitPerMinute: PRODUCT_LIMIT },
    });
    try {
      const owner = await freshSession();
      const [bursting, other] = await Promise.all(
        ['Burst', 'Other'].map(async (name) => {
          const made = await owner.request({
            method: 'POST',
            url: '/api/api-keys',
            payload: { name, scopes: ['catalogs:read'] },
          });
          return createdApiKeySchema.parse(made.json()).secret;
        }),
      );
      const { path } = routeOf('listCatalogs');
      const call = (key: string | undefined) =>
        atProductLimit.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${key}` } });

      const burst = await Promise.all(Array.from({ length: 1000 }, () => call(bursting)));
      const refused = burst.filter((answer) => answer.statusCode === 429);
      expect(burst.filter((answer) => answer.statusCode === 200)).toHaveLength(PRODUCT_LIMIT);
      expect(refused).toHaveLength(1000 - PRODUCT_LIMIT);
      for (const answer of refused) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);

      expect((await call(other)).statusCode).toBe(200);
    } finally {
      await atProductLimit.close();
    }
  });
});
