import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { WEBHOOK_RETRY_HOURS } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema';
import type { SecretBox } from '../../shared/secret-box';
import { type CheckedAddress, checkWebhookUrl, UnsafeWebhookUrl } from './address-guard';

/**
 * Sending a webhook's deliveries (docs/api-integrations.md#webhooks), one webhook at a time in their sequence:
 * the first pending delivery is tried until it is answered 2xx or given up, and no later one is sent before it.
 * The `webhooks` queue runs at most one job per webhook (pg-boss's singleton policy, keyed by the webhook), so
 * two instances never send the same webhook's deliveries at once. A delivery is marked only after its attempt:
 * an instance killed mid-attempt leaves it pending, and the job's retry sends it again, same id and body.
 */

/** An attempt is abandoned (and counted as failed) after this long without an answer. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** The longest wait between two attempts. */
const MAX_RETRY_WAIT_MS = 60 * 60 * 1000;
/** A failed delivery is tried again for this long after its first attempt, then given up. */
const RETRY_WINDOW_MS = WEBHOOK_RETRY_HOURS * 60 * 60 * 1000;
/** A wait up to this long is slept in the job; a longer one is a job queued for its time. */
const WAIT_IN_JOB_MS = 1000;
/** One job sends for at most this long, then queues the rest as a new job (other webhooks get their turn). */
const JOB_BUDGET_MS = 60_000;
/** Pending deliveries read at once, in sequence. */
const BATCH = 100;
/** The stored error of an attempt is cut to this many characters. */
const MAX_ERROR_LENGTH = 500;

export interface SenderDeps {
  db: Database;
  box: () => Promise<SecretBox>;
  allowPrivateNetworks: boolean;
  retryBaseMs: number;
  /**
   * Queues a job for the webhook, to run at `startAfter` (now when absent). Jobs queued with the same `once`
   * are one job: however many jobs find the same delivery waiting, one wakes for it.
   */
  requeue(subscriptionId: string, startAfter?: Date, once?: string): Promise<void>;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: Stripe's scheme, so receivers know it. */
export function signatureOf(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** The body of every attempt of a delivery: built from its stored columns, so a retry sends the same bytes. */
export function bodyOf(row: DeliveryRow): string {
  return JSON.stringify({
    id: row.id,
    type: row.event,
    createdAt: row.createdAt.toISOString(),
    tenantId: row.tenantId,
    data: row.payload,
  });
}

interface Outcome {
  status: number | null;
  error: string | null;
}

/** POSTs to the checked address only: the lookup answers it, whatever the host would resolve to now. */
function post(
  url: string,
  pinned: CheckedAddress,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
): Promise<Outcome> {
  const target = new URL(url);
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = (target.protocol === 'https:' ? https : http).request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        lookup,
        agent: false,
        signal,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        // The answer's body is not read: only its status counts.
        response.destroy();
        const ok = status >= 200 && status < 300;
        settle({ status, error: ok ? null : `The receiver answered ${status}` });
      },
    );
    const timer = setTimeout(
      () => request.destroy(new Error(`No answer within ${ATTEMPT_TIMEOUT_MS / 1000} s`)),
      ATTEMPT_TIMEOUT_MS,
    );
    request.on('error', (error) => settle({ status: null, error: error.message || String(error) }));
    request.end(body);
  });
}

/** One attempt of `row` to its webhook: the outcome, or null when the job was stopped mid-way (left pending). */
async function attempt(
  deps: SenderDeps,
  webhook: { url: string; secret: string | null },
  row: DeliveryRow,
  signal: AbortSignal,
): Promise<Outcome | null> {
  if (webhook.secret === null) {
    return { status: null, error: 'The signing secret no longer opens: the server secret key was changed' };
  }
  let pinned: CheckedAddress;
  try {
    pinned = await checkWebhookUrl(webhook.url, deps.allowPrivateNetworks);
  } catch (error) {
    if (error instanceof UnsafeWebhookUrl) return { status: null, error: `Not sent: ${error.message}` };
    throw error;
  }
  const body = bodyOf(row);
  const timestamp = Math.floor(Date.now() / 1000);
  const outcome = await post(
    webhook.url,
    pinned,
    {
      'Content-Type': 'application/json',
      'User-Agent': 'QuoteDesk-Webhooks',
      'QuoteDesk-Signature': signatureOf(webhook.secret, timestamp, body),
      'QuoteDesk-Delivery': row.id,
      'QuoteDesk-Event': row.event,
    },
    body,
    signal,
  );
  return signal.aborted ? null : outcome;
}

