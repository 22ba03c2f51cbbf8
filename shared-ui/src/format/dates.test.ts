import { formatDate, formatMessageTime } from './dates';

const now = new Date(2025, 2, 4, 18, 30);

describe('formatMessageTime', () => {
  it('says "Today at" with a 12-hour time on the same day', () => {
    expect(formatMessageTime(new Date(2025, 2, 4, 15, 5), now)).toBe('Today at 3:05 PM');
    expect(formatMessageTime(new Date(2025, 2, 4, 0, 1), now)).toBe('Today at 12:01 AM');
  });

  it('shows month, day and time on any other day', () => {
    expect(formatMessageTime(new Date(2025, 2, 3, 15, 5), now)).toBe('Mar 3, 3:05 PM');
    expect(formatMessageTime(new Date(2024, 2, 4, 9, 0), now)).toBe('Mar 4, 9:00 AM');
  });

  it('accepts ISO strings', () => {
    const received = new Date(2025, 2, 4, 15, 5).toISOString();
    expect(formatMessageTime(received, now)).toBe('Today at 3:05 PM');
  });

  it('compares against the current time by default', () => {
    expect(formatMessageTime(new Date())).toMatch(/^Today at \d{1,2}:\d{2} (AM|PM)$/);
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatMessageTime('not a date', now)).toBe('');
  });
});

describe('formatDate', () => {
  it('shows month, day and year', () => {
    expect(formatDate(new Date(2025, 0, 9))).toBe('Jan 9, 2025');
    expect(formatDate(new Date(2024, 11, 31, 23, 59).toISOString())).toBe('Dec 31, 2024');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDate('nope')).toBe('');
  });
});
