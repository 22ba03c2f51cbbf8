/**
 * A cell a spreadsheet would run as a formula (OWASP "CSV injection"): text that begins with `=`, `+`, `-`, `@`,
 * a tab or a carriage return. Such text is written with an apostrophe before it, which spreadsheets read as
 * "this is text" and do not show.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** What one cell of an export holds: text, a number, a date, a yes/no, or nothing. */
export type CellValue = string | number | boolean | Date | null | undefined;

/** The cell as a file holds it: formula-looking text neutralised; numbers stay numbers; nothing is empty. */
export function neutralised(value: CellValue): string | number | boolean | Date | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return FORMULA_START.test(value) ? `'${value}` : value;
  return value;
}
