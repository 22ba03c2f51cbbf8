import { Spin, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useGetCurrentSessionQuery } from 'shared-api';
import { PageHeader } from 'shared-ui';
import { AiLogsTab } from '../../../features/ai-logs/components/ai-logs-tab';
import { AuditLogTab } from '../../../features/audit-log/components/audit-log-tab';
import { SystemSettingsTab } from '../../../features/system-settings/components/system-settings-tab';
import { CompanyDataTab } from '../../../features/tenant-data/components/company-data-tab';
import { TenantsTab } from '../../../features/tenant-data/components/tenants-tab';
import { UsersTab } from '../../../features/users/components/users-tab';
import { type AdminTabKey, DEFAULT_TAB, tabFromSearch, tabsFor } from '../admin-tabs';
import { IntegrationsTab } from './integrations-tab';

/**
 * The Admin Panel: Users (default), AI Logs, System Settings, the Audit log, and Integrations and Company data
 * (a tenant's) or Tenants (the super admin's); the tab lives in the URL (`?tab=`).
 */
export function AdminPanelPage() {
  const { data: session } = useGetCurrentSessionQuery();
  const [search, setSearch] = useSearchParams();
  const tabs = session ? tabsFor(session) : [];
  const active = tabFromSearch(search, tabs);

  const select = (key: string) =>
    setSearch(
      (params) => {
        const next = new URLSearchParams(params);
        if (key === DEFAULT_TAB) next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );

  const content: Record<AdminTabKey, () => ReactNode> = {
    users: () => session && <UsersTab session={session} />,
    'ai-logs': () => session && <AiLogsTab tenantId={session.tenantId} />,
    'system-settings': () => session && <SystemSettingsTab tenantId={session.tenantId} />,
    'audit-log': () => session && <AuditLogTab tenantId={session.tenantId} />,
    integrations: () => session && <IntegrationsTab tenantId={session.tenantId} />,
    'company-data': () => session && <CompanyDataTab session={session} />,
    tenants: () => session && <TenantsTab session={session} />,
  };

  return (
    <>
      <PageHeader title="Admin Panel" subtitle="Manage users, view system logs, and configure settings" />
      {session ? (
        <Tabs
          activeKey={active}
          onChange={select}
          destroyOnHidden
          items={tabs.map(({ key, label }) => ({ key, label, children: content[key]() }))}
        />
      ) : (
        <Spin />
      )}
    </>
  );
}
