import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { ExportFormat } from 'shared-api/contract';
import { type CellValue, neutralised } from './cells';

/** One column of an export: its heading and how a row gives its cell. */
export interface ExportColumn<Row> {
  heading: string;
  cell: (row: Row) => CellValue;
}

/** An export's rows arrive a page at a time (keyset pages of the database), never all at once. */
export type RowPages<Row> = AsyncIterable<readonly Row[]>;

async function* records<Row>(columns: readonly ExportColumn<Row>[], pages: RowPages<Row>) {
  for await (const page of pages) {
    for (const row of page) yield columns.map((column) => neutralised(column.cell(row)));
  }
}

/** CSV as spreadsheets open it: a header row, CRLF line ends, a byte-order mark so Excel reads UTF-8. */
function csvFile<Row>(columns: readonly ExportColumn<Row>[], pages: RowPages<Row>): Readable {
  const csv = stringify({
    bom: true,
    record_delimiter: 'windows',
    header: true,
    columns: columns.map((column) => column.heading),
    cast: { date: (date) => date.toISOString(), boolean: (yes) => (yes ? 'yes' : 'no') },
  });
  // pipe() waits for the client to read: a slow download holds back the database reads, not the memory.
  Readable.from(records(columns, pages)).pipe(csv);
  return csv;
}

/** A workbook of one sheet, written row by row (ExcelJS's streaming writer) as the pages arrive. */
function xlsxFile<Row>(
  sheetName: string,
  columns: readonly ExportColumn<Row>[],
  pages: RowPages<Row>,
): Readable {
  const file = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: file, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.heading, width: 20 }));
  (async () => {
    for await (const values of records(columns, pages)) sheet.addRow(values).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: Error) => file.destroy(error));
  return file;
}

export function exportFile<Row>(
  format: ExportFormat,
  sheetName: string,
  columns: readonly ExportColumn<Row>[],
  pages: RowPages<Row>,
): Readable {
  return format === 'xlsx' ? xlsxFile(sheetName, columns, pages) : csvFile(columns, pages);
}
