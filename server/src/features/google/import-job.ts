import type { FastifyBaseLogger } from 'fastify';
import type { JobWithMetadata } from 'pg-boss';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../shared/jobs/queue';
import { queueMessageMeanings } from '../../shared/meaning-queues';
import type { SecretBox } from '../../shared/secret-box';
import { GmailApi, refreshingTokens } from './gmail-api';
import { importGmailMessages } from './gmail-import';
import { type GoogleClient, isRevokedGrant } from './google-client';
import { countListed, countStored, findImport, updateImport } from './import-store';
import { forgetGmailConnection, sealedGmailToken } from './service';

export const GMAIL_IMPORT_QUEUE = 'gmail-import';

export const GMAIL_NOT_CONNECTED = 'Gmail is not connected. Please connect your Gmail account first.';
export const GMAIL_ACCESS_LOST =
  'Gmail access has expired or was revoked. Please connect your Gmail account again.';
export const GMAIL_UNAVAILABLE =
  'Gmail did not answer. The messages imported so far are kept; import again to continue.';
export const IMPORT_INTERRUPTED =
  'The import was interrupted. The messages imported so far are kept; import again to continue.';

interface ImportJobData {
  importId: string;
}

export interface ImportWorkerDependencies {
  db: Database;
  jobs: JobQueue;
  google: GoogleClient;
  gmailApiUrl: string;
  secretBox: () => Promise<SecretBox>;
  log: FastifyBaseLogger;
  /** Aborted when the instance begins to stop: a run then ends at its next page, not after the queue's grace. */
  stopping: AbortSignal;
}

/**
 * Queues the import's job; any instance's worker runs it. The job's id is the import's, so queueing it again
 * (an import left queued by a crash between its row and its job) never makes a second job.
 */
export async function enqueueImport(jobs: JobQueue, importId: string): Promise<void> {
  await jobs.send(GMAIL_IMPORT_QUEUE, { importId } satisfies ImportJobData, { id: importId });
}

/**
 * Runs Gmail imports as jobs. A run stores as it goes; a failed or interrupted run (Gmail down, the instance
 * stopped or killed) is retried with back-off by any instance and skips what is stored, so nothing is stored
 * twice and nothing is lost. The import's row carries the progress the user sees.
 */
export async function workGmailImports(deps: ImportWorkerDependencies): Promise<void> {
  // Polled twice a second: an import the user starts begins at once.
  const options = { includeMetadata: true, pollingIntervalSeconds: 0.5 } as const;
  await deps.jobs.work(GMAIL_IMPORT_QUEUE, options, async ([job]: JobWithMetadata<ImportJobData>[]) => {
    if (job) await runImport(deps, job);
  });
}

async function runImport(deps: ImportWorkerDependencies, job: JobWithMetadata<ImportJobData>): Promise<void> {
  const { db } = deps;
  const start = await findImport(db, job.data.importId);
  if (!start || start.status === 'succeeded' || start.status === 'failed') return;
  const fail = (error: string) =>
    updateImport(db, start.id, { status: 'failed', error, finishedAt: new Date() }).then(() => {});

  const sealed = await sealedGmailToken(db, start.userId);
  const refreshToken = sealed ? (await deps.secretBox()).open(sealed) : null;
  if (!refreshToken) return fail(GMAIL_NOT_CONNECTED);
  await updateImport(db, start.id, { status: 'running', startedAt: start.startedAt ?? new Date() });

  const gmail = new GmailApi({
    baseUrl: deps.gmailApiUrl,
    tokens: refreshingTokens(() => deps.google.accessToken(refreshToken)),
  });
  const signal = AbortSignal.any([job.signal, deps.stopping]);
  try {
    // Counted with each stored chunk, so a run killed between chunks leaves a count that matches the inbox;
    // what earlier runs stored is skipped by this one, and its count adds to theirs.
    await importGmailMessages(
      gmail,
      { db, tenantId: start.tenantId, userId: start.userId },
      {
        signal,
        onStored: (tx, stored) => countStored(tx, start.id, stored),
        onProgress: ({ listed }) => countListed(db, start.id, listed),
      },
    );
    await updateImport(db, start.id, { status: 'succeeded', error: null, finishedAt: new Date() });
  } catch (error) {
    if (isRevokedGrant(error)) {
      await forgetGmailConnection(db, start.userId);
      return fail(GMAIL_ACCESS_LOST);
    }
    const lastTry = job.retryCount >= job.retryLimit;
    if (signal.aborted) {
      // The instance is stopping, Gmail is fine: the row stays as it is and another instance goes on.
      if (lastTry) return fail(IMPORT_INTERRUPTED);
      throw error;
    }
    deps.log.warn({ err: error, importId: start.id }, 'Gmail import run failed');
    if (lastTry) return fail(GMAIL_UNAVAILABLE);
    await updateImport(db, start.id, { error: GMAIL_UNAVAILABLE });
    // Thrown: pg-boss retries the job with back-off, on whichever instance is free.
    throw error;
  } finally {
    // What this run stored is read for meaning, whether or not it got to the end.
    await queueMessageMeanings(deps.jobs, start.tenantId, deps.log);
  }
}
