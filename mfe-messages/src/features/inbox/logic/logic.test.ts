import { formatMessageTime } from 'shared-ui';
import { countsAfterDelete, countsAfterRestore, countsAfterStatusChange } from './counts';
import { type Counts, filtersButtonText, type InboxFilters, listedCount } from './filters';
import { statusOnMarkUnread, statusOnOpen, statusOnToggleImportant } from './status';

const counts: Counts = {
  source: { all: 10, text: 3, email: 4, voicemail: 2, zoom: 1 },
  status: { ALL: 10, NEW: 4, READ: 3, IMPORTANT: 2, ARCHIVED: 1, PENDING: 0 },
  capped: false,
};
const all: InboxFilters = { source: 'all', status: 'ALL', search: '' };

describe('status transitions', () => {
  it('opening sets NEW to READ and leaves other statuses alone', () => {
    expect(statusOnOpen('NEW')).toBe('READ');
    expect(statusOnOpen('IMPORTANT')).toBeNull();
    expect(statusOnOpen('ARCHIVED')).toBeNull();
  });

  it('the important toggle goes IMPORTANT ↔ READ', () => {
    expect(statusOnToggleImportant('READ')).toBe('IMPORTANT');
    expect(statusOnToggleImportant('NEW')).toBe('IMPORTANT');
    expect(statusOnToggleImportant('IMPORTANT')).toBe('READ');
  });

  it('mark unread sets NEW unless it already is', () => {
    expect(statusOnMarkUnread('READ')).toBe('NEW');
    expect(statusOnMarkUnread('IMPORTANT')).toBe('NEW');
    expect(statusOnMarkUnread('NEW')).toBeNull();
  });
});

describe('count updates', () => {
  it('moves a status count without changing totals when nothing is filtered', () => {
    const next = countsAfterStatusChange(counts, all, 'email', 'NEW', 'READ');
    expect(next.status).toMatchObject({ ALL: 10, NEW: 3, READ: 4 });
    expect(next.source).toEqual(counts.source);
    expect(counts.status.NEW).toBe(4);
  });

  it('changes source counts when the status filter is the one left or entered', () => {
    const newOnly: InboxFilters = { ...all, status: 'NEW' };
    expect(countsAfterStatusChange(counts, newOnly, 'text', 'NEW', 'READ').source).toMatchObject({
      all: 9,
      text: 2,
    });
    expect(countsAfterStatusChange(counts, newOnly, 'text', 'READ', 'NEW').source).toMatchObject({
      all: 11,
      text: 4,
    });
  });

  it('leaves status counts of another source alone', () => {
    const textOnly: InboxFilters = { ...all, source: 'text' };
    expect(countsAfterStatusChange(counts, textOnly, 'email', 'NEW', 'READ').status).toEqual(counts.status);
  });

  it('removes a deleted message from every count it was in', () => {
    const next = countsAfterDelete(counts, all, 'zoom', 'ARCHIVED');
    expect(next.status).toMatchObject({ ALL: 9, ARCHIVED: 0 });
    expect(next.source).toMatchObject({ all: 9, zoom: 0 });
    expect(countsAfterRestore(next, all, 'zoom', 'ARCHIVED')).toEqual(counts);
    const importantOnly = countsAfterDelete(counts, { ...all, status: 'IMPORTANT' }, 'zoom', 'IMPORTANT');
    expect(importantOnly.source).toMatchObject({ all: 9, zoom: 0 });
  });

  it('lists the chosen status count', () => {
    expect(listedCount(counts, all)).toBe(10);
    expect(listedCount(counts, { ...all, status: 'IMPORTANT' })).toBe(2);
  });

  it('keeps counts "at least" after a delete when the server stopped counting a search', () => {
    const capped = { ...counts, capped: true };
    expect(countsAfterDelete(capped, all, 'zoom', 'ARCHIVED').capped).toBe(true);
  });
});

describe('message time (the shared formatter as the inbox uses it)', () => {
  it("reads 'Today at h:mm a' today and 'MMM d, h:mm a' before", () => {
    const now = new Date(2026, 2, 4, 18, 0);
    expect(formatMessageTime(new Date(2026, 2, 4, 15, 5), now)).toBe('Today at 3:05 PM');
    expect(formatMessageTime(new Date(2026, 2, 3, 9, 30), now)).toBe('Mar 3, 9:30 AM');
  });
});

describe('the filters button (a compact screen)', () => {
  it('names the filters chosen besides the defaults', () => {
    expect(filtersButtonText({ source: 'all', status: 'ALL' })).toBe('Filters');
    expect(filtersButtonText({ source: 'email', status: 'ALL' })).toBe('Filters: Email');
    expect(filtersButtonText({ source: 'all', status: 'NEW' })).toBe('Filters: NEW');
    expect(filtersButtonText({ source: 'voicemail', status: 'IMPORTANT' })).toBe(
      'Filters: Voicemail, IMPORTANT',
    );
  });
});
