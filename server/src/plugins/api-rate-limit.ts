import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { countCall } from '../shared/rate-limit';
import { API_PREFIX } from './endpoints';
import { HttpError } from './errors';

/** One minute: the window the limit is counted in, and the longest a refused caller waits. */
export const API_RATE_WINDOW_MS = 60_000;

/** Not counted: the load balancer's probe. */
export const UNCOUNTED_PATHS: ReadonlySet<string> = new Set([`${API_PREFIX}/health`]);

/**
 * Who a call is counted against: its session (once the route's hook has found it valid: a made-up cookie buys
 * no fresh count) or its API key (`api-key:<id>` as the session), else the bearer key it carries (inbound
 * providers, or a key not yet checked), else its address. A signed-in user on a
 * shared office address is not limited by their colleagues.
 */
function callerOf(request: FastifyRequest): string {
  if (request.auth) return `api|session|${request.auth.sessionId}`;
  const bearer = /^Bearer\s+(\S+)/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer) return `api|key|${bearer}`;
  return `api|address|${request.ip}`;
}

/** @fastify/rate-limit's store, counting in PostgreSQL so every instance shares one count per caller. */
function postgresStore(db: Database) {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countCall(db, key, timeWindow).then(
        ({ hits, msLeft }) => callback(null, { current: hits, ttl: msLeft }),
        (error: Error) => callback(error),
      );
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/**
 * Every API call is counted per caller in a one-minute window shared by all instances; past `perMinute` it is
 * answered 429 with `Retry-After`. Every counted answer carries the IETF draft's `RateLimit-Limit`,
 * `RateLimit-Remaining` and `RateLimit-Reset` headers, so a client can pace itself before it is refused.
 */
export const apiRateLimit = fp<{ db: Database; perMinute: number }>(
  async (app, { db, perMinute }) => {
    await app.register(rateLimit, {
      global: true,
      max: perMinute,
      timeWindow: API_RATE_WINDOW_MS,
      store: postgresStore(db),
      keyGenerator: callerOf,
      // After the route's own onRequest hooks (the session check), before the body is read.
      hook: 'preParsing',
      allowList: (request) => !request.url.startsWith(`${API_PREFIX}/`) || UNCOUNTED_PATHS.has(request.url),
      enableDraftSpec: true,
      // A counter the database cannot update must not take the API down with it: the call goes on uncounted.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many requests: try again in ${Math.ceil(context.ttl / 1000)} seconds`),
    });
  },
  { name: 'api-rate-limit' },
);
