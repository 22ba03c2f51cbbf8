import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { QuoteSettings } from 'shared-api/contract';
import { tenants } from '../../db/schema';
import { resolveTenantId, tenantScope } from '../../plugins/auth';
import { endpoint } from '../../plugins/endpoints';
import type { ZodPlugin } from '../../plugins/validation';
import { sendExport } from '../../shared/exports/send-export';
import { appOrigin } from '../../shared/password-links';
import { decimalText } from '../../shared/quotes/amounts';
import type { LineCorrection, MadeCorrection } from '../../shared/quotes/corrections';
import { quoteSettingsOf } from '../../shared/quotes/settings';
import { lazySecretBox } from '../../shared/secret-box';
import { createQuote, deleteQuote, type Editor, updateQuote } from './editing';
import { QUOTE_EXPORT_COLUMNS, quoteExportPages } from './export';
import { staffQuotePdf } from './pdf-sources';
import { sendQuote } from './sending';
import { findQuote, listQuotes, readQuote } from './service';

/** Records an edit of an AI-proposed line as a correction the quote engine learns from (wired by the app). */
export type RecordCorrection = (correction: MadeCorrection) => Promise<unknown>;

const editorOf = (request: FastifyRequest): Editor => ({
  userId: request.auth.userId,
  tenantId: request.auth.tenantId,
  scope: tenantScope(request),
});

const optionalNumber = (value: string | null) => (value === null ? null : Number(value));

/** The staff's quote calls: any user of the tenant drafts, edits and sends; only its users see its quotes. */
export const quoteRoutes: ZodPlugin<{ recordCorrection: RecordCorrection }> = async (
  app,
  { recordCorrection },
) => {
  const secretBox = lazySecretBox(app.config);
  const origin = (request: FastifyRequest) => appOrigin(request, app.config);
  const detail = async (request: FastifyRequest, id: string) =>
    readQuote(app.db, tenantScope(request), id, { origin: origin(request), box: await secretBox() });

  app.route({
    ...endpoint(app, 'listQuotes'),
    handler: async (request) =>
      listQuotes(app.db, resolveTenantId(request, request.query.tenantId), request.query.customerId),
  });
  app.route({
    ...endpoint(app, 'createQuote'),
    handler: async (request, reply) => {
      const id = await createQuote(app.db, editorOf(request), request.body);
      return reply.code(201).send(await detail(request, id));
    },
  });
  app.route({
    ...endpoint(app, 'getQuote'),
    handler: async (request) => detail(request, request.params.id),
  });
  app.route({
    ...endpoint(app, 'updateQuote'),
    handler: async (request) => {
      const { id } = request.params;
      const edit = await updateQuote(app.db, editorOf(request), id, request.body);
      await recordCorrections(request, id, edit);
      return detail(request, id);
    },
  });
  app.route({
    ...endpoint(app, 'deleteQuote'),
    handler: async (request, reply) => {
      await deleteQuote(app.db, tenantScope(request), request.params.id);
      return reply.code(204).send();
    },
  });
  app.route({
    ...endpoint(app, 'sendQuote'),
    handler: async (request) => {
      const { id } = request.params;
      const context = {
        db: app.db,
        jobs: app.jobs,
        origin: origin(request),
        box: await secretBox(),
        mailConfigured: Boolean(app.config.smtpUrl),
        log: request.log,
      };
      const delivery = await sendQuote(context, editorOf(request), id, request.body?.to);
      return { ...(await detail(request, id)), ...delivery };
    },
  });
  app.route({
    ...endpoint(app, 'getQuotePdf'),
    handler: async (request, reply) => {
      const { id } = request.params;
      const { tenantId } = await findQuote(app.db, tenantScope(request), id);
      const { number, pdf } = await staffQuotePdf(app.db, await detail(request, id), tenantId);
      return sendPdf(reply, number, pdf);
    },
  });
  app.route({
    ...endpoint(app, 'getQuoteSettings'),
    handler: async (request) =>
      settingsOf(await quoteSettingsOf(app.db, resolveTenantId(request, request.params.tenantId))),
  });
  app.route({
    ...endpoint(app, 'updateQuoteSettings'),
    handler: async (request) => {
      const tenantId = resolveTenantId(request, request.params.tenantId);
      const { taxRatePercent, discountPercent, currency, validityDays } = request.body;
      await app.db
        .update(tenants)
        .set({
          quoteTaxRatePercent: taxRatePercent === null ? null : decimalText(taxRatePercent),
          quoteDiscountPercent: discountPercent === null ? null : decimalText(discountPercent),
          quoteCurrency: currency,
          quoteValidityDays: validityDays,
        })
        .where(eq(tenants.id, tenantId));
      return settingsOf(await quoteSettingsOf(app.db, tenantId));
    },
  });

  /** Corrections teach the engine; a refused one (e.g. a phrase too short) never fails the user's save. */
  async function recordCorrections(
    request: FastifyRequest,
    quoteId: string,
    edit: { corrections: LineCorrection[]; tenantId: string; messageId: string | null },
  ) {
    for (const correction of edit.corrections) {
      await recordCorrection({
        ...correction,
        tenantId: edit.tenantId,
        userId: request.auth.userId,
        messageId: edit.messageId ?? undefined,
        quoteId,
      }).catch((error: unknown) =>
        request.log.warn({ err: error }, 'a quote line correction was not recorded'),
      );
    }
  }

  app.route({
    ...endpoint(app, 'exportQuotes'),
    handler: async (request, reply) => {
      const pages = quoteExportPages(app.db, resolveTenantId(request, request.query.tenantId));
      return sendExport(reply, {
        name: 'quotes',
        format: request.query.format,
        columns: QUOTE_EXPORT_COLUMNS,
        pages,
      });
    },
  });
};

const settingsOf = (stored: Awaited<ReturnType<typeof quoteSettingsOf>>): QuoteSettings => ({
  ...stored,
  taxRatePercent: optionalNumber(stored.taxRatePercent),
  discountPercent: optionalNumber(stored.discountPercent),
});

/** A PDF download, named after the quote. */
export const sendPdf = (reply: FastifyReply, number: string, pdf: Buffer) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${number}.pdf"`)
    .send(pdf);
