import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { cspNonce } from '../plugins/security-headers';
import { cacheControlFor, IMMUTABLE, NO_CACHE, PRIVATE_PAGE } from './cache-control';
import { dataPreloadLinks, pageSession } from './data-hints';
import { FIRST_PAINT_PLACEHOLDER, firstPaint } from './first-paint';
import { remotePreloadLinks } from './remote-hints';
import { REMOTE_NAMES, runtimeConfig } from './remotes';

const shellDist = (config: Config) => path.join(config.webRoot, 'shell', 'dist');
const remoteDist = (config: Config, name: string) => path.join(config.webRoot, `mfe-${name}`, 'dist');

/**
 * How every build folder is served: each file looked up on disk per request (wildcard route), its `.br`/`.gz`
 * sibling written by the build sent when the browser accepts it, dotfiles hidden, folders never listed or
 * indexed (404), and our own Cache-Control. A folder that does not exist yet only means 404s, so no warning.
 */
const BUILD_FOLDER = {
  wildcard: true,
  preCompressed: true,
  index: false,
  dotfiles: 'ignore',
  cacheControl: false,
  allowedPath: (pathname) => !pathname.endsWith('/'),
  setHeaders: (reply, file) => reply.header('Cache-Control', cacheControlFor(file)),
  // The app serves files only through these routes, never with reply.sendFile.
  decorateReply: false,
  suppressWarning: true,
} satisfies Partial<FastifyStaticOptions>;

/**
 * The built front ends from the same process: the shell at `/`, each remote at `/mfe/<name>/`. Files are
 * looked up on disk per request, so swapping a remote's dist folder takes effect with no restart; a missing
 * build only means 404s.
 */
export const webRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  // After @fastify/cookie's own onSend (registered before this scope) has written the cookies.
  app.addHook('onSend', async (_request, reply) => {
    // A response any shared cache may keep must not carry this browser's XSRF token to others.
    if (reply.getHeader('cache-control') === IMMUTABLE) reply.removeHeader('set-cookie');
  });

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return runtimeConfig(config);
  });

  // The shell's page is a template (CSP nonce, preload hints), never sent as the file it is.
  for (const url of ['/', '/index.html']) {
    app.get(url, (request, reply) => sendShellIndex(request, reply, config));
  }
  await app.register(fastifyStatic, {
    ...BUILD_FOLDER,
    root: shellDist(config),
    prefix: '/',
  });

  // Each remote's build at /mfe/<name>/; any other /mfe/ path is not found (never one of the shell's files).
  await app.register(async (remotes) => {
    // A shell on another origin may load a remote (nginx sends the same): allow it for these paths only.
    remotes.addHook('onRequest', async (_request, reply) => {
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    });
    remotes.route({
      method: ['GET', 'HEAD'],
      url: '/mfe/*',
      handler: (_request, reply) => reply.callNotFound(),
    });
    for (const name of REMOTE_NAMES) {
      await remotes.register(fastifyStatic, {
        ...BUILD_FOLDER,
        root: remoteDist(config, name),
        prefix: `/mfe/${name}/`,
      });
    }
  });
};

const NOT_SPA_PREFIXES = ['/api/', '/mfe/', '/uploads/'];

/** Client-side routes (`/login`, `/customers/42`…) are page navigations the shell's router answers. */
export function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname === '/api' || NOT_SPA_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  return request.headers.accept?.includes('text/html') ?? false;
}

/** Where the shell's index.html wants this response's CSP nonce (nginx substitutes the same text). */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

export async function sendShellIndex(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
): Promise<FastifyReply> {
  let html: string;
  try {
    html = await readFile(path.join(shellDist(config), 'index.html'), 'utf8');
  } catch {
    return reply.code(404).type('text/plain; charset=utf-8').send('The web app has not been built yet.');
  }
  const pathname = request.url.split('?')[0] ?? '';
  const session = await pageSession(request, config);
  const [code, painted] = await Promise.all([
    remotePreloadLinks(config, pathname, html),
    firstPaint(request, session, pathname),
  ]);
  const preload = [...dataPreloadLinks(session, pathname), ...(code ? [code] : [])].join(', ');
  if (preload) reply.header('Link', preload);
  return reply
    .header('Cache-Control', painted ? PRIVATE_PAGE : NO_CACHE)
    .type('text/html; charset=utf-8')
    .send(
      html
        .replaceAll(CSP_NONCE_PLACEHOLDER, cspNonce(reply))
        // A function: the user's text is written as it is, never read for `$&`-style patterns (nor for the nonce's).
        .replace(FIRST_PAINT_PLACEHOLDER, () => painted),
    );
}
