import type { FastifyBaseLogger } from 'fastify';
import type { JobWithMetadata } from 'pg-boss';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../shared/jobs/queue';
import { queueServiceMeanings } from '../../shared/meaning-queues';
import { type BatchOutcome, storeCustomers, storeServices } from './apply';
import { type FileRow, fileRows, KEPT_PROBLEMS } from './check-file';
import type { CustomerRecord, ServiceRecord } from './rows';
import { announceImport, countBatch, findImport, type ImportRow, importFile, updateImport } from './store';

export const IMPORTS_QUEUE = 'imports';

/** Rows per transaction: a batch is stored whole or not at all, and the progress moves with it. */
export const IMPORT_BATCH_ROWS = 500;

export const IMPORT_FAILED =
  'The import stopped. The rows imported so far are kept; start it again to go on.';

interface ImportJobData {
  importId: string;
}

/**
 * Queues the import's job. A first run's job has the import's id, so queueing it twice never makes two; a run
 * started again after a failure is a new job.
 */
export async function enqueueImport(jobs: JobQueue, importId: string, first: boolean): Promise<void> {
  await jobs.send(IMPORTS_QUEUE, { importId } satisfies ImportJobData, first ? { id: importId } : {});
}

async function storeBatch(db: Database, row: ImportRow, batch: readonly FileRow[]): Promise<void> {
  const target = { tenantId: row.tenantId, userId: row.userId, updateExisting: row.updateExisting };
  const records = batch.flatMap((fileRow) => (fileRow.record ? [fileRow.record] : []));
  const problems = batch.flatMap(({ line, problems: reasons }) =>
    reasons.length > 0 ? [{ line, reason: reasons.join('; ') }] : [],
  );
  await db.transaction(async (tx) => {
    const outcome: BatchOutcome =
      row.kind === 'customers'
        ? await storeCustomers(tx, target, records as CustomerRecord[])
        : await storeServices(tx, { ...target, catalogId: row.catalogId ?? '' }, records as ServiceRecord[]);
    const counted = { rows: batch.length, ...outcome, skipped: outcome.skipped + problems.length, problems };
    await countBatch(tx, row.id, counted, KEPT_PROBLEMS);
    await announceImport(tx, row);
  });
}

/**
 * Reads the file under its mapping and stores it batch by batch, after the rows an earlier run committed: an
 * instance killed mid-file leaves its last batch out whole, and the retry (on any instance) goes on from there.
 */
async function runImport(db: Database, row: ImportRow, signal: AbortSignal): Promise<void> {
  let line = 0;
  let batch: FileRow[] = [];
  const file = await importFile(db, row.id);
  for await (const fileRow of fileRows(row.kind, file, row.columns, row.mapping)) {
    line += 1;
    if (line <= row.processedRows) continue;
    batch.push(fileRow);
    if (batch.length < IMPORT_BATCH_ROWS) continue;
    signal.throwIfAborted();
    await storeBatch(db, row, batch);
    batch = [];
  }
  if (batch.length > 0) await storeBatch(db, row, batch);
}

export async function workImports(db: Database, jobs: JobQueue, log: FastifyBaseLogger): Promise<void> {
  const options = { includeMetadata: true, pollingIntervalSeconds: 0.5 } as const;
  await jobs.work(IMPORTS_QUEUE, options, async ([job]: JobWithMetadata<ImportJobData>[]) => {
    if (!job) return;
    const found = await findImport(db, job.data.importId, null);
    if (!found || found.status === 'done' || found.status === 'failed') return;
    const row = await updateImport(db, found.id, { status: 'running' });
    try {
      await runImport(db, row, job.signal);
      await db.transaction(async (tx) => {
        await updateImport(tx, row.id, { status: 'done', finishedAt: new Date() });
        await announceImport(tx, row);
      });
      if (row.kind === 'services') await queueServiceMeanings(jobs, row.tenantId, log);
    } catch (error) {
      log.warn({ err: error, importId: row.id }, 'import run failed');
      if (job.retryCount < job.retryLimit) throw error;
      await db.transaction(async (tx) => {
        await updateImport(tx, row.id, { status: 'failed', error: IMPORT_FAILED, finishedAt: new Date() });
        await announceImport(tx, row);
      });
    }
  });
}
