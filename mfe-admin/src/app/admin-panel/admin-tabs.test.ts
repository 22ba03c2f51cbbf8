import { tabFromSearch } from './admin-tabs';

describe('tabFromSearch', () => {
  it.each([
    ['', 'users'],
    ['?tab=users', 'users'],
    ['?tab=ai-logs', 'ai-logs'],
    ['?tab=system-settings', 'system-settings'],
    ['?tab=audit-log', 'audit-log'],
    ['?tab=nope', 'users'],
  ])('%s opens %s', (search, tab) => {
    expect(tabFromSearch(new URLSearchParams(search))).toBe(tab);
  });
});
