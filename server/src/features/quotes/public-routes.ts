import type { FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_QUOTE_PATH } from 'shared-api/contract';
import { endpoint } from '../../plugins/endpoints';
import { HttpError } from '../../plugins/errors';
import type { ZodPlugin } from '../../plugins/validation';
import { enforceRateLimit, type RateLimit } from '../../shared/rate-limit';
import { publicQuotePdf } from './pdf-sources';
import {
  PAGE_SCRIPT,
  PAGE_SCRIPT_PATH,
  PAGE_STYLE,
  PAGE_STYLE_PATH,
  publicQuotePage,
  quoteNotFoundPage,
} from './public-page';
import { decidePublicQuote, viewPublicQuote } from './public-service';
import { sendPdf } from './routes';

/** Per client address: reading is cheap and frequent, answering rare. */
const READ_LIMIT: RateLimit = { action: 'public-quote-read', max: 60, windowSeconds: 60 };
const ANSWER_LIMIT: RateLimit = { action: 'public-quote-answer', max: 10, windowSeconds: 60 };

/**
 * The client's calls behind a quote's public link: no session, and no XSRF token (the token in the path is the
 * credential, and the answers are idempotent); rate-limited per address in PostgreSQL.
 */
export const publicQuoteRoutes: ZodPlugin = async (app) => {
  const limit = (request: FastifyRequest, rate: RateLimit) => enforceRateLimit(app.db, rate, request.ip);

  app.route({
    ...endpoint(app, 'getPublicQuote'),
    handler: async (request) => {
      await limit(request, READ_LIMIT);
      return viewPublicQuote(app.db, request.params.token);
    },
  });
  app.route({
    ...endpoint(app, 'getPublicQuotePdf'),
    handler: async (request, reply) => {
      await limit(request, READ_LIMIT);
      const { number, pdf } = await publicQuotePdf(app.db, request.params.token);
      return sendPdf(reply, number, pdf);
    },
  });
  for (const [name, decision] of [
    ['acceptPublicQuote', 'ACCEPTED'],
    ['declinePublicQuote', 'DECLINED'],
  ] as const) {
    app.route({
      ...endpoint(app, name),
      config: { xsrf: false },
      handler: async (request) => {
        await limit(request, ANSWER_LIMIT);
        return decidePublicQuote(app.db, request.params.token, decision, request.body?.comment);
      },
    });
  }
};

/** `/q/{token}`: the client's page, server-rendered (docs/architecture.md#public-quote-page). */
export const publicQuotePageRoutes: ZodPlugin = async (app) => {
  for (const [url, type, body] of [
    [PAGE_STYLE_PATH, 'text/css', PAGE_STYLE],
    [PAGE_SCRIPT_PATH, 'text/javascript', PAGE_SCRIPT],
  ] as const) {
    app.get(url, async (_request, reply) =>
      reply.type(type).header('Cache-Control', 'public, max-age=3600').send(body),
    );
  }
  app.get<{ Params: { token: string } }>(`${PUBLIC_QUOTE_PATH}:token`, async (request, reply) => {
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer').type('text/html');
    try {
      await enforceRateLimit(app.db, READ_LIMIT, request.ip);
      const quote = await viewPublicQuote(app.db, request.params.token);
      const pdfUrl = `/api/public/quotes/${encodeURIComponent(request.params.token)}/pdf`;
      return reply.send(publicQuotePage(quote, pdfUrl));
    } catch (error) {
      return notFoundOrThrow(reply, error);
    }
  });
};

function notFoundOrThrow(reply: FastifyReply, error: unknown) {
  if (error instanceof HttpError && error.statusCode === 404) {
    return reply.code(404).send(quoteNotFoundPage());
  }
  throw error;
}
