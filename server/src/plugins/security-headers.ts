import { randomFillSync } from 'node:crypto';
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
const NONCE_BYTES = 16;
/** Nonces are cut from a block of random bytes refilled when used up: one system call per 256 answers, not one each. */
const NONCES_PER_FILL = 256;
const randomBlock = Buffer.alloc(NONCE_BYTES * NONCES_PER_FILL);
let nextNonce = NONCES_PER_FILL;

function freshNonce(): string {
  if (nextNonce === NONCES_PER_FILL) {
    randomFillSync(randomBlock);
    nextNonce = 0;
  }
  const start = nextNonce * NONCE_BYTES;
  nextNonce += 1;
  return randomBlock.toString('base64', start, start + NONCE_BYTES);
}

/** Stands for the nonce in the policy built once; each answer's directives put its own nonce in its place. */
const NONCE_MARK = '\0nonce\0';

/**
 * Security headers on every response (helmet): the app's CSP with a fresh nonce per response, nosniff, a
 * strict referrer policy, no framing, and HSTS when the request came over TLS (directly or via the proxy).
 */
export const securityHeaders = fp<{ otherOrigins: string[] }>(
  async (app, { otherOrigins }) => {
    // Before helmet's own hook, which reads the nonce while it writes the policy.
    app.addHook('onRequest', async (_request, reply) => {
      nonces.set(reply.raw, freshNonce());
    });
    // The policy is built once; per answer only the nonce is put in (the directives that carry one).
    const policy = contentSecurityPolicy(NONCE_MARK, otherOrigins);
    const directives = Object.fromEntries(
      Object.entries(policy).map(([name, sources]) => {
        const value = sources.join(' ');
        if (!value.includes(NONCE_MARK)) return [name, sources];
        return [name, [(_request: unknown, response: ServerResponse) => withNonce(value, response)]];
      }),
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

const withNonce = (directive: string, response: ServerResponse) =>
  directive.replace(NONCE_MARK, nonces.get(response) ?? '');
