import { columnOf, groupIntoColumns, statusForDrop } from './pipeline-columns';

describe('columnOf', () => {
  it.each([
    ['LEAD', 'prospects'],
    ['PROSPECT', 'prospects'],
    ['INACTIVE', 'prospects'],
    ['LOST', 'prospects'],
    ['CONTACTED', 'contacted'],
    ['QUOTED', 'quoted'],
    ['ACTIVE', 'active'],
    ['contacted', 'contacted'],
    ['quoted', 'quoted'],
    ['active', 'active'],
    ['WON', 'prospects'],
    ['', 'prospects'],
    [null, 'prospects'],
  ])('puts %p under %s', (status, column) => {
    expect(columnOf(status)).toBe(column);
  });
});

describe('statusForDrop', () => {
  it('gives the status of the column a card lands on', () => {
    expect(statusForDrop('LEAD', 'quoted')).toBe('QUOTED');
    expect(statusForDrop('QUOTED', 'contacted')).toBe('CONTACTED');
    expect(statusForDrop('ACTIVE', 'prospects')).toBe('PROSPECT');
  });

  it('changes nothing when the card stays in the column that shows it', () => {
    expect(statusForDrop('LOST', 'prospects')).toBeNull();
    expect(statusForDrop('ACTIVE', 'active')).toBeNull();
  });
});

describe('groupIntoColumns', () => {
  it('splits customers into the four columns in order, with counts and revenue totals', () => {
    const customers = [
      { name: 'a', status: 'LEAD', totalRevenue: 100 },
      { name: 'b', status: 'ACTIVE', totalRevenue: 2500.5 },
      { name: 'c', status: 'LOST', totalRevenue: 10 },
      { name: 'd', status: 'ACTIVE', totalRevenue: 0.25 },
      { name: 'e', status: 'QUOTED', totalRevenue: 0 },
    ];
    const columns = groupIntoColumns(customers);
    expect(
      columns.map((column) => [column.title, column.customers.map((c) => c.name), column.revenue]),
    ).toEqual([
      ['Prospects', ['a', 'c'], 110],
      ['Contacted', [], 0],
      ['Quoted', ['e'], 0],
      ['Active', ['b', 'd'], 2500.75],
    ]);
  });
});
