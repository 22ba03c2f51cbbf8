import { Typography } from 'antd';
import type { TenantSettingsProps } from 'shared-api';
import { TenantSettingsView } from './tenant-settings-view';

export const TENANT_SETTINGS_TITLE = 'Tenant Settings';
export const TENANT_SETTINGS_SUBTITLE = 'Manage your company information and branding';

/**
 * Exposed as `mfe_settings/TenantSettings` for the admin panel's System Settings tab: its heading is a level 2,
 * under the panel's own page title.
 */
export default function TenantSettings({ tenantId }: TenantSettingsProps) {
  return (
    <section aria-labelledby="tenant-settings-title">
      <Typography.Title level={2} id="tenant-settings-title" style={{ marginTop: 0 }}>
        {TENANT_SETTINGS_TITLE}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{TENANT_SETTINGS_SUBTITLE}</Typography.Paragraph>
      <TenantSettingsView tenantId={tenantId} />
    </section>
  );
}
