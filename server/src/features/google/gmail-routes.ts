import type { FastifyRequest } from 'fastify';
import {
  type GmailDeleteResult,
  type GmailDisconnectResult,
  gmailDeleteQuerySchema,
  gmailImportRequestSchema,
  type ImportResult,
} from 'shared-api/contract';
import { forbidden, HttpError } from '../../plugins/errors';
import type { ZodPlugin } from '../../plugins/validation';
import type { SecretBox } from '../../shared/secret-box';
import { GmailApi, GmailApiError, refreshingTokens } from './gmail-api';
import { importGmailMessages } from './gmail-import';
import { type GoogleClient, isRevokedGrant } from './google-client';
import { deleteImportedGmailMessages, forgetGmailConnection, sealedGmailToken } from './service';

export const GMAIL_NOT_CONNECTED = 'Gmail is not connected. Please connect your Gmail account first.';
const GMAIL_ACCESS_LOST = 'Gmail access has expired or was revoked. Please connect your Gmail account again.';
const GMAIL_UNAVAILABLE =
  'Gmail did not answer. The messages imported so far are kept; import again to continue.';

/**
 * Gmail is personal: every call acts on the caller's own mailbox within their own tenant, whatever their role.
 * A tenant or user id in the request is accepted only when it names the caller.
 */
function assertSelf(request: FastifyRequest, { tenantId, userId }: { tenantId?: string; userId?: string }) {
  if (tenantId && tenantId !== request.auth.tenantId)
    throw forbidden('Gmail import works only in your own tenant');
  if (userId && userId !== request.auth.userId) throw forbidden('You can only use your own Gmail account');
}

export const gmailRoutes =
  (google: GoogleClient, secretBox: () => Promise<SecretBox>): ZodPlugin =>
  async (app) => {
    const { db, config } = app;

    app.post(
      '/messages/import/gmail',
      { onRequest: app.requireSession, schema: { body: gmailImportRequestSchema } },
      async (request) => {
        assertSelf(request, request.body);
        const { tenantId, userId } = request.auth;
        const sealed = await sealedGmailToken(db, userId);
        const refreshToken = sealed ? (await secretBox()).open(sealed) : null;
        if (!refreshToken) throw new HttpError(400, GMAIL_NOT_CONNECTED);

        const gmail = new GmailApi({
          baseUrl: config.gmailApiUrl,
          tokens: refreshingTokens(() => google.accessToken(refreshToken)),
        });
        try {
          return {
            imported: await importGmailMessages(gmail, { db, tenantId, userId }),
          } satisfies ImportResult;
        } catch (error) {
          if (isRevokedGrant(error)) {
            await forgetGmailConnection(db, userId);
            throw new HttpError(400, GMAIL_ACCESS_LOST);
          }
          request.log.error({ err: error }, 'Gmail import failed');
          if (error instanceof GmailApiError) throw new HttpError(502, GMAIL_UNAVAILABLE);
          throw error;
        }
      },
    );

    app.delete(
      '/messages/delete/gmail',
      { onRequest: app.requireSession, schema: { querystring: gmailDeleteQuerySchema } },
      async (request) => {
        assertSelf(request, request.query);
        const deleted = await deleteImportedGmailMessages(db, request.auth.tenantId, request.auth.userId);
        return { deleted } satisfies GmailDeleteResult;
      },
    );

    app.post('/oauth/google/disconnect', { onRequest: app.requireSession }, async (request) => {
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
      return { disconnected: true } satisfies GmailDisconnectResult;
    });
  };
