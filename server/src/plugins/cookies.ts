import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/**
 * Cookie parsing and Set-Cookie writing. In-house rather than @fastify/cookie, whose `cookie` dependency
 * is ESM-only and loaded with a dynamic import() that jest's CommonJS sandbox cannot run.
 */

export interface CookieOptions {
  path?: string;
  expires?: Date;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

declare module 'fastify' {
  interface FastifyRequest {
    cookies: Record<string, string>;
  }
  interface FastifyReply {
    setCookie(name: string, value: string, options?: CookieOptions): FastifyReply;
    clearCookie(name: string, options?: CookieOptions): FastifyReply;
  }
}

/** The secret session token; the browser only ever sees the public `sessionId` in JSON. */
export const SESSION_COOKIE = 'qd_session';

export function parseCookieHeader(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 1) continue;
    const name = pair.slice(0, separator).trim();
    if (name in cookies) continue; // the first (most specific path) wins
    cookies[name] = decode(
      pair
        .slice(separator + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1'),
    );
  }
  return cookies;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  return parts.join('; ');
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export const cookieSupport = fp(
  async (app) => {
    app.decorateRequest('cookies', null as unknown as Record<string, string>);
    app.addHook('onRequest', async (request) => {
      request.cookies = parseCookieHeader(request.headers.cookie);
    });
    app.decorateReply(
      'setCookie',
      function (this: FastifyReply, name: string, value: string, options?: CookieOptions) {
        const existing = this.getHeader('set-cookie') ?? [];
        const previous = Array.isArray(existing) ? existing : [String(existing)];
        return this.header('set-cookie', [...previous, serializeCookie(name, value, options)]);
      },
    );
    app.decorateReply('clearCookie', function (this: FastifyReply, name: string, options?: CookieOptions) {
      return this.setCookie(name, '', { ...options, expires: new Date(0) });
    });
  },
  { name: 'cookies' },
);

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
    httpOnly: true,
    secure: isSecureRequest(request, cookieSecure),
    expires: expiresAt,
  });
}

export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  cookieSecure: Config['cookieSecure'],
): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, secure: isSecureRequest(request, cookieSecure) });
}
