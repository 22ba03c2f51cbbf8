import type { Database } from '../../../db/database';
import type { JobQueue } from '../../../shared/jobs/queue';
import { type Logger, queueStaleServiceMeanings } from './meaning-job';
import { queueUnreadMessageMeanings } from './message-meanings-job';

/**
 * Queues a job for every tenant whose service vectors are stale or missing, and for every tenant with recent
 * messages not read yet: at each instance's start (data from before the jobs, a new model, a job lost) and after
 * the demo seed. Answers how many tenants were queued for each.
 */
export async function queueAllStaleMeanings(
  db: Database,
  jobs: JobQueue,
  log: Logger,
): Promise<{ services: number; messages: number }> {
  return {
    services: await queueStaleServiceMeanings(db, jobs, log),
    messages: await queueUnreadMessageMeanings(db, jobs, log),
  };
}
