import { columnList, type PipelineColumnKey } from 'shared-api';
import { useGetCustomerPagesInfiniteQuery } from '../api/customers-api';

/**
 * A pipeline column's cards, loaded page by page, and the count its header shows: the tenant's total for the
 * column, or under a search (where the totals do not apply) the matches found so far, "+" while more may come.
 * The board's columns and the compact screen's column switcher read the same cache entry.
 */
export function useColumnCustomers(
  tenantId: string,
  column: PipelineColumnKey,
  search: string,
  totalCustomers: number,
) {
  const query = useGetCustomerPagesInfiniteQuery(columnList(tenantId, column, search));
  const customers = query.data?.pages.flatMap((page) => page.customers) ?? [];
  const count = search ? `${customers.length}${query.hasNextPage ? '+' : ''}` : String(totalCustomers);
  return { ...query, customers, count };
}
