import { createHash } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { loginFailures } from '../../db/schema';

/** Expired rows are swept on about one failure in this many: a cheap bound on the table under an attack. */
const SWEEP_ONE_IN = 50;

/** Keys are hashed: the table holds no addresses in clear. Another action than sign-in counts apart. */
export const throttleKey = (ip: string, email: string, action?: 'password-reset') =>
  createHash('sha256')
    .update(`${action ? `${action}|` : ''}${ip}|${email.trim().toLowerCase()}`)
    .digest('hex');

/**
 * Counts failed sign-ins per key (IP + email) in a fixed window that opens at the first failure. In PostgreSQL,
 * with the database's clock, so every server instance counts the same failures and a lock-out holds on all.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds to wait before another attempt is allowed; 0 when allowed now. */
  async retryAfterSeconds(key: string): Promise<number> {
    const [entry] = await this.db
      .select({
        failures: loginFailures.failures,
        secondsLeft: sql<string>`extract(epoch from ${loginFailures.windowEndsAt} - now())`,
      })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gt(loginFailures.windowEndsAt, sql`now()`)));
    if (!entry || entry.failures < this.maxFailures) return 0;
    return Math.max(1, Math.ceil(Number(entry.secondsLeft)));
  }

  /** One atomic upsert: concurrent failures on any number of instances each count once. */
  async recordFailure(key: string): Promise<void> {
    const windowEnd = sql`now() + make_interval(secs => ${this.windowMs / 1000})`;
    const expired = sql`${loginFailures.windowEndsAt} <= now()`;
    await this.db
      .insert(loginFailures)
      .values({ key, failures: 1, windowEndsAt: windowEnd })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginFailures.failures} + 1 END`,
          windowEndsAt: sql`CASE WHEN ${expired} THEN excluded.window_ends_at ELSE ${loginFailures.windowEndsAt} END`,
        },
      });
    if (Math.random() * SWEEP_ONE_IN < 1) {
      await this.db.delete(loginFailures).where(lt(loginFailures.windowEndsAt, sql`now()`));
    }
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, key));
  }
}
