import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor } from './cache-control';

const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export interface SendFileOptions {
  /** Serve a `.br`/`.gz` sibling written by the build when the browser accepts that encoding. */
  precompressed: boolean;
}

/**
 * Streams `filePath` (relative, URL-decoded) from `root`, looking it up on disk on every request.
 * Resolves false when there is no such file, so the caller can fall through to its not-found handling.
 * @fastify/send rejects paths that climb out of `root` and ignores dotfiles.
 */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  filePath: string,
  { precompressed }: SendFileOptions,
): Promise<boolean> {
  if (filePath === '' || filePath.endsWith('/')) return false; // folders are never listed
  const candidates = precompressed ? acceptedPrecompressed(request.headers['accept-encoding']) : [];
  for (const { encoding, suffix } of [...candidates, { encoding: undefined, suffix: '' }]) {
    const result = await send(request.raw, encodeURI(`/${filePath}${suffix}`), {
      root,
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
    });
    if (result.type === 'directory' || (result.type === 'error' && result.statusCode === 404)) continue;
    if (result.type === 'error') {
      await reply.code(result.statusCode).send({ error: result.metadata.error.message });
      return true;
    }
    reply.code(result.statusCode).headers(result.headers);
    reply.header('Cache-Control', cacheControlFor(filePath));
    if (precompressed) reply.header('Vary', 'Accept-Encoding');
    if (encoding && result.statusCode !== 304) {
      reply.header('Content-Type', contentTypeOf(filePath));
      reply.header('Content-Encoding', encoding);
    }
    await reply.send(result.stream);
    return true;
  }
  return false;
}

function acceptedPrecompressed(header: string | undefined) {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name?.trim().toLowerCase()),
  );
  return PRECOMPRESSED.filter(({ encoding }) => accepted.has(encoding) || accepted.has('*'));
}

function contentTypeOf(filePath: string): string {
  const type = send.mime.getType(filePath) ?? 'application/octet-stream';
  return send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}
