import { tabFromSearch, tabsFor } from './admin-tabs';

describe('tabFromSearch', () => {
  it.each([
    ['', 'users'],
    ['?tab=users', 'users'],
    ['?tab=ai-logs', 'ai-logs'],
    ['?tab=system-settings', 'system-settings'],
    ['?tab=audit-log', 'audit-log'],
    ['?tab=integrations', 'integrations'],
    ['?tab=company-data', 'company-data'],
    ['?tab=nope', 'users'],
  ])('%s opens %s', (search, tab) => {
    expect(tabFromSearch(new URLSearchParams(search))).toBe(tab);
  });

  it('opens Users for a tab the session does not see', () => {
    const tabs = tabsFor({ role: 'TENANT_ADMIN' });
    expect(tabFromSearch(new URLSearchParams('?tab=tenants'), tabs)).toBe('users');
  });
});

describe('tabsFor', () => {
  const keys = (session: Parameters<typeof tabsFor>[0]) => tabsFor(session).map((tab) => tab.key);

  it("gives a tenant's admin its company's data, and a super admin the tenants", () => {
    expect(keys({ role: 'TENANT_ADMIN' })).toEqual([
      'users',
      'ai-logs',
      'system-settings',
      'audit-log',
      'integrations',
      'company-data',
    ]);
    expect(keys({ role: 'SUPER_ADMIN' })).toEqual([
      'users',
      'ai-logs',
      'system-settings',
      'audit-log',
      'tenants',
    ]);
  });

  it("gives a super admin viewing a tenant as support that tenant's data, as its admin", () => {
    expect(keys({ role: 'SUPER_ADMIN', viewingAsSupport: true })).toContain('company-data');
    expect(keys({ role: 'SUPER_ADMIN', viewingAsSupport: true })).toContain('integrations');
    expect(keys({ role: 'SUPER_ADMIN' })).not.toContain('integrations');
    expect(keys({ role: 'SUPER_ADMIN', viewingAsSupport: true })).not.toContain('tenants');
  });
});
