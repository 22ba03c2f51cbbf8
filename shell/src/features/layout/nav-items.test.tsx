import { NAV_ITEMS, navItemsFor } from './nav-items';

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('navItemsFor', () => {
  it.each(['SUPER_ADMIN', 'TENANT_ADMIN'] as const)('gives a %s every entry, in order', (role) => {
    expect(labels(navItemsFor(role))).toEqual([
      'Dashboard',
      'Catalogs',
      'Messages',
      'Customers',
      'Admin Panel',
      'User Settings',
    ]);
  });

  it('hides the Admin Panel from a USER', () => {
    expect(labels(navItemsFor('USER'))).toEqual([
      'Dashboard',
      'Catalogs',
      'Messages',
      'Customers',
      'User Settings',
    ]);
  });

  it('hides the Admin Panel while the role is unknown', () => {
    expect(labels(navItemsFor(undefined))).not.toContain('Admin Panel');
  });

  it('points every entry at its route', () => {
    expect(NAV_ITEMS.map((item) => [item.label, item.path])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Catalogs', '/catalogs'],
      ['Messages', '/messages'],
      ['Customers', '/customers'],
      ['Admin Panel', '/admin'],
      ['User Settings', '/user-settings'],
    ]);
  });
});
