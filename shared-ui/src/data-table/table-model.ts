/** Client-side search, sort and paging of the shared table; pure so each rule is testable on its own. */

export const PAGE_SIZES = [20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;

export type SortOrder = 'ascend' | 'descend';
export interface SortState {
  /** The `key` of the column to sort by. */
  key: string;
  order: SortOrder;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function comparable(value: unknown): number | string {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return String(value);
}

/** Ascending order of two cell values: numbers and dates numerically, text case-insensitively. */
export function compareValues(a: unknown, b: unknown): number {
  const left = comparable(a);
  const right = comparable(b);
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return collator.compare(String(left), String(right));
}

/** A stable sort in either order; empty values always go last so they never crowd the first page. */
export function sortRows<T>(rows: readonly T[], order: SortOrder, sortValue: (row: T) => unknown): T[] {
  const direction = order === 'ascend' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = sortValue(a);
    const right = sortValue(b);
    if (isEmpty(left) || isEmpty(right)) return Number(isEmpty(left)) - Number(isEmpty(right));
    return direction * compareValues(left, right);
  });
}

export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase();
}

function comparableText(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/** Whether any of the values contains the (already normalized) query, ignoring case. */
export function anyValueMatches(values: readonly unknown[], normalizedQuery: string): boolean {
  return values.some(
    (value) => !isEmpty(value) && comparableText(value).toLowerCase().includes(normalizedQuery),
  );
}

/** Rows the query matches; a blank query keeps every row. */
export function filterRows<T>(
  rows: readonly T[],
  query: string,
  matches: (row: T, normalizedQuery: string) => boolean,
): readonly T[] {
  const normalized = normalizeQuery(query);
  if (!normalized) return rows;
  return rows.filter((row) => matches(row, normalized));
}

/** The value at a column's dataIndex: a field name, or a path of names for nested fields. */
export function readField(row: unknown, dataIndex: unknown): unknown {
  const path: readonly unknown[] = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  let value: unknown = row;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    if (typeof segment !== 'string' && typeof segment !== 'number') return undefined;
    value = (value as Record<string | number, unknown>)[segment];
  }
  return value;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Keeps the page inside 1..pageCount, e.g. after rows were deleted or a search shrank the list. */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, page), pageCount(total, pageSize));
}

export function pageRows<T>(rows: readonly T[], page: number, pageSize: number): readonly T[] {
  const start = (page - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** 'Showing 21 to 40 of 45 results', or 'No results' for an empty list. */
export function resultSummary(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'No results';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return `Showing ${first} to ${last} of ${total} results`;
}
