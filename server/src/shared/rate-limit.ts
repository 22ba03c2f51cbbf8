import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rateLimits } from '../db/schema';
import { HttpError } from '../plugins/errors';

/** Expired rows are swept on about one call in this many. */
const SWEEP_ONE_IN = 100;

export interface RateLimit {
  /** What is limited, e.g. 'public-quote-decision'. */
  action: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts a call of `action` from `address` in a fixed window (in PostgreSQL, so every instance counts the same
 * calls) and refuses it with 429 past the limit. Keys are hashed: the table holds no addresses in clear.
 */
export async function enforceRateLimit(db: Database, limit: RateLimit, address: string): Promise<void> {
  const key = createHash('sha256').update(`${limit.action}|${address}`).digest('hex');
  const expired = sql`${rateLimits.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, windowEndsAt: sql`now() + make_interval(secs => ${limit.windowSeconds})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${expired} THEN excluded.window_ends_at ELSE ${rateLimits.windowEndsAt} END`,
      },
    })
    .returning({ hits: rateLimits.hits });
  if (Math.random() * SWEEP_ONE_IN < 1)
    await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, sql`now()`));
  if ((row?.hits ?? 0) > limit.max) throw new HttpError(429, 'Too many requests: try again in a minute');
}
