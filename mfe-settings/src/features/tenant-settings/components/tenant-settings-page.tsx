import { Skeleton } from 'antd';
import { useGetCurrentSessionQuery } from 'shared-api';
import { PageHeader } from 'shared-ui';
import { TENANT_SETTINGS_SUBTITLE, TENANT_SETTINGS_TITLE } from './tenant-settings';
import { TenantSettingsView } from './tenant-settings-view';

/** The Tenant Settings screen at /tenant-settings (admins only; the shell guards the route): the own tenant. */
export function TenantSettingsPage() {
  const { data: session } = useGetCurrentSessionQuery();
  return (
    <>
      <PageHeader title={TENANT_SETTINGS_TITLE} subtitle={TENANT_SETTINGS_SUBTITLE} />
      {session ? <TenantSettingsView tenantId={session.tenantId} /> : <Skeleton active />}
    </>
  );
}
