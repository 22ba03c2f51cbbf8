import type { FastifyReply } from 'fastify';
import { EXPORT_CONTENT_TYPES, type ExportFormat } from 'shared-api/contract';
import { type ExportColumn, exportFile, type RowPages } from './table-file';

export interface ExportRequest<Row> {
  /** The file's name before its date and extension: `customers` → `customers-2026-11-28.csv`. */
  name: string;
  format: ExportFormat;
  columns: readonly ExportColumn<Row>[];
  pages: RowPages<Row>;
}

/** Answers with the export as a download, streamed as its pages are read. */
export function sendExport<Row>(reply: FastifyReply, { name, format, columns, pages }: ExportRequest<Row>) {
  const day = new Date().toISOString().slice(0, 10);
  const sheetName = name.charAt(0).toUpperCase() + name.slice(1);
  return reply
    .type(EXPORT_CONTENT_TYPES[format])
    .header('Content-Disposition', `attachment; filename="${name}-${day}.${format}"`)
    .header('Cache-Control', 'no-store')
    .send(exportFile(format, sheetName, columns, pages));
}

/**
 * The pages of a keyset walk: `page(after)` reads the rows after the last one read (none at first) until a
 * page comes back short.
 */
export async function* keysetPages<Row>(
  size: number,
  page: (after: Row | null, size: number) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let after: Row | null = null;
  for (;;) {
    const rows = await page(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows.at(-1) ?? null;
  }
}

/** Rows per database read of an export: a few hundred KB of memory, a few hundred reads for 100,000 rows. */
export const EXPORT_PAGE_SIZE = 1000;
