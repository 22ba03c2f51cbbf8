import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';

/** An error whose message is safe to show: the handler answers `{ error: message }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, message);

/** The row a route reads back, or its 404 when it is gone (another request deleted it meanwhile). */
export function found<Row>(row: Row | null | undefined, message: string): Row {
  if (row === null || row === undefined) throw notFound(message);
  return row;
}
export const forbidden = (message: string) => new HttpError(403, message);
export const unauthorized = () => new HttpError(401, 'Not signed in');

/**
 * PostgreSQL's answers to values it cannot take (SQLSTATE → what the caller is told). They mean bad input that
 * slipped past validation (a NUL in a text, a malformed id in a cursor, a tenant that does not exist), never a
 * server fault, so they are 400/404 rather than 500.
 */
const DATABASE_INPUT_ERRORS: Record<string, [number, string]> = {
  '22P02': [400, 'Invalid value in the request'],
  '22007': [400, 'Invalid date in the request'],
  '22008': [400, 'Date out of range in the request'],
  '22021': [400, 'The request contains characters that cannot be stored'],
  '23503': [404, 'A referenced record does not exist'],
};

/** The SQLSTATE of a database error, whichever driver (pg, PGlite) and however drizzle wrapped it. */
function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Seconds a client waits before retrying while the database is out of reach: about a PostgreSQL restart. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Every failure leaves as `{ error: string }`; details of 5xx stay in the log. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ error: error.message });
    }
    const databaseAnswer = DATABASE_INPUT_ERRORS[sqlStateOf(error) ?? ''];
    if (databaseAnswer) {
      request.log.info({ err: error }, 'the database refused a value');
      return reply.code(databaseAnswer[0]).send({ error: databaseAnswer[1] });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database is unavailable');
      return reply
        .code(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: 'The database is unavailable. Please try again shortly.' });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.code(status).send({ error: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'Something went wrong. Please try again.' });
  });
}
