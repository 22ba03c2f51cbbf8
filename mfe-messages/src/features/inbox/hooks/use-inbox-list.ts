import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import {
  type AppDispatch,
  INBOX_PAGE_SIZE,
  MAX_MESSAGE_PAGE_SIZE,
  type MessagePage,
  type MessageSummary,
  useServerEvent,
} from 'shared-api';
import { toast } from 'shared-ui';
import {
  messagePageArgs,
  requestMessagePage,
  takeArrivedPage,
  takePrefetchedPage,
} from '../api/first-page-prefetch';
import { type Counts, EMPTY_COUNTS, type InboxFilters } from '../logic/filters';

export interface InboxList {
  messages: MessageSummary[];
  counts: Counts;
  /** True until the first page for the current filters has arrived. */
  loading: boolean;
  /** The first page (or, with rows shown, the next one) could not be loaded: `retry` asks again. */
  failed: boolean;
  failedMore: boolean;
  retry(): void;
  hasMore: boolean;
  loadMore(): void;
  /** Local edits (optimistic updates): the list and counts as they should now be. */
  update(
    change: (state: { messages: MessageSummary[]; counts: Counts }) => {
      messages: MessageSummary[];
      counts: Counts;
    },
  ): void;
}

export const LOAD_FAILED = 'Failed to load messages';

interface State {
  /** The tenant and filters the state was loaded for: anything else means a load is under way. */
  key: string;
  messages: MessageSummary[];
  counts: Counts;
  nextCursor: string | null;
  /** The first page for `key` failed. */
  failed?: boolean;
}

/**
 * The inbox, a page at a time: the server filters, searches, counts and pages (keyset cursor), so 10,000
 * messages cost what 50 do. A change of filters aborts the requests of the previous ones. When the server
 * says the inbox changed (a message arrived, another user triaged one), the rows shown are reloaded in place.
 */
export function useInboxList(tenantId: string | undefined, filters: InboxFilters): InboxList {
  const dispatch = useDispatch<AppDispatch>();
  /** Bumped by a retry of the first page: a new key, so the page loads again. */
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([tenantId, filters.source, filters.status, filters.search, attempt]);
  const [state, setState] = useState<State>(() => arrivedState(tenantId, filters, key));
  /** The key whose first page the first render already showed: its load is skipped once. */
  const shownAtOnce = useRef(state.key);
  /** The request for the next page, if one is running: aborted when the filters change. */
  const moreRequest = useRef<{ abort(): void } | null>(null);
  const [failedMore, setFailedMore] = useState(false);

  const fetchPage = useCallback(
    (cursor: string | null, limit?: number) => {
      if (!tenantId) return null;
      const args = messagePageArgs(tenantId, filters, cursor, limit);
      return (cursor === null && takePrefetchedPage(args)) || requestMessagePage(dispatch, args);
    },
    [dispatch, tenantId, filters],
  );

  useEffect(() => {
    const shown = shownAtOnce.current === key;
    shownAtOnce.current = '';
    const request = shown ? null : fetchPage(null);
    if (!shown && !request) return;
    const requestKey = key;
    let current = true;
    request?.unwrap().then(
      (page) => {
        if (current) setState(loadedState(requestKey, page));
      },
      () => {
        if (!current) return;
        setState((previous) => ({ ...previous, key: requestKey, messages: [], failed: true }));
        toast.error(LOAD_FAILED);
      },
    );
    return () => {
      current = false;
      request?.abort();
      moreRequest.current?.abort();
      moreRequest.current = null;
      setFailedMore(false);
    };
  }, [fetchPage, key]);

  useLiveRefresh({ fetchPage, key, state, setState });

  const loadMore = useCallback(() => {
    if (moreRequest.current || state.key !== key || !state.nextCursor) return;
    const request = fetchPage(state.nextCursor);
    if (!request) return;
    moreRequest.current = request;
    setFailedMore(false);
    request.unwrap().then(
      (page) => {
        if (moreRequest.current !== request) return;
        moreRequest.current = null;
        setState((previous) => {
          // A row may move between pages while reading (status changes do not, deletes shift): keep one copy.
          const known = new Set(previous.messages.map((message) => message.id));
          const fresh = page.messages.filter((message) => !known.has(message.id));
          return { ...previous, messages: [...previous.messages, ...fresh], nextCursor: page.nextCursor };
        });
      },
      () => {
        if (moreRequest.current !== request) return;
        moreRequest.current = null;
        setFailedMore(true);
        toast.error(LOAD_FAILED);
      },
    );
  }, [fetchPage, key, state.key, state.nextCursor]);

  const update = useCallback<InboxList['update']>((change) => {
    setState((previous) => ({
      ...previous,
      ...change({ messages: previous.messages, counts: previous.counts }),
    }));
  }, []);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  const loaded = state.key === key;
  return {
    messages: state.messages,
    counts: state.counts,
    loading: !loaded,
    failed: loaded && Boolean(state.failed),
    failedMore,
    retry,
    hasMore: state.nextCursor !== null,
    loadMore,
    update,
  };
}

/**
 * On each `inbox.changed` event, reloads as many rows as are shown (one request, at most the server's page
 * limit) and replaces the list and counts, so new messages appear on top and changed ones update.
 */
function useLiveRefresh({
  fetchPage,
  key,
  state,
  setState,
}: {
  fetchPage: (cursor: string | null, limit?: number) => ReturnType<typeof requestMessagePage> | null;
  key: string;
  state: State;
  setState: (update: (previous: State) => State) => void;
}) {
  const [changes, setChanges] = useState(0);
  useServerEvent('inbox.changed', () => setChanges((count) => count + 1));
  const shown = useRef(state.messages.length);
  shown.current = state.messages.length;
  const loadedKey = state.key;

  useEffect(() => {
    if (changes === 0 || loadedKey !== key) return;
    const limit = Math.min(Math.max(shown.current, INBOX_PAGE_SIZE), MAX_MESSAGE_PAGE_SIZE);
    const request = fetchPage(null, limit);
    if (!request) return;
    let current = true;
    request.unwrap().then(
      (page) => {
        if (!current) return;
        setState((previous) => (previous.key === key ? loadedState(key, page) : previous));
      },
      // The next change or a reload tries again; the rows shown stay as they were.
      () => {},
    );
    return () => {
      current = false;
      request.abort();
    };
  }, [changes, fetchPage, key, loadedKey, setState]);
}

/** The first page when the route's prefetch has already brought it (rows in the first render), else nothing yet. */
function arrivedState(tenantId: string | undefined, filters: InboxFilters, key: string): State {
  const page = tenantId ? takeArrivedPage(messagePageArgs(tenantId, filters, null)) : null;
  return page ? loadedState(key, page) : { key: '', messages: [], counts: EMPTY_COUNTS, nextCursor: null };
}

/** The list as a first page for `key` gives it. */
const loadedState = (key: string, page: MessagePage): State => ({
  key,
  messages: page.messages,
  counts: page.counts,
  nextCursor: page.nextCursor,
});
