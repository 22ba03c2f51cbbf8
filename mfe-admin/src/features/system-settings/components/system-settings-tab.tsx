import { Flex, Spin } from 'antd';
import type { TenantSettingsProps } from 'shared-api';
import { LoadFailure } from 'shared-ui';
import { FederatedComponent } from 'shared-ui/remote-host';
import { InboundKeyCard } from './inbound-key-card';

/** System Settings: the Tenant Settings screen of mfe-settings (a federated expose) and the inbound API key. */
export function SystemSettingsTab({ tenantId }: { tenantId: string }) {
  return (
    <Flex vertical gap="large">
      <FederatedComponent<TenantSettingsProps>
        remote="mfe_settings"
        module="./TenantSettings"
        props={{ tenantId }}
        loading={<Spin description="Loading tenant settings..." />}
        fallback={(retry) => <LoadFailure title="Tenant settings could not be loaded." onRetry={retry} />}
      />
      <InboundKeyCard tenantId={tenantId} />
    </Flex>
  );
}
