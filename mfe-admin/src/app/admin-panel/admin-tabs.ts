/** The admin panel's tabs, in order (Users is the default); the active one is kept in the URL as `?tab=`. */
export const ADMIN_TABS = [
  { key: 'users', label: 'Users' },
  { key: 'ai-logs', label: 'AI Logs' },
  { key: 'system-settings', label: 'System Settings' },
  { key: 'audit-log', label: 'Audit log' },
] as const;

export type AdminTabKey = (typeof ADMIN_TABS)[number]['key'];

export const DEFAULT_TAB: AdminTabKey = 'users';

/** The tab a URL asks for; Users for none or an unknown one. */
export function tabFromSearch(search: URLSearchParams): AdminTabKey {
  const requested = search.get('tab');
  return ADMIN_TABS.find((tab) => tab.key === requested)?.key ?? DEFAULT_TAB;
}
