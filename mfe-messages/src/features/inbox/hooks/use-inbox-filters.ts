import { useCallback, useMemo, useState } from 'react';
import type { SourceFilter, StatusFilter } from 'shared-api';
import { DEFAULT_FILTERS, type InboxFilters } from '../logic/filters';

/** The inbox's filters; `onChange` hears of each change (the list it filters is a new one). */
export function useInboxFilters(onChange: () => void) {
  const [source, setSource] = useState<SourceFilter>(DEFAULT_FILTERS.source);
  const [status, setStatus] = useState<StatusFilter>(DEFAULT_FILTERS.status);
  const [search, setSearch] = useState(DEFAULT_FILTERS.search);
  const filters = useMemo<InboxFilters>(() => ({ source, status, search }), [source, status, search]);

  const chooseSource = useCallback(
    (entry: SourceFilter) => {
      setSource(entry);
      onChange();
    },
    [onChange],
  );
  const chooseStatus = useCallback(
    (entry: StatusFilter) => {
      setStatus(entry);
      onChange();
    },
    [onChange],
  );
  const applySearch = useCallback(
    (text: string) => {
      setSearch(text);
      onChange();
    },
    [onChange],
  );
  return { filters, chooseSource, chooseStatus, applySearch };
}
