interface Attempts {
  failures: number;
  windowEndsAt: number;
}

const SWEEP_THRESHOLD = 10_000;

/**
 * Counts failed sign-ins per key (IP + email) in a fixed window that opens at the first failure.
 * In memory: one server process; a restart forgets the counts, which only eases the limit briefly.
 */
export class LoginThrottle {
  private readonly attempts = new Map<string, Attempts>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait before another attempt is allowed; 0 when allowed now. */
  retryAfterSeconds(key: string): number {
    const entry = this.current(key);
    if (!entry || entry.failures < this.maxFailures) return 0;
    return Math.max(1, Math.ceil((entry.windowEndsAt - this.now()) / 1000));
  }

  recordFailure(key: string): void {
    const entry = this.current(key);
    if (entry) {
      entry.failures += 1;
      return;
    }
    if (this.attempts.size >= SWEEP_THRESHOLD) this.sweep();
    this.attempts.set(key, { failures: 1, windowEndsAt: this.now() + this.windowMs });
  }

  reset(key: string): void {
    this.attempts.delete(key);
  }

  private current(key: string): Attempts | undefined {
    const entry = this.attempts.get(key);
    if (entry && entry.windowEndsAt <= this.now()) {
      this.attempts.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.attempts) {
      if (entry.windowEndsAt <= now) this.attempts.delete(key);
    }
  }
}
