import { randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { XSRF_COOKIE, XSRF_HEADER } from 'shared-api/contract';
import type { Config } from '../config';
import { isApiKeyCall } from './auth';
import { forbidden } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false on routes called server to server with a bearer key (no cookies): nothing to forge. */
    xsrf?: boolean;
  }
  interface FastifyRequest {
    /** The XSRF token of this browser: from its cookie, or freshly issued with this response. */
    xsrfToken: string;
  }
}

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HEADER = XSRF_HEADER.toLowerCase();

/**
 * Double-submit XSRF protection: any response to a browser without the (script-readable) cookie issues
 * one, and every mutating request must echo it in the X-XSRF-TOKEN header. A cross-site page can make
 * the browser send the cookie but cannot read it to set the header.
 */
export const xsrfProtection = fp<{ cookieSecure: Config['cookieSecure'] }>(
  async (app, { cookieSecure }) => {
    app.decorateRequest('xsrfToken', '');
    app.addHook('onRequest', async (request, reply) => {
      // A call with an API key and no session cookie: no cookie a page could make the browser send, so nothing
      // to forge (the key's own check happens in the route's session hook). A cookie call is checked below.
      if (isApiKeyCall(request)) return;
      const cookieToken = request.cookies[XSRF_COOKIE];
      if (cookieToken) {
        request.xsrfToken = cookieToken;
      } else {
        request.xsrfToken = randomBytes(32).toString('base64url');
        reply.setCookie(XSRF_COOKIE, request.xsrfToken, { secure: cookieSecure });
      }
      if (request.routeOptions.config.xsrf === false) return;
      if (MUTATING_METHODS.has(request.method) && !tokensMatch(request.headers[HEADER], cookieToken)) {
        throw forbidden('Missing or invalid XSRF token');
      }
    });
  },
  { name: 'xsrf-protection', dependencies: ['@fastify/cookie'] },
);

function tokensMatch(header: string | string[] | undefined, cookie: string | undefined): boolean {
  if (typeof header !== 'string' || !cookie) return false;
  const a = Buffer.from(header);
  const b = Buffer.from(cookie);
  return a.length === b.length && timingSafeEqual(a, b);
}
