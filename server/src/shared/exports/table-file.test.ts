import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { type ExportColumn, exportFile } from './table-file';

interface Row {
  name: string;
  cost: number;
  added: Date;
  active: boolean;
  note: string | null;
}

const columns: ExportColumn<Row>[] = [
  { heading: 'Name', cell: (row) => row.name },
  { heading: 'Cost', cell: (row) => row.cost },
  { heading: 'Added', cell: (row) => row.added },
  { heading: 'Active', cell: (row) => row.active },
  { heading: 'Note', cell: (row) => row.note },
];

const added = new Date('2026-11-28T09:30:00.000Z');
const rows: Row[] = [
  { name: 'Drain, "kitchen"', cost: 120.5, added, active: true, note: null },
  { name: '=HYPERLINK("http://evil.test")', cost: -3, added, active: false, note: '@SUM(1)' },
];

/** The file's bytes as text, its byte-order mark kept (a TextDecoder would drop it). */
const text = async (file: Readable) => (await buffer(file)).toString('utf8');

async function* pagesOf<Row>(...pages: Row[][]) {
  for (const page of pages) yield page;
}

describe('an export file', () => {
  it('is CSV with a byte-order mark, a header row and CRLF lines, quoting what needs it', async () => {
    const csv = await text(exportFile('csv', 'Services', columns, pagesOf(rows.slice(0, 1), rows.slice(1))));
    expect(csv.startsWith('\uFEFFName,Cost,Added,Active,Note\r\n')).toBe(true);
    expect(parse(csv, { bom: true })).toEqual([
      ['Name', 'Cost', 'Added', 'Active', 'Note'],
      ['Drain, "kitchen"', '120.5', '2026-11-28T09:30:00.000Z', 'yes', ''],
      ['\'=HYPERLINK("http://evil.test")', '-3', '2026-11-28T09:30:00.000Z', 'no', "'@SUM(1)"],
    ]);
  });

  it('is a workbook whose sheet holds the same cells, numbers as numbers and formulas as text', async () => {
    const file = exportFile('xlsx', 'Services', columns, pagesOf(rows));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(file);
    const sheet = workbook.getWorksheet('Services');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Name', 'Cost', 'Added', 'Active', 'Note']);
    expect(sheet?.getRow(2).getCell(2).value).toBe(120.5);
    expect(sheet?.getRow(3).getCell(1).value).toBe('\'=HYPERLINK("http://evil.test")');
    expect(sheet?.getRow(3).getCell(5).value).toBe("'@SUM(1)");
    expect(sheet?.rowCount).toBe(3);
  });

  it('has its header row alone when there are no rows', async () => {
    const csv = await text(exportFile('csv', 'Services', columns, pagesOf<Row>()));
    expect(csv).toBe('\uFEFFName,Cost,Added,Active,Note\r\n');
  });
});
