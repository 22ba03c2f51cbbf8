import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JobWithMetadata } from 'pg-boss';
import type { Database } from '../../db/database';
import { rawRows } from '../../db/raw-rows';
import { lazySecretBox } from '../../shared/secret-box';
import { WEBHOOKS_CHANNEL } from '../../shared/webhooks';
import { drainWebhook, type SenderDeps } from './sender';

/** The queue of the webhooks' senders: a job names one webhook, whose pending deliveries it sends. */
export const WEBHOOKS_QUEUE = 'webhooks';

interface WebhookJobData {
  subscriptionId: string;
}

/** A uuid-shaped digest of `text`: the same text, the same job id. */
const uuidOf = (text: string) => {
  const hex = createHash('sha256').update(`webhooks:${text}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Tells every instance which webhooks have pending deliveries (the commit's NOTIFY, again): the scheduled
 * sweep's work, for a job lost to a crash or a NOTIFY no instance heard. Answers how many webhooks.
 */
export async function sweepWebhooks(db: Database): Promise<number> {
  const rows = await rawRows<{ subscription_id: string }>(
    db,
    sql`select pg_notify(${WEBHOOKS_CHANNEL}, subscription_id::text), subscription_id
        from (select distinct subscription_id from webhook_deliveries
              where status = 'pending' and sequence is not null) pending`,
  );
  return rows.length;
}

/**
 * Works the `webhooks` queue on this instance: each job sends one webhook's pending deliveries. Answers the
 * function that queues a webhook's job.
 */
export async function workWebhookJobs(app: FastifyInstance) {
  const { db, jobs, config } = app;
  const queue = async (subscriptionId: string, startAfter?: Date, once?: string) => {
    await jobs.send(WEBHOOKS_QUEUE, { subscriptionId } satisfies WebhookJobData, {
      singletonKey: subscriptionId,
      ...(startAfter && { startAfter }),
      ...(once && { id: uuidOf(once) }),
    });
  };
  const deps: SenderDeps = {
    db,
    box: lazySecretBox(config),
    allowPrivateNetworks: config.webhookAllowPrivateNetworks,
    retryBaseMs: config.webhookRetryBaseMs,
    requeue: queue,
  };
  const options = { includeMetadata: true, pollingIntervalSeconds: 0.5, localConcurrency: 4 } as const;
  await jobs.work(WEBHOOKS_QUEUE, options, async ([job]: JobWithMetadata<WebhookJobData>[]) => {
    if (!job || !UUID.test(job.data.subscriptionId)) return;
    await drainWebhook(deps, job.data.subscriptionId, job.signal);
  });
  return queue;
}

/**
 * This instance's part in delivering webhooks: it hears each commit's NOTIFY and queues the webhook's job (one
 * running per webhook at a time, on any instance), and works those jobs. At start, and after the LISTEN
 * connection was lost, it sweeps for pending deliveries it may not have heard of.
 */
export async function startWebhookDelivery(app: FastifyInstance): Promise<void> {
  const { db, log } = app;
  const queue = await workWebhookJobs(app);
  const sweep = () =>
    sweepWebhooks(db).catch((error: unknown) => log.error({ err: error }, 'webhooks: the sweep failed'));
  const listener = await app.database.listen(
    WEBHOOKS_CHANNEL,
    (subscriptionId) => {
      if (!UUID.test(subscriptionId)) return;
      queue(subscriptionId).catch((error: unknown) =>
        log.error({ err: error, subscriptionId }, 'webhooks: the delivery job was not queued'),
      );
    },
    { onReconnect: () => void sweep() },
  );
  app.addHook('onClose', () => listener.close());
  void sweep();
}
