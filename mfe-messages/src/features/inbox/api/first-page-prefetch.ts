import {
  type AppDispatch,
  INBOX_PAGE_SIZE,
  inboxFirstPage,
  type MessagePage,
  type MessagePageArgs,
} from 'shared-api';
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

interface Prefetched {
  key: string;
  at: number;
  request: MessagePageRequest;
  /** The page, once it has arrived. */
  page?: MessagePage;
}

let prefetched: Prefetched | null = null;

const keyOf = (args: MessagePageArgs) => JSON.stringify(args);

/** Requests the inbox's first page as it opens, before the screen has rendered (the route's prefetch). */
export function prefetchFirstPage(dispatch: AppDispatch, tenantId: string): MessagePageRequest {
  const args = inboxFirstPage(tenantId);
  const entry: Prefetched = { key: keyOf(args), at: Date.now(), request: requestMessagePage(dispatch, args) };
  entry.request.unwrap().then(
    (page) => {
      entry.page = page;
    },
    () => undefined,
  );
  prefetched = entry;
  return entry.request;
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

/**
 * The prefetched page for exactly these arguments if it has already arrived (taken, as by `takePrefetchedPage`):
 * the screen's first render can show the rows at once instead of a skeleton. A load of /messages usually has it,
 * the server having hinted the page's request with the HTML.
 */
export function takeArrivedPage(args: MessagePageArgs): MessagePage | null {
  const page = prefetched?.key === keyOf(args) ? prefetched.page : undefined;
  if (!page) return null;
  return takePrefetchedPage(args) ? page : null;
}
