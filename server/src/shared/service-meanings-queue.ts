import type { JobQueue } from './jobs/queue';

/** Brings a tenant's catalog services' meaning vectors up to date: worked in features/ai/meaning/meaning-job.ts. */
export const SERVICE_MEANINGS_QUEUE = 'service-meanings';

export interface ServiceMeaningsJob {
  tenantId: string;
}

interface Logger {
  error(object: object, message: string): void;
}

/**
 * Asks for the tenant's services to be embedded again, after a commit that changed what one of them reads as
 * (its name, description or "Also known as" phrases). Keyed by tenant on a `stately` queue: while a job of the
 * tenant waits, another is not added (that one reads the services when it runs). Never fails the caller: a
 * send that fails is logged, and the vectors are caught up by the tenant's next save or the next instance start.
 */
export async function queueServiceMeanings(jobs: JobQueue, tenantId: string, log: Logger): Promise<void> {
  try {
    await jobs.send(SERVICE_MEANINGS_QUEUE, { tenantId } satisfies ServiceMeaningsJob, {
      singletonKey: tenantId,
    });
  } catch (error) {
    log.error({ err: error, tenantId }, 'the service meanings job was not queued');
  }
}
