import { type AppDispatch, INBOX_PAGE_SIZE, inboxFirstPage, type MessagePageArgs } from 'shared-api';
import type { InboxFilters } from '../logic/filters';
import { messagesApi } from './messages-api';

/** The request for one page of the inbox under the filters (`cursor` null: the first page). */
export function messagePageArgs(
  tenantId: string,
  filters: InboxFilters,
  cursor: string | null,
  limit = INBOX_PAGE_SIZE,
): MessagePageArgs {
  const { source, status, search } = filters;
  return { tenantId, source, status, search, limit, cursor };
}

export function requestMessagePage(dispatch: AppDispatch, args: MessagePageArgs) {
  return dispatch(
    // Not tracked: the hook keeps the page, the store need not.
    messagesApi.endpoints.getMessagePage.initiate(args, { track: false }),
  );
}

export type MessagePageRequest = ReturnType<typeof requestMessagePage>;

/** Long enough to cover the screen's first render, short enough never to show a stale inbox. */
const PREFETCH_FRESH_MS = 10_000;

let prefetched: { key: string; at: number; request: MessagePageRequest } | null = null;

const keyOf = (args: MessagePageArgs) => JSON.stringify(args);

/** Requests the inbox's first page as it opens, before the screen has rendered (the route's prefetch). */
export function prefetchFirstPage(dispatch: AppDispatch, tenantId: string): void {
  const args = inboxFirstPage(tenantId);
  prefetched = { key: keyOf(args), at: Date.now(), request: requestMessagePage(dispatch, args) };
}

/** The prefetched request for exactly these arguments, if still fresh; each prefetch is taken at most once. */
export function takePrefetchedPage(args: MessagePageArgs): MessagePageRequest | null {
  const found = prefetched;
  prefetched = null;
  if (!found) return null;
  if (found.key === keyOf(args) && Date.now() - found.at < PREFETCH_FRESH_MS) return found.request;
  found.request.abort();
  return null;
}