/**
 * Records an attempt: delivered on 2xx; else pending again after the back-off, or failed past the window.
 * Answers the delivery's status now, or null when it is no longer pending (deleted, or changed meanwhile).
 */
async function record(deps: SenderDeps, row: DeliveryRow, { status, error }: Outcome) {
  const ok = error === null;
  const waitMs = Math.min(deps.retryBaseMs * 2 ** Math.min(row.attempts, 30), MAX_RETRY_WAIT_MS);
  const firstAttempt = sql`coalesce(${webhookDeliveries.firstAttemptAt}, now())`;
  const pastWindow = sql`${firstAttempt} + ${`${RETRY_WINDOW_MS} milliseconds`}::interval <= now()`;
  const [updated] = await deps.db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      firstAttemptAt: firstAttempt,
      lastResponseStatus: status,
      lastError: error?.slice(0, MAX_ERROR_LENGTH) ?? null,
      status: ok ? 'delivered' : sql`case when ${pastWindow} then 'failed' else 'pending' end`,
      deliveredAt: ok ? sql`now()` : null,
      nextAttemptAt: ok ? null : sql`now() + ${`${waitMs} milliseconds`}::interval`,
    })
    .where(
      and(
        eq(webhookDeliveries.id, row.id),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.attempts, row.attempts),
      ),
    )
    .returning({ status: webhookDeliveries.status });
  return updated?.status ?? null;
}

/** The webhook's first pending deliveries in sequence, each with how long until it is due. */
function pendingHeads(db: Database, subscriptionId: string) {
  return db
    .select({
      row: webhookDeliveries,
      waitMs: sql<number>`greatest(0, extract(epoch from (${webhookDeliveries.nextAttemptAt} - now())) * 1000)::float8`,
    })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.subscriptionId, subscriptionId),
        eq(webhookDeliveries.status, 'pending'),
        isNotNull(webhookDeliveries.sequence),
      ),
    )
    .orderBy(asc(webhookDeliveries.sequence))
    .limit(BATCH);
}

/**
 * Sends the webhook's pending deliveries in sequence until none is due, a batch read at a time: a delivery not
 * delivered stops the batch (the next waits for it). The first one not due yet is slept for when it is due
 * within a second, else left to a job queued for its time.
 */
export async function drainWebhook(deps: SenderDeps, subscriptionId: string, signal: AbortSignal) {
  const { db } = deps;
  const started = Date.now();
  while (!signal.aborted) {
    const [subscription] = await db
      .select({ url: webhookSubscriptions.url, secretSealed: webhookSubscriptions.secretSealed })
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, subscriptionId));
    if (!subscription) return;
    const webhook = { url: subscription.url, secret: (await deps.box()).open(subscription.secretSealed) };
    const heads = await pendingHeads(db, subscriptionId);
    if (heads.length === 0) return;
    for (const { row, waitMs: wait } of heads) {
      const waitMs = Number(wait);
      if (waitMs > WAIT_IN_JOB_MS) {
        await deps.requeue(subscriptionId, new Date(Date.now() + waitMs), `${row.id}:${row.attempts}`);
        return;
      }
      if (waitMs > 0) {
        await sleep(waitMs, undefined, { signal }).catch(() => {});
        break;
      }
      if (Date.now() - started > JOB_BUDGET_MS) {
        await deps.requeue(subscriptionId);
        return;
      }
      const outcome = await attempt(deps, webhook, row, signal);
      if (!outcome) return;
      if ((await record(deps, row, outcome)) !== 'delivered') break;
    }
  }
}
