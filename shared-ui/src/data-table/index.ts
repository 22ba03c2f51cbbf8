export { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
export {
  clampPage,
  compareValues,
  DEFAULT_PAGE_SIZE,
  filterRows,
  PAGE_SIZES,
  type PageSize,
  pageCount,
  pageRows,
  resultSummary,
  type SortOrder,
  type SortState,
  sortRows,
} from './table-model';
