import {
  anyValueMatches,
  clampPage,
  compareValues,
  filterRows,
  pageCount,
  pageRows,
  readField,
  resultSummary,
  sortRows,
} from './table-model';

describe('compareValues', () => {
  it('orders numbers numerically', () => {
    expect(compareValues(9, 10)).toBeLessThan(0);
    expect(compareValues(10, 9)).toBeGreaterThan(0);
  });

  it('orders text ignoring case, with embedded numbers in natural order', () => {
    expect(compareValues('apple', 'Banana')).toBeLessThan(0);
    expect(compareValues('Item 2', 'item 10')).toBeLessThan(0);
    expect(compareValues('ABC', 'abc')).toBe(0);
  });

  it('orders dates chronologically', () => {
    expect(compareValues(new Date(2024, 0, 2), new Date(2024, 0, 1))).toBeGreaterThan(0);
  });
});

describe('sortRows', () => {
  const rows = [{ n: 'b' }, { n: null }, { n: 'a' }, { n: 'c' }];
  const byN = (row: { n: string | null }) => row.n;

  it('sorts ascending and descending without changing the input', () => {
    expect(sortRows(rows, 'ascend', byN).map(byN)).toEqual(['a', 'b', 'c', null]);
    expect(sortRows(rows, 'descend', byN).map(byN)).toEqual(['c', 'b', 'a', null]);
    expect(rows.map(byN)).toEqual(['b', null, 'a', 'c']);
  });

  it('keeps the original order of equal values', () => {
    const tied = [
      { id: 1, v: 1 },
      { id: 2, v: 0 },
      { id: 3, v: 1 },
    ];
    expect(sortRows(tied, 'descend', (row) => row.v).map((row) => row.id)).toEqual([1, 3, 2]);
  });
});

describe('filterRows and anyValueMatches', () => {
  const rows = [
    { name: 'Acme Plumbing', city: 'Denver' },
    { name: 'Bluewave', city: 'Austin' },
  ];
  const matches = (row: (typeof rows)[number], query: string) => anyValueMatches([row.name, row.city], query);

  it('keeps every row for a blank query', () => {
    expect(filterRows(rows, '   ', matches)).toBe(rows);
  });

  it('matches a substring of any value, ignoring case and surrounding spaces', () => {
    expect(filterRows(rows, ' PLUMB ', matches)).toEqual([rows[0]]);
    expect(filterRows(rows, 'austin', matches)).toEqual([rows[1]]);
    expect(filterRows(rows, 'zzz', matches)).toEqual([]);
  });

  it('matches numbers by their text and never matches empty values', () => {
    expect(anyValueMatches([120.5, null, undefined], '20.5')).toBe(true);
    expect(anyValueMatches([null, undefined, ''], 'null')).toBe(false);
  });
});

describe('readField', () => {
  it('reads a field or a nested path', () => {
    const row = { name: 'Jane', tenant: { name: 'Acme' } };
    expect(readField(row, 'name')).toBe('Jane');
    expect(readField(row, ['tenant', 'name'])).toBe('Acme');
    expect(readField(row, ['missing', 'name'])).toBeUndefined();
    expect(readField(row, undefined)).toBeUndefined();
  });
});

describe('paging', () => {
  const rows = Array.from({ length: 45 }, (_, index) => index + 1);

  it('counts pages, with at least one page for an empty list', () => {
    expect(pageCount(45, 20)).toBe(3);
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(0, 20)).toBe(1);
  });

  it('keeps the page within range', () => {
    expect(clampPage(5, 45, 20)).toBe(3);
    expect(clampPage(0, 45, 20)).toBe(1);
    expect(clampPage(2, 0, 20)).toBe(1);
  });

  it('slices the rows of one page', () => {
    expect(pageRows(rows, 1, 20)).toEqual(rows.slice(0, 20));
    expect(pageRows(rows, 3, 20)).toEqual([41, 42, 43, 44, 45]);
  });

  it('summarises the visible range', () => {
    expect(resultSummary(1, 20, 45)).toBe('Showing 1 to 20 of 45 results');
    expect(resultSummary(3, 20, 45)).toBe('Showing 41 to 45 of 45 results');
    expect(resultSummary(1, 50, 7)).toBe('Showing 1 to 7 of 7 results');
    expect(resultSummary(1, 20, 0)).toBe('No results');
  });
});
