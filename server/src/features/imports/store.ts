import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Import, ImportProblem } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { imports } from '../../db/schema';
import { publishEvent } from '../../shared/events';
import type { FileCheck } from './check-file';

/**
 * An import's row without its stored file (up to 50 MB): what its state, progress and events need. The file is
 * read only where it is used (`importFile`): the dialog fetches the import on every batch's event and every 2 s
 * while it runs, and each fetch reading the whole file made a large import's cost grow with its size squared.
 */
export type ImportRow = Omit<typeof imports.$inferSelect, 'file'>;

const { file: _file, ...stateColumns } = getTableColumns(imports);

/** An import as the API answers it; the preview only while its columns are being mapped. */
export function toImport(row: ImportRow, check: FileCheck | null): Import {
  return {
    id: row.id,
    kind: row.kind,
    catalogId: row.catalogId,
    fileName: row.fileName,
    status: row.status,
    columns: row.columns,
    mapping: row.mapping,
    updateExisting: row.updateExisting,
    totalRows: row.totalRows,
    preview: check?.preview ?? [],
    problemCount: check?.problemCount ?? row.problemCount,
    problems: check?.problems ?? row.problems,
    processedRows: row.processedRows,
    created: row.created,
    updated: row.updated,
    skipped: row.skipped,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The import with this id in the scope (a tenant; null: any, for a super admin naming none). */
export async function findImport(db: Database, id: string, scope: string | null): Promise<ImportRow | null> {
  const [row] = await db
    .select(stateColumns)
    .from(imports)
    .where(and(eq(imports.id, id), scope ? eq(imports.tenantId, scope) : undefined));
  return row ?? null;
}

/** The import's stored file, as uploaded. */
export async function importFile(db: Database, id: string): Promise<Buffer> {
  const [row] = await db.select({ file: imports.file }).from(imports).where(eq(imports.id, id));
  if (!row) throw new Error(`Import ${id} is gone`);
  return row.file;
}

export async function insertImport(db: Database, values: typeof imports.$inferInsert): Promise<ImportRow> {
  const [row] = await db.insert(imports).values(values).returning(stateColumns);
  if (!row) throw new Error('Import insert returned no row');
  return row;
}

export async function updateImport(db: Database, id: string, values: Partial<ImportRow>): Promise<ImportRow> {
  const [row] = await db.update(imports).set(values).where(eq(imports.id, id)).returning(stateColumns);
  if (!row) throw new Error(`Import ${id} is gone`);
  return row;
}

/** Tells the importer's open pages that the import moved on (once the caller's transaction commits). */
export const announceImport = (db: Database, row: Pick<ImportRow, 'id' | 'tenantId' | 'userId'>) =>
  publishEvent(db, { type: 'import.changed', tenantId: row.tenantId, userId: row.userId, importId: row.id });

export interface BatchCount {
  rows: number;
  created: number;
  updated: number;
  skipped: number;
  problems: ImportProblem[];
}

/** Adds a committed batch to the import's progress, in the batch's transaction; the first problems are kept. */
export async function countBatch(db: Database, id: string, batch: BatchCount, keptProblems: number) {
  await db
    .update(imports)
    .set({
      processedRows: sql`${imports.processedRows} + ${batch.rows}`,
      created: sql`${imports.created} + ${batch.created}`,
      updated: sql`${imports.updated} + ${batch.updated}`,
      skipped: sql`${imports.skipped} + ${batch.skipped}`,
      problemCount: sql`${imports.problemCount} + ${batch.problems.length}`,
      problems: sql`(select coalesce(jsonb_agg(p), '[]'::jsonb) from (select p from jsonb_array_elements(${imports.problems} || ${JSON.stringify(batch.problems)}::jsonb) as p limit ${keptProblems}) kept)`,
    })
    .where(eq(imports.id, id));
}
