import { and, desc, eq, getTableColumns, inArray, lte, sql } from 'drizzle-orm';
import { TENANT_EXPORTS_LISTED, type TenantExport } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { tenantExports } from '../../db/schema';
import { publishEvent } from '../../shared/events';

export type TenantExportRow = typeof tenantExports.$inferSelect;

/** Every column but the archive: what lists and status changes read. */
const { archive: _archive, ...withoutArchive } = getTableColumns(tenantExports);
type ExportState = Omit<TenantExportRow, 'archive'>;

/** An export as the API answers it: a ready one whose link has passed its time is expired, job or not. */
export function toTenantExport(row: ExportState, now = new Date()): TenantExport {
  const expired = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.id,
    tenantId: row.tenantId,
    status: expired ? 'expired' : row.status,
    size: row.size,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** The export with this id (in this tenant, unless null), without its archive. */
export async function findTenantExport(
  db: Database,
  id: string,
  tenantId: string | null,
): Promise<ExportState | null> {
  const [row] = await db
    .select(withoutArchive)
    .from(tenantExports)
    .where(and(eq(tenantExports.id, id), tenantId ? eq(tenantExports.tenantId, tenantId) : undefined));
  return row ?? null;
}

/** The tenant's export being built, if one is queued or running. */
export async function activeTenantExport(db: Database, tenantId: string): Promise<ExportState | null> {
  const [row] = await db
    .select(withoutArchive)
    .from(tenantExports)
    .where(and(eq(tenantExports.tenantId, tenantId), inArray(tenantExports.status, ['queued', 'running'])))
    .orderBy(desc(tenantExports.createdAt))
    .limit(1);
  return row ?? null;
}

/** The tenant's latest exports, newest first. */
export function listTenantExports(db: Database, tenantId: string): Promise<ExportState[]> {
  return db
    .select(withoutArchive)
    .from(tenantExports)
    .where(eq(tenantExports.tenantId, tenantId))
    .orderBy(desc(tenantExports.createdAt), desc(tenantExports.id))
    .limit(TENANT_EXPORTS_LISTED);
}

export async function insertTenantExport(
  db: Database,
  values: { tenantId: string; requestedBy: string },
): Promise<ExportState> {
  const [row] = await db.insert(tenantExports).values(values).returning(withoutArchive);
  if (!row) throw new Error('Tenant export insert returned no row');
  return row;
}

export async function updateTenantExport(
  db: Database,
  id: string,
  values: Partial<TenantExportRow>,
): Promise<ExportState> {
  const [row] = await db
    .update(tenantExports)
    .set(values)
    .where(eq(tenantExports.id, id))
    .returning(withoutArchive);
  if (!row) throw new Error(`Tenant export ${id} is gone`);
  return row;
}

/** The archive of the tenant's ready export whose link has not expired; null for any other. */
export async function readyArchive(db: Database, id: string, tenantId: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ archive: tenantExports.archive })
    .from(tenantExports)
    .where(
      and(
        eq(tenantExports.id, id),
        eq(tenantExports.tenantId, tenantId),
        eq(tenantExports.status, 'ready'),
        sql`${tenantExports.expiresAt} > now()`,
      ),
    );
  return row?.archive ?? null;
}

/** Tells the tenant's open pages that an export moved on (once the caller's transaction commits). */
export const announceTenantExport = (db: Database, row: Pick<ExportState, 'id' | 'tenantId'>) =>
  publishEvent(db, { type: 'tenant-export.changed', tenantId: row.tenantId, exportId: row.id });

/**
 * Clears the archives whose links have expired (they become `expired`, their size kept), through the
 * (status, expires_at) index. Idempotent; answers how many were cleared.
 */
export async function expireTenantExports(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(tenantExports)
      .set({ status: 'expired', archive: null })
      .where(and(eq(tenantExports.status, 'ready'), lte(tenantExports.expiresAt, sql`now()`)))
      .returning({ id: tenantExports.id, tenantId: tenantExports.tenantId });
    for (const row of expired) await announceTenantExport(tx, row);
    return expired.length;
  });
}
