import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { HttpError } from '../../plugins/errors';

export const FILE_EMPTY = 'The file is empty';
export const FILE_NOT_A_TABLE = 'The file is neither CSV nor an Excel workbook (.xlsx)';
export const FILE_HAS_NO_ROWS = 'The file has a header and no rows under it';

/** A .xlsx file is a zip archive: it begins with the local file header's signature. */
const isZip = (file: Buffer) => file.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

/** UTF-8 (its byte-order mark dropped), else Windows-1252: what spreadsheets save CSV as. */
function decodeText(file: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    return new TextDecoder('windows-1252').decode(file);
  }
}

/** Control characters a text table never holds: all below the space but tab, line feed, form feed and return. */
const isControl = (code: number) =>
  code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d;

/** Text that is not a table: control characters in its first 64 KB (a binary file, an image). */
function looksBinary(text: string): boolean {
  const end = Math.min(text.length, 65_536);
  for (let i = 0; i < end; i++) if (isControl(text.charCodeAt(i))) return true;
  return false;
}

async function* csvRecords(file: Buffer): AsyncGenerator<string[]> {
  const text = decodeText(file);
  if (looksBinary(text)) throw new HttpError(400, FILE_NOT_A_TABLE);
  const parser = Readable.from([text]).pipe(
    // Lenient as spreadsheets are: rows of other lengths, and quotes inside an unquoted cell ('12" pipe').
    parse({ relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true, bom: true }),
  );
  try {
    for await (const record of parser) yield record as string[];
  } catch (error) {
    throw new HttpError(400, `The CSV could not be read: ${(error as Error).message}`);
  }
}

/** A cell as text: numbers as typed, dates as ISO days, rich text and hyperlinks by their text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((run) => run.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value).trim();
}

/**
 * The first sheet's rows (a workbook's other sheets are notes, lookups and pivots). The workbook is read through
 * its zip's central directory, as a whole, like the file it comes in: ExcelJS's streaming reader walks the zip's
 * entries in stored order and can miss one under load (exceljs issue 3064), refusing a good workbook.
 */
async function* xlsxRecords(file: Buffer): AsyncGenerator<string[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    // ExcelJS types its input as the Buffer of older Node typings.
    await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  } catch {
    throw new HttpError(400, FILE_NOT_A_TABLE);
  }
  const [sheet] = workbook.worksheets;
  if (!sheet) throw new HttpError(400, FILE_NOT_A_TABLE);
  const records: string[][] = [];
  sheet.eachRow((row) => {
    const values = (row.values as ExcelJS.CellValue[]).slice(1).map(cellText);
    if (values.some((value) => value !== '')) records.push(values);
  });
  yield* records;
}

/** The file's rows as text cells, the header first, by its content (never its name). */
export function tableRecords(file: Buffer): AsyncGenerator<string[]> {
  if (file.length === 0) throw new HttpError(400, FILE_EMPTY);
  return isZip(file) ? xlsxRecords(file) : csvRecords(file);
}

/** The header's names, each usable as a key: a blank one is named by its place, a repeated one numbered. */
export function columnNames(header: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return header.map((raw, i) => {
    const name = raw.trim() || `Column ${i + 1}`;
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  });
}

export interface TableShape {
  columns: string[];
  totalRows: number;
}

/** The header's column names and how many rows are under it; refuses a file that is not a table. */
export async function tableShape(file: Buffer): Promise<TableShape> {
  let columns: string[] | null = null;
  let totalRows = 0;
  for await (const record of tableRecords(file)) {
    if (columns) totalRows += 1;
    else columns = columnNames(record);
  }
  if (!columns) throw new HttpError(400, FILE_EMPTY);
  if (totalRows === 0) throw new HttpError(400, FILE_HAS_NO_ROWS);
  return { columns, totalRows };
}
