// Per-icon import: see table-pager.tsx.
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Flex, Input } from 'antd';
import Table, { type ColumnType as TableColumnType, type TableProps } from 'antd/es/table';
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useCompactScreen } from '../screen-size';
import {
  anyValueMatches,
  clampPage,
  DEFAULT_PAGE_SIZE,
  filterRows,
  type PageSize,
  pageRows,
  readField,
  type SortState,
  sortRows,
} from './table-model';
import { TablePager } from './table-pager';

export interface DataTableColumn<T>
  extends Omit<TableColumnType<T>, 'key' | 'sorter' | 'sortOrder' | 'defaultSortOrder'> {
  key: string;
  sortable?: boolean;
  /** What the column sorts by; defaults to the value at `dataIndex`. */
  sortValue?: (row: T) => unknown;
}

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  dataSource: readonly T[] | undefined;
  rowKey: NonNullable<TableProps<T>['rowKey']>;
  loading?: boolean;
  searchable?: boolean;
  searchPlaceholder?: string;
  /** Fields the search looks in; defaults to the columns' `dataIndex` values. */
  searchKeys?: readonly (keyof T & string)[];
  /** Replaces `searchKeys`; receives the trimmed, lower-cased query. */
  searchPredicate?: (row: T, normalizedQuery: string) => boolean;
  defaultSort?: SortState;
  /** Also bound to Enter on a focused row, so the same action is reachable by keyboard. */
  onRowDoubleClick?: (row: T) => void;
  /** Shown at the right of the toolbar, e.g. an Add button. */
  toolbarExtra?: ReactNode;
  rowSelection?: TableProps<T>['rowSelection'];
  emptyText?: ReactNode;
  /**
   * The column that names a row (a user's name, a service's name): on a phone or a tablet, where the table
   * scrolls sideways, it stays in view at the start.
   */
  keyColumn?: string;
}

type Sorter<T> = Parameters<NonNullable<TableProps<T>['onChange']>>[2];

const NO_ROWS: readonly never[] = [];

function sortValueOf<T>(column: DataTableColumn<T>): (row: T) => unknown {
  return column.sortValue ?? ((row) => readField(row, column.dataIndex));
}

function toAntdColumn<T>(
  { sortable, sortValue, ...column }: DataTableColumn<T>,
  sort: SortState | null,
  pinned: boolean,
) {
  const antdColumn: TableColumnType<T> = pinned ? { ...column, fixed: 'start' } : column;
  if (!sortable) return antdColumn;
  // `sorter: true` makes antd only report clicks; the rows arrive already sorted.
  return { ...antdColumn, sorter: true, sortOrder: sort?.key === column.key ? sort.order : null };
}

function sortFromTable<T>(sorter: Sorter<T>): SortState | null {
  const active = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!active?.order || active.columnKey === undefined) return null;
  return { key: String(active.columnKey), order: active.order };
}

/**
 * antd copies each column's title into a hidden row (aria-hidden) that measures column widths. The copy of the
 * select-all box there would be a focusable control hidden from screen readers, so only the real header keeps it.
 */
function OutsideMeasureRow({ children }: { children: ReactNode }) {
  const cell = useRef<HTMLSpanElement>(null);
  const [measuring, setMeasuring] = useState(false);
  useLayoutEffect(() => setMeasuring(Boolean(cell.current?.closest('tr[aria-hidden="true"]'))), []);
  return <span ref={cell}>{measuring ? null : children}</span>;
}

function withHeaderSelection<T>(rowSelection: TableProps<T>['rowSelection']): TableProps<T>['rowSelection'] {
  if (!rowSelection || rowSelection.hideSelectAll || rowSelection.columnTitle) return rowSelection;
  return { ...rowSelection, columnTitle: (checkbox) => <OutsideMeasureRow>{checkbox}</OutsideMeasureRow> };
}

/** The shared table of list screens: search, sortable columns, and a pager with 20/50/100 rows per page. */
export function DataTable<T extends object>({
  columns,
  dataSource,
  rowKey,
  loading = false,
  searchable = false,
  searchPlaceholder = 'Search...',
  searchKeys,
  searchPredicate,
  defaultSort,
  onRowDoubleClick,
  toolbarExtra,
  rowSelection,
  emptyText = 'No results found',
  keyColumn,
}: DataTableProps<T>) {
  const compact = useCompactScreen();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortState | null>(defaultSort ?? null);
  const [requestedPage, setRequestedPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);

  const rows = dataSource ?? NO_ROWS;
  const matches = useMemo(() => {
    if (searchPredicate) return searchPredicate;
    const fields = searchKeys ?? columns.map((column) => column.dataIndex);
    return (row: T, normalizedQuery: string) =>
      anyValueMatches(
        fields.map((field) => readField(row, field)),
        normalizedQuery,
      );
  }, [searchPredicate, searchKeys, columns]);

  const sortedRows = useMemo(() => {
    const filtered = filterRows(rows, query, matches);
    const sortColumn = sort && columns.find((column) => column.key === sort.key);
    return sort && sortColumn ? sortRows(filtered, sort.order, sortValueOf(sortColumn)) : filtered;
  }, [rows, query, matches, sort, columns]);

  const page = clampPage(requestedPage, sortedRows.length, pageSize);
  // A pinned column must come first: the key column leads the row on a compact screen.
  const pinned = compact ? columns.find((column) => column.key === keyColumn) : undefined;
  const ordered = pinned ? [pinned, ...columns.filter((column) => column !== pinned)] : columns;
  const antdColumns = ordered.map((column) => toAntdColumn(column, sort, column === pinned));

  const onRow: TableProps<T>['onRow'] = onRowDoubleClick
    ? (row) => ({
        tabIndex: 0,
        onDoubleClick: () => onRowDoubleClick(row),
        onKeyDown: (event) => {
          // Only the row itself: Enter on a button inside the row keeps its own meaning.
          if (event.key === 'Enter' && event.target === event.currentTarget) onRowDoubleClick(row);
        },
      })
    : undefined;

  return (
    <Flex vertical gap="middle">
      {(searchable || toolbarExtra) && (
        <Flex justify={searchable ? 'space-between' : 'flex-end'} align="center" wrap gap="middle">
          {searchable && (
            <Input
              allowClear
              prefix={<SearchOutlined aria-hidden />}
              placeholder={searchPlaceholder}
              aria-label={searchPlaceholder}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setRequestedPage(1);
              }}
              style={{ maxWidth: 360 }}
            />
          )}
          {toolbarExtra}
        </Flex>
      )}
      <Table<T>
        columns={antdColumns}
        dataSource={pageRows(sortedRows, page, pageSize)}
        rowKey={rowKey}
        loading={loading}
        rowSelection={withHeaderSelection(rowSelection)}
        onRow={onRow}
        onChange={(_pagination, _filters, sorter) => {
          setSort(sortFromTable(sorter));
          setRequestedPage(1);
        }}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: loading ? 'Loading data...' : emptyText }}
      />
      <TablePager
        page={page}
        pageSize={pageSize}
        total={sortedRows.length}
        loading={loading}
        onPageChange={setRequestedPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setRequestedPage(1);
        }}
      />
    </Flex>
  );
}
