import type { ImportKind, ImportMapping, ImportPreviewRow, ImportProblem } from 'shared-api/contract';
import { tableRecords } from './read-file';
import { type ImportRecord, identitiesOf, readRow } from './rows';

/** Rows shown in the preview, and problems kept for the user to read (the count covers them all). */
export const PREVIEW_ROWS = 20;
export const KEPT_PROBLEMS = 100;

/** A data row of the file: its line (the header is line 1), its cells, and what it reads as. */
export interface FileRow {
  line: number;
  cells: string[];
  record: ImportRecord | null;
  problems: string[];
}

/**
 * The file's data rows read under the mapping (`columns` in the file's order: a mapping stored as jsonb comes
 * back with its keys reordered). A row repeating an earlier row's customer or
 * service (same email, external id or name) is a problem: the file would otherwise say two things of one.
 */
export async function* fileRows(
  kind: ImportKind,
  file: Buffer,
  columns: readonly string[],
  mapping: ImportMapping,
): AsyncGenerator<FileRow> {
  let header = true;
  let line = 0;
  const firstLineOf = new Map<string, number>();
  for await (const cells of tableRecords(file)) {
    line += 1;
    if (header) {
      header = false;
      continue;
    }
    const { record, problems } = readRow(kind, columns, mapping, cells);
    const repeated =
      record &&
      identitiesOf(record)
        .map((key) => firstLineOf.get(key))
        .find(Boolean);
    if (record && repeated) {
      yield {
        line,
        cells,
        record: null,
        problems: [`the same ${kind === 'customers' ? 'customer' : 'service'} as line ${repeated}`],
      };
      continue;
    }
    if (record) for (const key of identitiesOf(record)) firstLineOf.set(key, line);
    yield { line, cells, record, problems };
  }
}

export interface FileCheck {
  preview: ImportPreviewRow[];
  problemCount: number;
  problems: ImportProblem[];
}

/** The whole file checked under the mapping: the first rows as the preview shows them, and every problem. */
export async function checkFile(
  kind: ImportKind,
  file: Buffer,
  columns: readonly string[],
  mapping: ImportMapping,
): Promise<FileCheck> {
  const check: FileCheck = { preview: [], problemCount: 0, problems: [] };
  for await (const row of fileRows(kind, file, columns, mapping)) {
    if (check.preview.length < PREVIEW_ROWS) {
      const cells = Object.fromEntries(columns.map((column, i) => [column, row.cells[i] ?? '']));
      check.preview.push({ line: row.line, cells, problems: row.problems });
    }
    if (row.problems.length === 0) continue;
    check.problemCount += 1;
    if (check.problems.length < KEPT_PROBLEMS)
      check.problems.push({ line: row.line, reason: row.problems.join('; ') });
  }
  return check;
}
