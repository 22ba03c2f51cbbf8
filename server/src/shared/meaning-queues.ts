import type { JobQueue } from './jobs/queue';

/** Brings a tenant's catalog services' meaning vectors up to date: worked in features/ai/meaning/meaning-job.ts. */
export const SERVICE_MEANINGS_QUEUE = 'service-meanings';
/** Reads a tenant's new messages for meaning: worked in features/ai/meaning/message-meanings-job.ts. */
export const MESSAGE_MEANINGS_QUEUE = 'message-meanings';

type MeaningsQueue = typeof SERVICE_MEANINGS_QUEUE | typeof MESSAGE_MEANINGS_QUEUE;

export interface MeaningsJob {
  tenantId: string;
}

interface Logger {
  error(object: object, message: string): void;
}

/**
 * Asks for the tenant's services to be embedded again, after a commit that changed what one of them reads as
 * (its name, description or "Also known as" phrases).
 */
export const queueServiceMeanings = (jobs: JobQueue, tenantId: string, log: Logger) =>
  queueTenantJob(jobs, SERVICE_MEANINGS_QUEUE, tenantId, log);

/** Asks for the tenant's messages that arrived since the last run to be read for meaning. */
export const queueMessageMeanings = (jobs: JobQueue, tenantId: string, log: Logger) =>
  queueTenantJob(jobs, MESSAGE_MEANINGS_QUEUE, tenantId, log);

/**
 * Keyed by tenant on a `stately` queue: while a job of the tenant waits, another is not added (that one reads
 * the tenant's rows when it runs). Never fails the caller: a send that fails is logged, and the vectors are
 * caught up by the tenant's next change or the next instance start.
 */
async function queueTenantJob(
  jobs: JobQueue,
  queue: MeaningsQueue,
  tenantId: string,
  log: Logger,
): Promise<void> {
  try {
    await jobs.send(queue, { tenantId } satisfies MeaningsJob, { singletonKey: tenantId });
  } catch (error) {
    log.error({ err: error, queue, tenantId }, 'a meanings job was not queued');
  }
}
