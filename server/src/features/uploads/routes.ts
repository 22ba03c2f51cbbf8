import type { FastifyPluginAsync } from 'fastify';
import { readStoredFile } from '../../shared/stored-files';
import { IMMUTABLE } from '../../static/cache-control';

/**
 * `/uploads/<name>`: files kept in the database (tenant logos), from any instance. Names are never reused, so
 * an answer is cached for good; its ETag is the content's SHA-256.
 */
export const uploadRoutes: FastifyPluginAsync = async (app) => {
  app.route<{ Params: { name: string } }>({
    method: ['GET', 'HEAD'],
    url: '/uploads/:name',
    handler: async (request, reply) => {
      const file = await readStoredFile(app.db, request.params.name);
      if (!file) return reply.callNotFound();
      const etag = `"${file.sha256}"`;
      // Uploads are re-encoded images; a browser must never read one as anything else.
      reply
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', IMMUTABLE)
        .header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(file.contentType).send(file.content);
    },
  });
};
