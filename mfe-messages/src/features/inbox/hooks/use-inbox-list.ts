import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { AppDispatch, MessageSummary } from 'shared-api';
import { toast } from 'shared-ui';
import { messagePageArgs, requestMessagePage, takePrefetchedPage } from '../api/first-page-prefetch';
import { type Counts, EMPTY_COUNTS, type InboxFilters } from '../logic/filters';

export interface InboxList {
  messages: MessageSummary[];
  counts: Counts;
  /** True until the first page for the current filters has arrived. */
  loading: boolean;
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

interface State {
  /** The tenant and filters the state was loaded for: anything else means a load is under way. */
  key: string;
  messages: MessageSummary[];
  counts: Counts;
  nextCursor: string | null;
}

/**
 * The inbox, a page at a time: the server filters, searches, counts and pages (keyset cursor), so 10,000
 * messages cost what 50 do. A change of filters aborts the requests of the previous ones.
 */
export function useInboxList(tenantId: string | undefined, filters: InboxFilters): InboxList {
  const dispatch = useDispatch<AppDispatch>();
  const key = JSON.stringify([tenantId, filters.source, filters.status, filters.search]);
  const [state, setState] = useState<State>({
    key: '',
    messages: [],
    counts: EMPTY_COUNTS,
    nextCursor: null,
  });
  /** The request for the next page, if one is running: aborted when the filters change. */
  const moreRequest = useRef<{ abort(): void } | null>(null);

  const fetchPage = useCallback(
    (cursor: string | null) => {
      if (!tenantId) return null;
      const args = messagePageArgs(tenantId, filters, cursor);
      return (cursor === null && takePrefetchedPage(args)) || requestMessagePage(dispatch, args);
    },
    [dispatch, tenantId, filters],
  );

  useEffect(() => {
    const request = fetchPage(null);
    if (!request) return;
    const requestKey = key;
    let current = true;
    request.unwrap().then(
      (page) => {
        if (current)
          setState({
            key: requestKey,
            messages: page.messages,
            counts: page.counts,
            nextCursor: page.nextCursor,
          });
      },
      () => {
        if (!current) return;
        setState((previous) => ({ ...previous, key: requestKey, messages: [] }));
        toast.error('Failed to load messages');
      },
    );
    return () => {
      current = false;
      request.abort();
      moreRequest.current?.abort();
      moreRequest.current = null;
    };
  }, [fetchPage, key]);

  const loadMore = useCallback(() => {
    if (moreRequest.current || state.key !== key || !state.nextCursor) return;
    const request = fetchPage(state.nextCursor);
    if (!request) return;
    moreRequest.current = request;
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
        toast.error('Failed to load messages');
      },
    );
  }, [fetchPage, key, state.key, state.nextCursor]);

  const update = useCallback<InboxList['update']>((change) => {
    setState((previous) => ({
      ...previous,
      ...change({ messages: previous.messages, counts: previous.counts }),
    }));
  }, []);

  return {
    messages: state.messages,
    counts: state.counts,
    loading: state.key !== key,
    hasMore: state.nextCursor !== null,
    loadMore,
    update,
  };
}
