import { type ConstructorOptions, fromPglite, PgBoss, type Queue } from 'pg-boss';
import type { DatabaseHandle } from '../../db/database';
import { SCHEDULED_QUEUES } from './scheduled';

export type JobQueue = PgBoss;

/** pg-boss's tables live in their own schema beside the product's. */
const SCHEMA = 'pgboss';

/**
 * A worker that dies (a killed instance) stops its job's heartbeat; after this long the job is retried, by
 * any instance. pg-boss's minimum.
 */
const HEARTBEAT_SECONDS = 10;

/**
 * The meanings queues: `stately`, keyed by tenant, so one job waits and one runs per tenant — a burst of saves or
 * arrivals makes one run, and one during a run one more after it. A run stores batch by batch, so a retry goes on
 * from where the last one stopped. One job per change: kept an hour for a look, not 7 days.
 */
const MEANINGS_QUEUE = {
  policy: 'stately',
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 5 * 60,
  heartbeatSeconds: HEARTBEAT_SECONDS,
  expireInSeconds: 30 * 60,
  deleteAfterSeconds: 60 * 60,
} as const;

/**
 * Every queue the product uses, with how its jobs are retried: exponential back-off from about 2 s. A queue's
 * policy is fixed when it is created.
 */
export const QUEUES: Queue[] = [
  {
    name: 'gmail-import',
    retryLimit: 5,
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: 60,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    expireInSeconds: 30 * 60,
  },
  {
    name: 'password-reset',
    retryLimit: 5,
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: 60,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    expireInSeconds: 60,
  },
  {
    name: 'mail',
    retryLimit: 10,
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: 15 * 60,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    expireInSeconds: 5 * 60,
    // A sent mail's job holds its links (quote, invitation, reset): gone a minute after it is sent, not 7 days.
    deleteAfterSeconds: 60,
  },
  // A tenant's services' meaning vectors, and its new messages read for meaning (shared/meaning-queues.ts).
  { name: 'service-meanings', ...MEANINGS_QUEUE },
  { name: 'message-meanings', ...MEANINGS_QUEUE },
  {
    // Imports of spreadsheets (features/imports): a run commits batch by batch and a retry goes on after the
    // last committed batch, on any instance.
    name: 'imports',
    retryLimit: 5,
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: 60,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    expireInSeconds: 60 * 60,
    deleteAfterSeconds: 24 * 60 * 60,
  },
  {
    // A tenant's full export (features/tenant-data): the archive is built whole and stored in one write, so a
    // retry starts it again. Kept a day, like the archive's link.
    name: 'tenant-exports',
    retryLimit: 3,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 60,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    expireInSeconds: 60 * 60,
    deleteAfterSeconds: 24 * 60 * 60,
  },
  {
    // Webhooks' deliveries (features/webhooks): a job sends one webhook's pending deliveries in order. The
    // singleton policy runs at most one job per webhook (its id is the singleton key) across instances; more
    // wait. A delivery's own retries are its row's (back-off, 24 hours), not the job's: a job fails only when
    // the database does, and is retried here; the scheduled sweep queues anything left.
    name: 'webhooks',
    policy: 'singleton',
    retryLimit: 5,
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: 60,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    expireInSeconds: 5 * 60,
    deleteAfterSeconds: 60 * 60,
  },
  ...SCHEDULED_QUEUES,
];

function connection(database: DatabaseHandle): ConstructorOptions {
  const { client } = database;
  return client.kind === 'pglite'
    ? { db: fromPglite(client.pglite), backend: 'pglite', schema: SCHEMA }
    : { connectionString: client.connectionString, max: 4, schema: SCHEMA };
}

async function createQueues(boss: PgBoss): Promise<void> {
  const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
  for (const queue of QUEUES) {
    const { name, policy, ...options } = queue;
    if (existing.has(name)) await boss.updateQueue(name, options);
    else await boss.createQueue(name, { policy, ...options });
  }
}

/** Creates or upgrades pg-boss's schema and the product's queues: part of `npm run migrate`. */
export async function installJobQueue(database: DatabaseHandle): Promise<void> {
  const boss = new PgBoss({ ...connection(database), migrate: true, supervise: false, schedule: false });
  boss.on('error', () => {});
  await boss.start();
  try {
    await createQueues(boss);
  } finally {
    await boss.stop({ graceful: false, close: database.kind === 'postgres' });
  }
}

interface Logger {
  error(object: object, message: string): void;
}

/**
 * The job queue of one server instance: it sends jobs and runs the workers registered on it. Never migrates
 * (that is `npm run migrate`'s); supervises often enough that a dead worker's job is retried within seconds.
 * Every instance takes part in scheduling: each tick is claimed in PostgreSQL by one of them (ADR 0006).
 */
export async function startJobQueue(database: DatabaseHandle, log: Logger): Promise<JobQueue> {
  const boss = new PgBoss({
    ...connection(database),
    migrate: false,
    createSchema: false,
    schedule: true,
    // Ticks are judged by the database's clock, read through this instance's clock plus the offset measured
    // here: re-measured each minute, an instance whose clock is stepped (NTP, a resumed VM) is right again
    // well inside the minute a tick stays due. One cheap query a minute.
    clockMonitorIntervalSeconds: 60,
    supervise: true,
    superviseIntervalSeconds: 2,
    monitorIntervalSeconds: 2,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  return boss;
}

/** Lets running jobs reach a safe point (their signal is aborted), then stops taking work. */
export async function stopJobQueue(boss: JobQueue, graceMs: number): Promise<void> {
  await boss.stop({ graceful: true, timeout: graceMs, close: true });
}
