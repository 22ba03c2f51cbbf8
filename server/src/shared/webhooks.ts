import { sql } from 'drizzle-orm';
import type { WebhookEvent } from 'shared-api/contract';
import type { Database } from '../db/database';

/**
 * Emitting webhook events (docs/api-integrations.md#webhooks). The outbox lives in PostgreSQL (migration 0023):
 * `webhook_emit` writes one delivery per webhook of the tenant that names the event, in the caller's
 * transaction, and the commit numbers them and NOTIFYs this channel with each webhook's id; the webhooks
 * feature's listener then queues the job that sends them. Customers' and quotes' events are emitted by
 * triggers on their tables; a message's here, by the code that stores it (its link to a sender comes after the
 * insert). Shared, like the audit log: features never import each other.
 */

/** The channel a commit names the webhooks with new deliveries on (payload: the webhook's id). */
export const WEBHOOKS_CHANNEL = 'quotedesk_webhooks';

/**
 * One event of `type` for each item of `data` (in that order), to every webhook of the tenant that wants it.
 * Pass the transaction of the change, so the deliveries exist exactly when the change does; nothing is written
 * when no webhook wants the event.
 */
export async function emitWebhookEvents(
  db: Database,
  tenantId: string,
  type: WebhookEvent,
  data: readonly Record<string, unknown>[],
): Promise<void> {
  if (data.length === 0) return;
  await db.execute(
    sql`select webhook_emit(${tenantId}::uuid, ${type}, item.value)
        from jsonb_array_elements(${JSON.stringify(data)}::jsonb) with ordinality as item(value, position)
        order by item.position`,
  );
}
