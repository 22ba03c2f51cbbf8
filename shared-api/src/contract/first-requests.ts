import type { SourceFilter, StatusFilter } from './constants';
import type { CustomerSort } from './customers';
import { type ApiRequest, endpointRequest } from './endpoint-request';
import type { CustomerStatus } from './entities';
import { PIPELINE_COLUMNS, type PipelineColumnKey, statusesOf } from './pipeline';

/**
 * The requests a screen makes first, built once for both ends: the remotes' endpoints send them, and the
 * server, answering the page's HTML, names the same URLs as preload hints, so the data is on its way while the
 * shell's scripts still download (docs/architecture.md#how-a-screen-opens-without-a-waterfall).
 */

/** Which customers a list shows: the tenant's, of some statuses, matching a search, in an order. */
export interface CustomerListArgs {
  tenantId: string;
  statuses?: readonly CustomerStatus[];
  sort?: CustomerSort;
  search?: string;
  limit?: number;
}

/** One page of a customer list (`cursor` null: the first). */
export const customerListRequest = (
  { statuses, search, ...query }: CustomerListArgs,
  cursor: string | null,
): ApiRequest =>
  endpointRequest('listCustomers', {
    query: {
      ...query,
      status: statuses?.join(','),
      search: search || undefined,
      cursor: cursor ?? undefined,
    },
  });

/** Cards a pipeline column loads at first and per page: enough to fill it, whatever the tenant's size. */
const COLUMN_PAGE_SIZE = 20;

/** The list a pipeline column shows. */
export const columnList = (tenantId: string, column: PipelineColumnKey, search = ''): CustomerListArgs => ({
  tenantId,
  statuses: statusesOf(column),
  search,
  limit: COLUMN_PAGE_SIZE,
});

/** One page of the inbox under its filters (`cursor` null or absent: the first page). */
export interface MessagePageArgs {
  tenantId: string;
  source: SourceFilter;
  status: StatusFilter;
  search: string;
  limit: number;
  cursor?: string | null;
}

export const messagePageRequest = ({ cursor, ...query }: MessagePageArgs): ApiRequest =>
  endpointRequest('listMessages', { query: cursor ? { ...query, cursor } : query });

/** The inbox's path, the screen whose first messages the server also writes into the page (first paint). */
export const INBOX_PATH = '/messages';

/** The element holding a page's first paint, written into its HTML by the server and removed by the app. */
export const FIRST_PAINT_ID = 'qd-first-paint';

/** Messages the inbox shows at first and per page. */
export const INBOX_PAGE_SIZE = 50;

/** The inbox's filters as it opens: every message, no search. */
export const INBOX_OPENING_FILTERS = { source: 'all', status: 'ALL', search: '' } as const satisfies Pick<
  MessagePageArgs,
  'source' | 'status' | 'search'
>;

/** The inbox's first request as it opens. */
export const inboxFirstPage = (tenantId: string): MessagePageArgs => ({
  tenantId,
  ...INBOX_OPENING_FILTERS,
  limit: INBOX_PAGE_SIZE,
  cursor: null,
});

/** The pipeline board as it opens: the tenant's totals and each column's first cards. */
export const pipelineFirstLists = (tenantId: string) =>
  PIPELINE_COLUMNS.map(({ key }) => columnList(tenantId, key));

const CUSTOMER_PAGE = /^\/customers\/([^/]+)\/?$/;

/** The id of the customer a `/customers/{id}` path opens, if it is one. */
export const customerIdIn = (pathname: string): string | undefined => {
  const id = pathname.match(CUSTOMER_PAGE)?.[1];
  return id ? decodeURIComponent(id) : undefined;
};

/** The data requests a signed-in user's screen at `pathname` makes first (none for pages not listed). */
export function firstRequestsFor(pathname: string, tenantId: string): ApiRequest[] {
  const customerId = customerIdIn(pathname);
  if (customerId) return [endpointRequest('getCustomer', { params: { id: customerId } })];
  switch (pathname.replace(/(.)\/$/, '$1')) {
    case '/customers':
      return [
        endpointRequest('getCustomerSummary', { query: { tenantId } }),
        ...pipelineFirstLists(tenantId).map((list) => customerListRequest(list, null)),
      ];
    case INBOX_PATH:
      return [messagePageRequest(inboxFirstPage(tenantId))];
    case '/catalogs':
      return [endpointRequest('listCatalogs', { query: { tenantId } })];
    default:
      return [];
  }
}

/** The URL `fetchBaseQuery` requests for these arguments (its default serialization, undefined left out). */
export function requestUrl({ url, params }: ApiRequest): string {
  if (!params) return url;
  const defined = Object.entries(params as Record<string, unknown>).filter(
    ([, value]) => value !== undefined,
  );
  const query = new URLSearchParams(defined.map(([key, value]) => [key, String(value)])).toString();
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
