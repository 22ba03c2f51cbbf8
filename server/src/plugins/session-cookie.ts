import type { FastifyReply } from 'fastify';
import type { Config } from '../config';

/** The secret session token; the browser only ever sees the public `sessionId` in JSON. */
export const SESSION_COOKIE = 'qd_session';

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  cookieSecure: Config['cookieSecure'],
): void {
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, secure: cookieSecure, expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, cookieSecure: Config['cookieSecure']): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, secure: cookieSecure });
}
