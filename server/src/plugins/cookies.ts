import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** The secret session token; the browser only ever sees the public `sessionId` in JSON. */
export const SESSION_COOKIE = 'qd_session';

/** Secure when configured, or in 'auto' mode when the request arrived over https. */
export function isSecureRequest(request: FastifyRequest, cookieSecure: Config['cookieSecure']): boolean {
  return cookieSecure === 'auto' ? request.protocol === 'https' : cookieSecure;
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  cookieSecure: Config['cookieSecure'],
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request, cookieSecure),
    expires: expiresAt,
  });
}

export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  cookieSecure: Config['cookieSecure'],
): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request, cookieSecure),
  });
}
