import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  let now = 0;
  const throttle = () => new LoginThrottle(3, 10_000, () => now);

  beforeEach(() => {
    now = 1_000_000;
  });

  it('allows attempts until the limit of failures, then asks to wait for the rest of the window', () => {
    const limiter = throttle();
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfterSeconds('ip|a@b.c')).toBe(0);
      limiter.recordFailure('ip|a@b.c');
      now += 1000;
    }
    expect(limiter.retryAfterSeconds('ip|a@b.c')).toBe(7);
    expect(limiter.retryAfterSeconds('ip|other@b.c')).toBe(0);
  });

  it('forgets failures once the window has passed', () => {
    const limiter = throttle();
    for (let i = 0; i < 3; i++) limiter.recordFailure('key');
    now += 10_000;
    expect(limiter.retryAfterSeconds('key')).toBe(0);
    limiter.recordFailure('key');
    expect(limiter.retryAfterSeconds('key')).toBe(0);
  });

  it('starts over after a reset', () => {
    const limiter = throttle();
    for (let i = 0; i < 3; i++) limiter.recordFailure('key');
    limiter.reset('key');
    expect(limiter.retryAfterSeconds('key')).toBe(0);
  });
});
