import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  type CreatedWebhook,
  MAX_WEBHOOKS_PER_TENANT,
  WEBHOOK_SECRET_PREFIX,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookEvent,
} from 'shared-api/contract';
import type { Database } from '../../db/database';
import { users, webhookDeliveries, webhookSubscriptions } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import type { ListCursors } from '../../plugins/pagination';
import type { SecretBox } from '../../shared/secret-box';
import { WEBHOOKS_CHANNEL } from '../../shared/webhooks';

/** A tenant's webhooks and their deliveries, as the admin endpoints read and change them. */

const listed = {
  id: webhookSubscriptions.id,
  tenantId: webhookSubscriptions.tenantId,
  url: webhookSubscriptions.url,
  events: webhookSubscriptions.events,
  description: webhookSubscriptions.description,
  createdAt: webhookSubscriptions.createdAt,
  createdBy: users.email,
};

const selectListed = (db: Database) =>
  db.select(listed).from(webhookSubscriptions).leftJoin(users, eq(users.id, webhookSubscriptions.createdBy));

type ListedRow = Awaited<ReturnType<typeof selectListed>>[number];

const toWebhook = (row: ListedRow): Webhook => ({ ...row, createdAt: row.createdAt.toISOString() });

/** A tenant's webhooks, newest first. */
export async function listWebhooks(db: Database, tenantId: string): Promise<Webhook[]> {
  const rows = await selectListed(db)
    .where(eq(webhookSubscriptions.tenantId, tenantId))
    .orderBy(desc(webhookSubscriptions.createdAt), desc(webhookSubscriptions.id));
  return rows.map(toWebhook);
}

/** A new signing secret: `whsec_` and 32 random bytes (base64url). */
export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

export interface NewWebhook {
  tenantId: string;
  url: string;
  events: WebhookEvent[];
  description: string | null;
  createdBy: string | null;
}

/** Makes a webhook with a new secret, sealed at rest; the answer holds the secret this once. */
export async function createWebhook(
  db: Database,
  box: SecretBox,
  input: NewWebhook,
): Promise<CreatedWebhook> {
  const [existing] = await db
    .select({ n: count() })
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.tenantId, input.tenantId));
  if ((existing?.n ?? 0) >= MAX_WEBHOOKS_PER_TENANT) {
    throw new HttpError(400, `At most ${MAX_WEBHOOKS_PER_TENANT} webhooks per company: delete one first`);
  }
  const secret = newWebhookSecret();
  const [row] = await db
    .insert(webhookSubscriptions)
    .values({ ...input, secretSealed: box.seal(secret) })
    .returning({ id: webhookSubscriptions.id });
  if (!row) throw new Error('Webhook insert returned no row');
  const [made] = await selectListed(db).where(eq(webhookSubscriptions.id, row.id));
  if (!made) throw new Error('Webhook not found after insert');
  return { ...toWebhook(made), secret };
}

/** Deletes a webhook of the tenant with its deliveries; its URL, or null when there is no such webhook. */
export async function deleteWebhook(db: Database, id: string, tenantId: string): Promise<string | null> {
  const [row] = await db
    .delete(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.id, id), eq(webhookSubscriptions.tenantId, tenantId)))
    .returning({ url: webhookSubscriptions.url });
  return row?.url ?? null;
}

/** Whether the tenant has this webhook. */
export async function webhookExists(db: Database, id: string, tenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: webhookSubscriptions.id })
    .from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.id, id), eq(webhookSubscriptions.tenantId, tenantId)));
  return row !== undefined;
}

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  webhookId: row.subscriptionId,
  event: row.event,
  status: row.status,
  attempts: row.attempts,
  lastResponseStatus: row.lastResponseStatus,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
});

/** The list's order, newest first; the cursor holds the time as PostgreSQL writes it (microseconds). */
const sortKey = sql<string>`${webhookDeliveries.createdAt}::text`;

/** One page of a webhook's deliveries, newest first, after the cursor's delivery. */
export async function listDeliveryPage(
  db: Database,
  webhookId: string,
  { limit, cursor }: { limit: number; cursor?: string },
  cursors: ListCursors,
): Promise<WebhookDeliveryPage> {
  const after = cursor ? cursors.decode(cursor) : null;
  const afterRow = after
    ? sql`(${webhookDeliveries.createdAt}, ${webhookDeliveries.id}) < (cast(${after.sortKey} as timestamptz), ${after.id}::uuid)`
    : undefined;
  const rows = await db
    .select({ row: webhookDeliveries, sortKey })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.subscriptionId, webhookId), afterRow))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    deliveries: page.map(({ row }) => toDelivery(row)),
    nextCursor:
      rows.length > limit && last ? cursors.encode({ sortKey: last.sortKey, id: last.row.id }) : null,
  };
}

/**
 * Makes a delivery of the tenant's webhook pending again as a fresh attempt (attempts and the retry window
 * reset, due now), with the same id and body, and tells the senders. Null when there is no such delivery.
 */
export async function replayDelivery(
  db: Database,
  { webhookId, deliveryId, tenantId }: { webhookId: string; deliveryId: string; tenantId: string },
): Promise<WebhookDelivery | null> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: sql`now()`,
      firstAttemptAt: null,
      lastResponseStatus: null,
      lastError: null,
      deliveredAt: null,
    })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.subscriptionId, webhookId),
        eq(webhookDeliveries.tenantId, tenantId),
        sql`${webhookDeliveries.sequence} is not null`,
      ),
    )
    .returning();
  if (!row) return null;
  await db.execute(sql`select pg_notify(${WEBHOOKS_CHANNEL}, ${webhookId})`);
  return toDelivery(row);
}
