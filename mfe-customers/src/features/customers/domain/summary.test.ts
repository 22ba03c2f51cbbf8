import { aiRate, matchesSearch, summarize } from './summary';

describe('summarize', () => {
  it('adds up customers, AI quotes, pending messages and revenue over the statuses', () => {
    const summary = summarize([
      { status: 'LEAD', customers: 2, aiCustomers: 1, pendingMessages: 2, revenue: 1200.1 },
      { status: 'ACTIVE', customers: 1, aiCustomers: 1, pendingMessages: 1, revenue: 99.2 },
    ]);
    expect(summary).toEqual({ totalCustomers: 3, aiQuotes: 2, pending: 3, aiRate: 67, revenue: 1299.3 });
  });

  it('answers zeros for a tenant without customers', () => {
    expect(summarize([])).toEqual({ totalCustomers: 0, aiQuotes: 0, pending: 0, aiRate: 0, revenue: 0 });
  });
});

describe('aiRate', () => {
  it.each([
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13], // 12.5 rounds up
    [0, 5, 0],
    [5, 5, 100],
    [0, 0, 0],
  ])('%i of %i is %i%%', (part, total, percent) => {
    expect(aiRate(part, total)).toBe(percent);
  });
});

describe('matchesSearch', () => {
  const cafe = { name: 'Harborview Cafe', email: 'dana@harborview.com', industry: 'Restaurant' };

  it.each(['harbor', 'HARBOR', 'DANA@', 'restaurant', '  cafe '])('matches %p', (query) => {
    expect(matchesSearch(cafe, query)).toBe(true);
  });

  it('matches everything for a blank query, nothing for a miss, and tolerates missing fields', () => {
    expect(matchesSearch(cafe, '  ')).toBe(true);
    expect(matchesSearch(cafe, 'plumbing')).toBe(false);
    expect(matchesSearch({ name: 'Solo', email: null, industry: null }, 'restaurant')).toBe(false);
  });
});
