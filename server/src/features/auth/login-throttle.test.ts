import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { loginFailures } from '../../db/schema';
import { createTestContext, SETUP_TIMEOUT_MS, TestBrowser, type TestContext } from '../../testing/app';
import { LoginThrottle, throttleKey } from './login-throttle';

let ctx: TestContext;
let throttle: LoginThrottle;

beforeAll(async () => {
  ctx = await createTestContext({ loginMaxFailures: 3, loginWindowMs: 10_000 });
  throttle = new LoginThrottle(ctx.db, 3, 10_000);
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

/** Moves a key's window into the past, as if its time had run out. */
const expire = (key: string) =>
  ctx.db
    .update(loginFailures)
    .set({ windowEndsAt: sql`now() - interval '1 second'` })
    .where(eq(loginFailures.key, key));

describe('LoginThrottle', () => {
  it('allows attempts until the limit of failures, then asks to wait for the rest of the window', async () => {
    const key = throttleKey('10.0.0.1', 'a@b.c');
    for (let i = 0; i < 3; i++) {
      expect(await throttle.retryAfterSeconds(key)).toBe(0);
      await throttle.recordFailure(key);
    }
    const wait = await throttle.retryAfterSeconds(key);
    expect(wait).toBeGreaterThanOrEqual(9);
    expect(wait).toBeLessThanOrEqual(10);
    expect(await throttle.retryAfterSeconds(throttleKey('10.0.0.1', 'other@b.c'))).toBe(0);
  });

  it('counts failures that race on many connections exactly', async () => {
    const key = throttleKey('10.0.0.2', 'race@b.c');
    await Promise.all(Array.from({ length: 25 }, () => throttle.recordFailure(key)));
    const [row] = await ctx.db.select().from(loginFailures).where(eq(loginFailures.key, key));
    expect(row?.failures).toBe(25);
  });

  it('opens a new window once the old one has passed', async () => {
    const key = throttleKey('10.0.0.3', 'later@b.c');
    for (let i = 0; i < 3; i++) await throttle.recordFailure(key);
    await expire(key);
    expect(await throttle.retryAfterSeconds(key)).toBe(0);
    await throttle.recordFailure(key);
    const [row] = await ctx.db.select().from(loginFailures).where(eq(loginFailures.key, key));
    expect(row?.failures).toBe(1);
  });

  it('starts over after a reset', async () => {
    const key = throttleKey('10.0.0.4', 'reset@b.c');
    for (let i = 0; i < 3; i++) await throttle.recordFailure(key);
    await throttle.reset(key);
    expect(await throttle.retryAfterSeconds(key)).toBe(0);
  });

  it('keeps no address or email in clear', async () => {
    const key = throttleKey('192.0.2.7', 'Someone@Example.com');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).toBe(throttleKey('192.0.2.7', 'someone@example.com'));
  });
});

describe('the lock-out across server instances', () => {
  it('refuses on one instance the account that failed on another', async () => {
    const other = await buildApp({ database: ctx.database, config: ctx.config });
    try {
      const onFirst = new TestBrowser(ctx.app);
      for (let i = 0; i < 3; i++) {
        expect((await onFirst.signIn('staff@acme.test', 'guess')).statusCode).toBe(401);
      }
      const onSecond = new TestBrowser(other);
      expect((await onSecond.signIn('staff@acme.test')).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
