import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { catalogs, serviceAliases, services } from '../../../db/schema';
import type { JobQueue } from '../../../shared/jobs/queue';
import {
  type MeaningsJob,
  queueServiceMeanings,
  SERVICE_MEANINGS_QUEUE,
} from '../../../shared/meaning-queues';
import { type CatalogService, loadTenantCatalog } from '../catalog';
import { ENCODER_MODEL, type SentenceEncoder, sharedSentenceEncoder } from './encoder';
import type { ServiceMeaning } from './features';
import { serviceMeanings } from './service-meanings';
import { serviceText } from './service-text';

/**
 * Services embedded and stored together: 32 texts (about 1.5 s on two busy cores), then one UPDATE. A run
 * stopped between batches keeps what it stored; its retry embeds only what is left.
 */
const SERVICES_PER_BATCH = 16;

/** The service's "Also known as" phrases, oldest first, as one JSON array (`[]` without any). */
const phrasesJson: SQL = sql`coalesce((select jsonb_agg(${serviceAliases.phrase} order by ${serviceAliases.createdAt}, ${serviceAliases.id}) from ${serviceAliases} where ${serviceAliases.serviceId} = ${services.id}), '[]'::jsonb)`;

/**
 * Stores a batch's vectors, each with the text it was made from, in one UPDATE, on the services whose name,
 * description and phrases are still the ones embedded: a save that committed while the batch was being embedded
 * keeps its row's vectors (older or absent, and stale), which its own job then replaces. Answers how many were
 * stored.
 */
async function storeMeanings(
  db: Database,
  model: string,
  batch: readonly CatalogService[],
  meanings: readonly ServiceMeaning[],
): Promise<number> {
  const byId = new Map(batch.map((service) => [service.id, service]));
  const rows = meanings.flatMap(({ serviceId, name, text }) => {
    const service = byId.get(serviceId);
    if (!service) return [];
    return [
      {
        id: service.id,
        name: service.name,
        description: service.description,
        aliases: service.aliases,
        name_vector: Array.from(name),
        text_vector: Array.from(text),
        source: serviceText(service),
      },
    ];
  });
  // One JSON parameter expanded by PostgreSQL (as seed/recordset.ts does): its arrays become real[].
  const embedded = sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, name text, description text, aliases jsonb, name_vector real[], text_vector real[], source text)`;
  const stored = await db
    .update(services)
    .set({
      meaningName: sql`v.name_vector`,
      meaningText: sql`v.text_vector`,
      meaningModel: model,
      meaningSource: sql`v.source`,
    })
    .from(embedded)
    .where(
      and(
        sql`${services.id} = v.id`,
        sql`${services.name} = v.name`,
        sql`${services.description} is not distinct from v.description`,
        sql`${phrasesJson} = v.aliases`,
      ),
    )
    .returning({ id: services.id });
  return stored.length;
}

/**
 * Embeds the tenant's services whose vectors are missing or stale (another model, or another text than the
 * service reads now: loadTenantCatalog's test) and stores them, batch by batch. Stops between batches once
 * `signal` is aborted (it throws: the job is retried). Answers how many were stale and how many were stored.
 */
export async function refreshServiceMeanings(
  db: Database,
  encoder: SentenceEncoder,
  tenantId: string,
  signal?: AbortSignal,
): Promise<{ stale: number; stored: number }> {
  const stale = (await loadTenantCatalog(db, tenantId)).filter((service) => !service.meaning);
  let stored = 0;
  for (let from = 0; from < stale.length; from += SERVICES_PER_BATCH) {
    signal?.throwIfAborted();
    const batch = stale.slice(from, from + SERVICES_PER_BATCH);
    stored += await storeMeanings(db, encoder.model, batch, await serviceMeanings(encoder, batch));
  }
  return { stale: stale.length, stored };
}

/** What JavaScript's `trim()` removes: its white space and line terminators. */
const TRIMMED =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/** serviceText (service-text.ts) written in SQL, for the sweep below to find stale rows without loading them. */
const storedServiceText: SQL = sql`btrim(${services.name} || '. ' || coalesce(${services.description}, '') || coalesce(' Also known as: ' || (select string_agg(${serviceAliases.phrase}, '; ' order by ${serviceAliases.createdAt}, ${serviceAliases.id}) from ${serviceAliases} where ${serviceAliases.serviceId} = ${services.id}) || '.', ''), ${TRIMMED})`;

/** The tenants with a service whose vectors are missing, of another model, or of another text than it has now. */
export async function tenantsWithStaleMeanings(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tenantId: catalogs.tenantId })
    .from(services)
    .innerJoin(catalogs, eq(catalogs.id, services.catalogId))
    .where(
      or(
        isNull(services.meaningName),
        isNull(services.meaningText),
        sql`${services.meaningModel} is distinct from ${ENCODER_MODEL}`,
        sql`${services.meaningSource} is distinct from ${storedServiceText}`,
      ),
    );
  return rows.map((row) => row.tenantId);
}

export interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * Queues a job for every tenant with stale or missing vectors: at each instance's start (data from before the
 * job existed, a new model, a save whose job was lost) and after the demo seed. Answers how many were queued.
 */
export async function queueStaleServiceMeanings(db: Database, jobs: JobQueue, log: Logger): Promise<number> {
  const tenants = await tenantsWithStaleMeanings(db);
  for (const tenantId of tenants) await queueServiceMeanings(jobs, tenantId, log);
  return tenants.length;
}

/**
 * Works the `service-meanings` jobs on this instance, one at a time (the encoder takes the CPU), with the
 * process's encoder. Without one (it failed to load) a job completes without work: quotes then come from the
 * lexical engine, and the next start queues the tenants again.
 */
export const workServiceMeanings = (db: Database, jobs: JobQueue, log: Logger) =>
  workTenantMeanings(jobs, SERVICE_MEANINGS_QUEUE, log, (encoder, tenantId, signal) =>
    refreshServiceMeanings(db, encoder, tenantId, signal),
  );

/** Works a queue of tenants' meanings jobs with the process's encoder, as workServiceMeanings says. */
export async function workTenantMeanings(
  jobs: JobQueue,
  queue: string,
  log: Logger,
  refresh: (
    encoder: SentenceEncoder,
    tenantId: string,
    signal: AbortSignal,
  ) => Promise<{ stale: number; stored: number }>,
): Promise<void> {
  let toldNoEncoder = false;
  await jobs.work<MeaningsJob>(queue, { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (!job) return;
    const encoder = await sharedSentenceEncoder();
    if (!encoder) {
      if (!toldNoEncoder) log.warn({ queue }, 'no sentence encoder: meaning jobs complete without vectors');
      toldNoEncoder = true;
      return;
    }
    const { tenantId } = job.data;
    const counts = await refresh(encoder, tenantId, job.signal);
    if (counts.stale > 0) log.info({ job: queue, tenantId, ...counts }, 'meanings stored');
  });
}
