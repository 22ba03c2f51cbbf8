import type { Queue, ScheduleOptions } from 'pg-boss';
import type { JobQueue } from './queue';

/**
 * Maintenance that runs on a clock (docs/architecture.md#scheduled-jobs). pg-boss keeps the schedules in
 * PostgreSQL and one instance per tick turns a due schedule into one job, which one worker runs: nothing here
 * lives in a process.
 */
interface ScheduledJob {
  /** Five-field cron, in UTC. */
  cron: string;
  /** `once`: after a time when no instance ran, the latest missed tick still runs (one job, not one a tick). */
  missed?: ScheduleOptions['missed'];
}

export const SCHEDULED_JOBS = {
  /** Overdue SENT quotes turn EXPIRED even while nobody reads them (reads expire them too). */
  'quote-expiry': { cron: '*/15 * * * *' },
  /** Sign-in events past their 90 days are deleted; a day missed during downtime is caught up. */
  'audit-retention': { cron: '17 3 * * *', missed: 'once' },
  /** Tenant exports' archives past their link's 24 hours are cleared; an hour missed is caught up. */
  'tenant-export-expiry': { cron: '41 * * * *', missed: 'once' },
  /** Webhooks with pending deliveries get a sending job, should a crash or a missed NOTIFY have lost theirs. */
  'webhook-sweep': { cron: '* * * * *' },
} as const satisfies Record<string, ScheduledJob>;

export type ScheduledJobName = keyof typeof SCHEDULED_JOBS;

const SCHEDULED_JOB_NAMES = Object.keys(SCHEDULED_JOBS) as ScheduledJobName[];

/**
 * A scheduled job's work: idempotent (a tick can run again after a crash), answering a few counts for the log.
 * Features bring them (shared code never imports a feature), one per declared job or it does not compile.
 */
export type ScheduledHandlers = Record<ScheduledJobName, () => Promise<Record<string, number>>>;

/**
 * Their queues: `stately` keeps at most one job waiting and one running, so ticks missed while a run lagged
 * never pile up. A failed run is retried a few times, then waits for the next tick.
 */
export const SCHEDULED_QUEUES: Queue[] = SCHEDULED_JOB_NAMES.map((name) => ({
  name,
  policy: 'stately',
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 10 * 60,
}));

/** Workers look for due jobs this often: a tick runs within half a minute, at one query a minute per instance. */
const POLLING_INTERVAL_SECONDS = 30;

interface Logger {
  info(object: object, message: string): void;
}

/**
 * Writes the declared schedules (an upsert: every instance does it at start, the last one wins with the same
 * values), removes schedules no longer declared, and runs the workers on this instance.
 */
export async function startScheduledJobs(
  boss: JobQueue,
  handlers: ScheduledHandlers,
  log: Logger,
): Promise<void> {
  for (const name of SCHEDULED_JOB_NAMES) {
    const { cron, ...options } = SCHEDULED_JOBS[name];
    await boss.schedule(name, cron, null, options);
  }
  for (const schedule of await boss.getSchedules()) {
    if (!(schedule.name in SCHEDULED_JOBS)) await boss.unschedule(schedule.name, schedule.key);
  }
  for (const name of SCHEDULED_JOB_NAMES) {
    await boss.work(name, { pollingIntervalSeconds: POLLING_INTERVAL_SECONDS }, async () => {
      log.info({ job: name, ...(await handlers[name]()) }, 'scheduled job done');
    });
  }
}
