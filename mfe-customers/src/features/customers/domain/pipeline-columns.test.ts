import { asksBeforeMoving, columnFigures, statusForDrop } from './pipeline-columns';

describe('statusForDrop', () => {
  it('gives the status of the column a card lands on', () => {
    expect(statusForDrop('LEAD', 'quoted')).toBe('QUOTED');
    expect(statusForDrop('QUOTED', 'contacted')).toBe('CONTACTED');
    expect(statusForDrop('ACTIVE', 'prospects')).toBe('PROSPECT');
  });

  it('changes nothing when the card stays in the column that shows it', () => {
    // Prospects gathers four statuses: none of them becomes PROSPECT by a drop on its own column.
    for (const status of ['LEAD', 'PROSPECT', 'INACTIVE', 'LOST', 'lost']) {
      expect(statusForDrop(status, 'prospects')).toBeNull();
    }
    expect(statusForDrop('ACTIVE', 'active')).toBeNull();
  });
});

describe('columnFigures', () => {
  it("adds up the totals of a column's statuses, to the cent", () => {
    const totals = [
      { status: 'LEAD', customers: 2, aiCustomers: 0, pendingMessages: 1, revenue: 0.1 },
      { status: 'LOST', customers: 1, aiCustomers: 0, pendingMessages: 0, revenue: 0.2 },
      { status: 'ACTIVE', customers: 4, aiCustomers: 1, pendingMessages: 0, revenue: 2500.5 },
    ] as const;
    expect(columnFigures(totals, 'prospects')).toEqual({ customers: 3, revenue: 0.3 });
    expect(columnFigures(totals, 'active')).toEqual({ customers: 4, revenue: 2500.5 });
    expect(columnFigures(totals, 'quoted')).toEqual({ customers: 0, revenue: 0 });
  });
});

describe('asksBeforeMoving', () => {
  it('asks before overwriting INACTIVE or LOST, whatever the case, and for no other status', () => {
    expect(['INACTIVE', 'LOST', 'lost'].map(asksBeforeMoving)).toEqual([true, true, true]);
    expect(['LEAD', 'PROSPECT', 'CONTACTED', 'QUOTED', 'ACTIVE'].map(asksBeforeMoving)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
