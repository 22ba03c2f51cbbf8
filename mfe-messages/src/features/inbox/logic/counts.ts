import type { MessageSource, MessageStatus } from 'shared-api';
import type { Counts, InboxFilters } from './filters';

/**
 * The sidebar counts are faceted (status counts within the chosen source, source counts within the chosen
 * status); these keep them right after a change without asking the server again.
 */

/** Counts after one message of `source` moved from status `from` to `to`. */
export function countsAfterStatusChange(
  counts: Counts,
  filters: InboxFilters,
  source: MessageSource,
  from: MessageStatus,
  to: MessageStatus,
): Counts {
  if (from === to) return counts;
  const next: Counts = { ...counts, source: { ...counts.source }, status: { ...counts.status } };
  if (filters.source === 'all' || filters.source === source) {
    next.status[from] -= 1;
    next.status[to] += 1;
  }
  if (filters.status !== 'ALL') {
    const delta = (to === filters.status ? 1 : 0) - (from === filters.status ? 1 : 0);
    next.source[source] += delta;
    next.source.all += delta;
  }
  return next;
}

/** Counts after one message of `source` and `status` was deleted. */
export function countsAfterDelete(
  counts: Counts,
  filters: InboxFilters,
  source: MessageSource,
  status: MessageStatus,
): Counts {
  return countsWith(counts, filters, source, status, -1);
}

/** Counts after a deleted message came back (the delete failed). */
export function countsAfterRestore(
  counts: Counts,
  filters: InboxFilters,
  source: MessageSource,
  status: MessageStatus,
): Counts {
  return countsWith(counts, filters, source, status, 1);
}

function countsWith(
  counts: Counts,
  filters: InboxFilters,
  source: MessageSource,
  status: MessageStatus,
  delta: number,
): Counts {
  const next: Counts = { ...counts, source: { ...counts.source }, status: { ...counts.status } };
  if (filters.source === 'all' || filters.source === source) {
    next.status[status] += delta;
    next.status.ALL += delta;
  }
  if (filters.status === 'ALL' || filters.status === status) {
    next.source[source] += delta;
    next.source.all += delta;
  }
  return next;
}
