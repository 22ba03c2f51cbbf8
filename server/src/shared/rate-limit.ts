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

export interface WindowCount {
  /** Calls in the current window, this one included. */
  hits: number;
  /** Until the window ends. */
  msLeft: number;
}

/**
 * Counts one call under `key` in a fixed window of `windowMs` (in PostgreSQL, so every instance counts the same
 * calls). Keys are hashed: the table holds no addresses, sessions or API keys in clear.
 */
export async function countCall(db: Database, key: string, windowMs: number): Promise<WindowCount> {
  const hashed = createHash('sha256').update(key).digest('hex');
  const expired = sql`${rateLimits.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: hashed, hits: 1, windowEndsAt: sql`now() + make_interval(secs => ${windowMs / 1000})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${expired} THEN excluded.window_ends_at ELSE ${rateLimits.windowEndsAt} END`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      msLeft: sql<number>`ceil(extract(epoch from ${rateLimits.windowEndsAt} - now()) * 1000)::int`,
    });
  if (Math.random() * SWEEP_ONE_IN < 1)
    await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, sql`now()`));
  return { hits: row?.hits ?? 1, msLeft: Math.max(0, row?.msLeft ?? windowMs) };
}

/** Counts a call of `action` from `address` and refuses it with 429 past the limit. */
export async function enforceRateLimit(db: Database, limit: RateLimit, address: string): Promise<void> {
  const { hits } = await countCall(db, `${limit.action}|${address}`, limit.windowSeconds * 1000);
  if (hits > limit.max) throw new HttpError(429, 'Too many requests: try again in a minute');
}
