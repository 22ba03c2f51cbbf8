import type { Catalog } from 'shared-api';
import { emergency, plumbing } from '../testing/fixtures';
import { filterCatalogs, formatAverage, formatRange, plural, totalServices } from './catalog-figures';

describe('catalog figures', () => {
  const catalogs: Catalog[] = [
    plumbing,
    emergency,
    { ...plumbing, id: 'c3', name: 'Gas', description: 'EMERGENCY gas' },
  ];

  it('searches name or description, ignoring case and surrounding spaces', () => {
    expect(filterCatalogs(catalogs, '  emergency ').map((catalog) => catalog.name)).toEqual([
      'Emergency Calls',
      'Gas',
    ]);
    expect(filterCatalogs(catalogs, 'REPAIRS').map((catalog) => catalog.id)).toEqual([plumbing.id]);
    expect(filterCatalogs(catalogs, '   ')).toBe(catalogs);
    expect(filterCatalogs(catalogs, 'nothing like it')).toEqual([]);
  });

  it('totals the services of every catalog', () => {
    expect(totalServices(catalogs)).toBe(6);
    expect(totalServices([])).toBe(0);
  });

  it('formats the average and range with 0 decimals in lists and 2 in the header', () => {
    expect(formatAverage(plumbing, 0)).toBe('$1,235');
    expect(formatAverage(plumbing, 2)).toBe('$1,234.56');
    expect(formatRange(plumbing, 0)).toBe('$96 - $2,450');
    expect(formatRange(plumbing, 2)).toBe('$95.50 - $2,450.49');
  });

  it('shows a dash for the figures of a catalog without services', () => {
    expect(formatAverage(emergency, 2)).toBe('—');
    expect(formatRange(emergency, 0)).toBe('—');
  });

  it('counts in words', () => {
    expect(plural(1, 'service')).toBe('1 service');
    expect(plural(0, 'catalog')).toBe('0 catalogs');
    expect(plural(12, 'service')).toBe('12 services');
  });
});
