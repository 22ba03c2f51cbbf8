import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { JobWithMetadata } from 'pg-boss';
import { TENANT_EXPORT_LINK_HOURS } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { tenants } from '../../db/schema';
import type { JobQueue } from '../../shared/jobs/queue';
import { buildTenantArchive } from './archive';
import { announceTenantExport, findTenantExport, updateTenantExport } from './export-store';

export const TENANT_EXPORTS_QUEUE = 'tenant-exports';

export const TENANT_EXPORT_FAILED = 'The export could not be built. Start a new one.';

const LINK_MS = TENANT_EXPORT_LINK_HOURS * 60 * 60 * 1000;

interface TenantExportJobData {
  exportId: string;
}

/** Queues the export's job, under the export's id: queueing it twice never builds it twice. */
export async function enqueueTenantExport(jobs: JobQueue, exportId: string): Promise<void> {
  await jobs.send(TENANT_EXPORTS_QUEUE, { exportId } satisfies TenantExportJobData, { id: exportId });
}

/** Sets the export's state and tells its tenant's pages, in one transaction. */
async function moveOn(db: Database, id: string, values: Parameters<typeof updateTenantExport>[2]) {
  await db.transaction(async (tx) => announceTenantExport(tx, await updateTenantExport(tx, id, values)));
}

/**
 * Builds each queued export: the archive is made whole, then stored with its size and link expiry in one
 * write, so a run stopped midway leaves nothing half-made and the retry (on any instance) starts it again.
 */
export async function workTenantExports(db: Database, jobs: JobQueue, log: FastifyBaseLogger): Promise<void> {
  const options = { includeMetadata: true, pollingIntervalSeconds: 0.5 } as const;
  await jobs.work(TENANT_EXPORTS_QUEUE, options, async ([job]: JobWithMetadata<TenantExportJobData>[]) => {
    if (!job) return;
    const found = await findTenantExport(db, job.data.exportId, null);
    if (!found || (found.status !== 'queued' && found.status !== 'running')) return;
    const [tenant] = await db
      .select({ id: tenants.id, name: tenants.name })
      .from(tenants)
      .where(eq(tenants.id, found.tenantId));
    // The tenant was deleted meanwhile: its export went with it.
    if (!tenant) return;
    try {
      if (found.status === 'queued') await moveOn(db, found.id, { status: 'running' });
      job.signal.throwIfAborted();
      const { archive } = await buildTenantArchive(db, tenant);
      job.signal.throwIfAborted();
      const finishedAt = new Date();
      await moveOn(db, found.id, {
        status: 'ready',
        archive,
        size: archive.length,
        finishedAt,
        expiresAt: new Date(finishedAt.getTime() + LINK_MS),
      });
    } catch (error) {
      log.warn({ err: error, exportId: found.id }, 'tenant export run failed');
      if (job.retryCount < job.retryLimit) throw error;
      await moveOn(db, found.id, {
        status: 'failed',
        error: TENANT_EXPORT_FAILED,
        finishedAt: new Date(),
      }).catch(() => {});
    }
  });
}
