import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { contentSecurityPolicy } from './content-security-policy';

const nonces = new WeakMap<ServerResponse, string>();

/** This response's CSP nonce: the shell's HTML gives it to its inline script and to the app's style tags. */
export function cspNonce(reply: FastifyReply): string {
  return nonces.get(reply.raw) ?? '';
}

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Security headers on every response (helmet): the app's CSP with a fresh nonce per response, nosniff, a
 * strict referrer policy, no framing, and HSTS when the request came over TLS (directly or via the proxy).
 */
export const securityHeaders = fp<{ otherOrigins: string[] }>(
  async (app, { otherOrigins }) => {
    // Before helmet's own hook, which reads the nonce while it writes the policy.
    app.addHook('onRequest', async (_request, reply) => {
      nonces.set(reply.raw, randomBytes(16).toString('base64'));
    });
    const policy = contentSecurityPolicy('', otherOrigins);
    const directives = Object.fromEntries(
      Object.entries(policy).map(([name]) => [
        name,
        [(_request: unknown, response: ServerResponse) => directiveFor(name, response, otherOrigins)],
      ]),
    );
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives },
      // Remotes may be loaded by a shell on another origin (their routes relax it); nothing needs isolation.
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      strictTransportSecurity: false,
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') {
        reply.header('Strict-Transport-Security', `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
      }
    });
  },
  { name: 'security-headers' },
);

function directiveFor(name: string, response: ServerResponse, otherOrigins: string[]): string {
  return (contentSecurityPolicy(nonces.get(response) ?? '', otherOrigins)[name] ?? []).join(' ');
}
