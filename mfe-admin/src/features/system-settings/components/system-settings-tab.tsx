import { Alert, Button, Flex, Spin } from 'antd';
import type { TenantSettingsProps } from 'shared-api';
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
        fallback={(retry) => (
          <Alert
            type="error"
            showIcon
            title="Tenant settings could not be loaded."
            action={
              <Button size="small" onClick={retry}>
                Retry
              </Button>
            }
          />
        )}
      />
      <InboundKeyCard tenantId={tenantId} />
    </Flex>
  );
}
