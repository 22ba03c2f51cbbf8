/** Socket errors of a server that is down, restarting or out of reach. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs of a server that cannot serve now but will: connection exceptions (class 08), shutting down or
 * starting up (57P01–57P03), too many connections (53300).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** node-postgres reports a connection lost mid-query or a pool that waited too long with these, without a code. */
const LOST_CONNECTION_MESSAGES =
  /^Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

/**
 * True when a failure means the database is out of reach rather than the query being wrong, whichever driver
 * raised it and however drizzle wrapped it (as `cause`), so the request can be answered "try again shortly".
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Duck-typed: errors from node's sockets may come from another realm (a test VM), failing `instanceof Error`.
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    if (typeof message === 'string' && LOST_CONNECTION_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
