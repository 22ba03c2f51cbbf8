import { INBOX_OPENING_FILTERS, type MessageCounts, type SourceFilter, type StatusFilter } from 'shared-api';

export interface InboxFilters {
  source: SourceFilter;
  status: StatusFilter;
  /** Already trimmed; '' when not searching. */
  search: string;
}

/** What the inbox opens with: every message, no search. */
export const DEFAULT_FILTERS: InboxFilters = INBOX_OPENING_FILTERS;

/** The sidebar's counts as the server answers them (`capped`: each number is a lower bound). */
export type Counts = MessageCounts;

export const EMPTY_COUNTS: Counts = {
  source: { all: 0, text: 0, email: 0, voicemail: 0, zoom: 0 },
  status: { ALL: 0, NEW: 0, READ: 0, IMPORTANT: 0, ARCHIVED: 0, PENDING: 0 },
  capped: false,
};

/** How many messages the list holds under the filters: the chosen status's count, else all of them. */
export function listedCount(counts: Counts, filters: InboxFilters): number {
  return filters.status === 'ALL' ? counts.status.ALL : counts.status[filters.status];
}

/** A source filter as a label: 'Email'. */
export const sourceLabel = (source: SourceFilter) => `${source[0]?.toUpperCase()}${source.slice(1)}`;

/** The filters button's text, naming the filters chosen besides the defaults: 'Filters: Email, NEW'. */
export function filtersButtonText({ source, status }: Pick<InboxFilters, 'source' | 'status'>): string {
  const chosen = [
    source === DEFAULT_FILTERS.source ? null : sourceLabel(source),
    status === DEFAULT_FILTERS.status ? null : status,
  ].filter((entry) => entry !== null);
  return chosen.length === 0 ? 'Filters' : `Filters: ${chosen.join(', ')}`;
}
