import type { MessageSource, MessageStatus } from 'shared-api';

/** The inbox sidebar's entries: 'all' / 'ALL' mean no filter. */
export const SOURCE_FILTERS = ['all', 'text', 'email', 'voicemail', 'zoom'] as const;
export type SourceFilter = (typeof SOURCE_FILTERS)[number];
export const STATUS_FILTERS = ['ALL', 'NEW', 'READ', 'IMPORTANT', 'ARCHIVED'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface InboxFilters {
  source: SourceFilter;
  status: StatusFilter;
  /** Already trimmed; '' when not searching. */
  search: string;
}

/** What the inbox opens with: every message, no search. */
export const DEFAULT_FILTERS: InboxFilters = { source: 'all', status: 'ALL', search: '' };

export interface Counts {
  source: Record<SourceFilter, number>;
  status: Record<StatusFilter | 'PENDING', number>;
}

export const EMPTY_COUNTS: Counts = {
  source: { all: 0, text: 0, email: 0, voicemail: 0, zoom: 0 },
  status: { ALL: 0, NEW: 0, READ: 0, IMPORTANT: 0, ARCHIVED: 0, PENDING: 0 },
};

/** How many messages the list holds under the filters: the chosen status's count, else all of them. */
export function listedCount(counts: Counts, filters: InboxFilters): number {
  return filters.status === 'ALL' ? counts.status.ALL : counts.status[filters.status];
}

/** The header description: '1 message' / '{n} messages', with 'matching "{search}"' while searching. */
export function describeCount(count: number, search: string): string {
  const noun = count === 1 ? '1 message' : `${count} messages`;
  return search ? `${noun} matching "${search}"` : noun;
}

/** Does a message of this source and status belong under the filters' choices (search aside)? */
export function matchesChoice(filters: InboxFilters, source: MessageSource, status: MessageStatus): boolean {
  return (
    (filters.source === 'all' || filters.source === source) &&
    (filters.status === 'ALL' || filters.status === status)
  );
}
