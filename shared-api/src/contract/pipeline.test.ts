import { columnOf, statusesOf } from './pipeline';

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

describe('statusesOf', () => {
  it('gives each column the statuses it shows, Prospects taking every other one', () => {
    expect(statusesOf('prospects')).toEqual(['LEAD', 'PROSPECT', 'INACTIVE', 'LOST']);
    expect(statusesOf('contacted')).toEqual(['CONTACTED']);
    expect(statusesOf('quoted')).toEqual(['QUOTED']);
    expect(statusesOf('active')).toEqual(['ACTIVE']);
  });
});
