import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { messageMeanings, messages } from '../../../db/schema';
import type { JobQueue } from '../../../shared/jobs/queue';
import { MESSAGE_MEANINGS_QUEUE, queueMessageMeanings } from '../../../shared/meaning-queues';
import { matcherText } from '../provider';
import { piecesOf } from './clauses';
import { ENCODER_MODEL, type SentenceEncoder } from './encoder';
import { type Logger, workTenantMeanings } from './meaning-job';
import { flatVectors } from './message-pieces';

/** Messages read and stored together: their pieces go to the encoder in one call (a few batches of 32). */
const MESSAGES_PER_BATCH = 8;
/**
 * Messages are read when they arrive; the start's sweep reads those of the last days too (data from before the
 * job, a new model). Older ones are read by the quote that asks, as before this job.
 */
const RECENT_DAYS = 30;
/** One run reads at most this many, newest first: a big Gmail import is read over the next runs. */
const MAX_PER_RUN = 2000;

const receivedOrCreated = sql`coalesce(${messages.receivedAt}, ${messages.createdAt})`;
const recent = () => gte(receivedOrCreated, sql`now() - make_interval(days => ${RECENT_DAYS})`);
/** No reading (the left join's null model) or one of another model. */
const unread = () => sql`${messageMeanings.model} is distinct from ${ENCODER_MODEL}`;

/**
 * Reads the tenant's recent messages that have no current reading (none, or of another model): their pieces
 * embedded and stored, batch by batch. Stops between batches once `signal` is aborted (it throws: the job is
 * retried and goes on with what is left). Answers how many were unread and how many were stored.
 */
export async function refreshMessageMeanings(
  db: Database,
  encoder: SentenceEncoder,
  tenantId: string,
  signal?: AbortSignal,
): Promise<{ stale: number; stored: number }> {
  const rows = await db
    .select({ id: messages.id, subject: messages.subject, content: messages.content })
    .from(messages)
    .leftJoin(messageMeanings, eq(messageMeanings.messageId, messages.id))
    .where(and(eq(messages.tenantId, tenantId), recent(), unread()))
    .orderBy(desc(receivedOrCreated), desc(messages.id))
    .limit(MAX_PER_RUN);
  let stored = 0;
  for (let from = 0; from < rows.length; from += MESSAGES_PER_BATCH) {
    signal?.throwIfAborted();
    stored += await readAndStore(db, encoder, rows.slice(from, from + MESSAGES_PER_BATCH));
  }
  return { stale: rows.length, stored };
}

async function readAndStore(
  db: Database,
  encoder: SentenceEncoder,
  batch: readonly { id: string; subject: string | null; content: string | null }[],
): Promise<number> {
  const pieces = batch.map((message) => piecesOf(matcherText(message)));
  const vectors = await encoder.embed(pieces.flat());
  let next = 0;
  // The columns as jsonb_to_recordset below names them.
  const records = batch.map((message, i) => {
    const own = pieces[i] ?? [];
    const values = vectors.slice(next, next + own.length);
    next += own.length;
    return { message_id: message.id, model: encoder.model, pieces: own, vectors: flatVectors(values) };
  });
  // A message deleted while it was read is skipped; one read again (a new model) is replaced.
  const stored = await db
    .insert(messageMeanings)
    .select(
      sql`select v.message_id, v.model, v.pieces, v.vectors, now() from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(message_id uuid, model text, pieces text[], vectors real[]) where exists (select 1 from ${messages} where ${messages.id} = v.message_id)`,
    )
    .onConflictDoUpdate({
      target: messageMeanings.messageId,
      set: { model: sql`excluded.model`, pieces: sql`excluded.pieces`, vectors: sql`excluded.vectors` },
    })
    .returning({ id: messageMeanings.messageId });
  return stored.length;
}

/** The tenants with a recent message that has no current reading. */
export async function tenantsWithUnreadMessages(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tenantId: messages.tenantId })
    .from(messages)
    .leftJoin(messageMeanings, eq(messageMeanings.messageId, messages.id))
    .where(and(recent(), unread()));
  return rows.map((row) => row.tenantId);
}

/** Queues a job for every tenant with unread recent messages: at each instance's start and after the seed. */
export async function queueUnreadMessageMeanings(db: Database, jobs: JobQueue, log: Logger): Promise<number> {
  const tenants = await tenantsWithUnreadMessages(db);
  for (const tenantId of tenants) await queueMessageMeanings(jobs, tenantId, log);
  return tenants.length;
}

/** Works the `message-meanings` jobs on this instance, as the service meanings' are (meaning-job.ts). */
export const workMessageMeanings = (db: Database, jobs: JobQueue, log: Logger) =>
  workTenantMeanings(jobs, MESSAGE_MEANINGS_QUEUE, log, (encoder, tenantId, signal) =>
    refreshMessageMeanings(db, encoder, tenantId, signal),
  );
