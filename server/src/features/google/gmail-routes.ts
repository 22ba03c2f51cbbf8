import type { FastifyRequest } from 'fastify';
import { endpoint } from '../../plugins/endpoints';
import { forbidden, HttpError } from '../../plugins/errors';
import type { ZodPlugin } from '../../plugins/validation';
import type { SecretBox } from '../../shared/secret-box';
import type { GoogleClient } from './google-client';
import { enqueueImport, GMAIL_NOT_CONNECTED, workGmailImports } from './import-job';
import { announceImport, latestImport, openImport, toGmailImport } from './import-store';
import { deleteImportedGmailMessages, forgetGmailConnection, sealedGmailToken } from './service';

export { GMAIL_NOT_CONNECTED };

/**
 * Gmail is personal: every call acts on the caller's own mailbox within their own tenant, whatever their role.
 * A tenant or user id in the request is accepted only when it names the caller.
 */
function assertSelf(request: FastifyRequest, { tenantId, userId }: { tenantId?: string; userId?: string }) {
  if (tenantId && tenantId !== request.auth.homeTenantId)
    throw forbidden('Gmail import works only in your own tenant');
  if (userId && userId !== request.auth.userId) throw forbidden('You can only use your own Gmail account');
}

export const gmailRoutes =
  (google: GoogleClient, secretBox: () => Promise<SecretBox>): ZodPlugin =>
  async (app) => {
    const { db, config } = app;

    const stopping = new AbortController();
    app.addHook('preClose', async () => stopping.abort());
    await workGmailImports({
      db,
      jobs: app.jobs,
      google,
      gmailApiUrl: config.gmailApiUrl,
      secretBox,
      log: app.log,
      stopping: stopping.signal,
    });

    // Starts an import of the caller's mailbox as a background job (or answers the one under way).
    app.route({
      ...endpoint(app, 'startGmailImport'),
      handler: async (request, reply) => {
        assertSelf(request, request.body);
        const { homeTenantId: tenantId, userId } = request.auth;
        if (!(await sealedGmailToken(db, userId))) throw new HttpError(400, GMAIL_NOT_CONNECTED);
        const { row, created } = await openImport(db, tenantId, userId);
        if (created || row.status === 'queued') await enqueueImport(app.jobs, row.id);
        if (created) await announceImport(db, row);
        return reply.code(202).send({ import: toGmailImport(row) });
      },
    });

    app.route({
      ...endpoint(app, 'getGmailImport'),
      handler: async (request) => {
        const row = await latestImport(db, request.auth.userId);
        return { import: row && toGmailImport(row) };
      },
    });

    app.route({
      ...endpoint(app, 'deleteGmailMessages'),
      handler: async (request) => {
        assertSelf(request, request.query);
        const deleted = await deleteImportedGmailMessages(db, request.auth.homeTenantId, request.auth.userId);
        return { deleted };
      },
    });

    app.route({
      ...endpoint(app, 'disconnectGmail'),
      handler: async (request) => {
        const { userId } = request.auth;
        const sealed = await sealedGmailToken(db, userId);
        const refreshToken = sealed ? (await secretBox()).open(sealed) : null;
        if (refreshToken) {
          // Best effort: the product forgets the token either way, so it can no longer read the mailbox.
          await google.revoke(refreshToken).catch((error: unknown) => {
            request.log.warn({ err: error }, 'Revoking the Gmail token at Google failed');
          });
        }
        await forgetGmailConnection(db, userId);
        return { disconnected: true as const };
      },
    });
  };
