import type { CurrentSession } from 'shared-api';

/**
 * The admin panel's tabs, in order (Users is the default); the active one is kept in the URL as `?tab=`.
 * Integrations (API keys) and Company data are a tenant's (its admin, or a super admin viewing it as support);
 * Tenants is the super admin's own.
 */
export const ADMIN_TABS = [
  { key: 'users', label: 'Users' },
  { key: 'ai-logs', label: 'AI Logs' },
  { key: 'system-settings', label: 'System Settings' },
  { key: 'audit-log', label: 'Audit log' },
  { key: 'integrations', label: 'Integrations', audience: 'tenant' },
  { key: 'company-data', label: 'Company data', audience: 'tenant' },
  { key: 'tenants', label: 'Tenants', audience: 'platform' },
] as const;

export type AdminTabKey = (typeof ADMIN_TABS)[number]['key'];
type AdminTab = (typeof ADMIN_TABS)[number];

export const DEFAULT_TAB: AdminTabKey = 'users';

/** The tabs this session sees: a super admin outside the support view manages the platform, others a tenant. */
export function tabsFor(session: Pick<CurrentSession, 'role' | 'viewingAsSupport'>): AdminTab[] {
  const audience = session.role === 'SUPER_ADMIN' && !session.viewingAsSupport ? 'platform' : 'tenant';
  return ADMIN_TABS.filter((tab) => !('audience' in tab) || tab.audience === audience);
}

/** The tab a URL asks for among those shown; Users for none or an unknown one. */
export function tabFromSearch(search: URLSearchParams, tabs: readonly AdminTab[] = ADMIN_TABS): AdminTabKey {
  const requested = search.get('tab');
  return tabs.find((tab) => tab.key === requested)?.key ?? DEFAULT_TAB;
}
