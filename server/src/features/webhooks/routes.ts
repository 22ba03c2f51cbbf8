import { DEFAULT_PAGE_SIZE } from 'shared-api/contract';
import { resolveTenantId } from '../../plugins/auth';
import { endpoint } from '../../plugins/endpoints';
import { HttpError, notFound } from '../../plugins/errors';
import type { ZodPlugin } from '../../plugins/validation';
import { recordAuditEvent } from '../../shared/audit';
import { lazySecretBox } from '../../shared/secret-box';
import { checkWebhookUrl, UnsafeWebhookUrl } from './address-guard';
import {
  createWebhook,
  deleteWebhook,
  listDeliveryPage,
  listWebhooks,
  replayDelivery,
  webhookExists,
} from './store';
import { startWebhookDelivery } from './worker';

const WEBHOOK_NOT_FOUND = 'Webhook not found';
const DELIVERY_NOT_FOUND = 'Delivery not found';

/**
 * A tenant's webhooks (docs/api-integrations.md#webhooks), for its admins and the super admin (the contract's
 * `admin` access, then the tenant rules); no API key may call these. Also starts this instance's senders.
 */
export const webhookRoutes: ZodPlugin = async (app) => {
  const { db, config } = app;
  const secretBox = lazySecretBox(config);
  await startWebhookDelivery(app);

  app.route({
    ...endpoint(app, 'listWebhooks'),
    handler: async (request) => listWebhooks(db, resolveTenantId(request, request.query.tenantId)),
  });

  app.route({
    ...endpoint(app, 'createWebhook'),
    handler: async (request, reply) => {
      const { tenantId: requested, url, events, description } = request.body;
      const tenantId = resolveTenantId(request, requested);
      try {
        await checkWebhookUrl(url, config.webhookAllowPrivateNetworks);
      } catch (error) {
        if (error instanceof UnsafeWebhookUrl) throw new HttpError(400, error.message);
        throw error;
      }
      const box = await secretBox();
      const created = await db.transaction(async (tx) => {
        const webhook = await createWebhook(tx, box, {
          tenantId,
          url,
          events,
          description: description || null,
          createdBy: request.auth.userId,
        });
        await recordAuditEvent(tx, {
          tenantId,
          actor: { userId: request.auth.userId, email: request.auth.userEmail },
          actingAsSupport: request.auth.actingAsSupport,
          action: 'webhook.created',
          target: { type: 'webhook', id: webhook.id },
          details: { url, events },
          ip: request.ip,
        });
        return webhook;
      });
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...endpoint(app, 'deleteWebhook'),
    handler: async (request, reply) => {
      const tenantId = resolveTenantId(request, request.query.tenantId);
      await db.transaction(async (tx) => {
        const url = await deleteWebhook(tx, request.params.id, tenantId);
        if (url === null) throw notFound(WEBHOOK_NOT_FOUND);
        await recordAuditEvent(tx, {
          tenantId,
          actor: { userId: request.auth.userId, email: request.auth.userEmail },
          actingAsSupport: request.auth.actingAsSupport,
          action: 'webhook.deleted',
          target: { type: 'webhook', id: request.params.id },
          details: { url },
          ip: request.ip,
        });
      });
      return reply.code(204).send();
    },
  });

  app.route({
    ...endpoint(app, 'listWebhookDeliveries'),
    handler: async (request) => {
      const { tenantId: requested, limit = DEFAULT_PAGE_SIZE, cursor } = request.query;
      const tenantId = resolveTenantId(request, requested);
      if (!(await webhookExists(db, request.params.id, tenantId))) throw notFound(WEBHOOK_NOT_FOUND);
      const cursors = (await app.cursors()).forList('webhook-deliveries', tenantId, request.params.id);
      return listDeliveryPage(db, request.params.id, { limit, cursor }, cursors);
    },
  });

  app.route({
    ...endpoint(app, 'replayWebhookDelivery'),
    handler: async (request, reply) => {
      const tenantId = resolveTenantId(request, request.query.tenantId);
      const { id: webhookId, deliveryId } = request.params;
      const delivery = await db.transaction(async (tx) => {
        const replayed = await replayDelivery(tx, { webhookId, deliveryId, tenantId });
        if (!replayed) throw notFound(DELIVERY_NOT_FOUND);
        await recordAuditEvent(tx, {
          tenantId,
          actor: { userId: request.auth.userId, email: request.auth.userEmail },
          actingAsSupport: request.auth.actingAsSupport,
          action: 'webhook-delivery.replayed',
          target: { type: 'webhook-delivery', id: deliveryId },
          details: { webhookId, event: replayed.event },
          ip: request.ip,
        });
        return replayed;
      });
      return reply.code(202).send(delivery);
    },
  });
};
