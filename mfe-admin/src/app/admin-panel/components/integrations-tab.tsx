import { Flex } from 'antd';
import { ApiKeysCard } from '../../../features/api-keys/components/api-keys-card';
import { WebhooksCard } from '../../../features/webhooks/components/webhooks-card';

/**
 * Admin Panel → Integrations, for a tenant's admin (and a super admin viewing the tenant as support): the
 * tenant's API keys, then its webhooks (docs/api-integrations.md).
 */
export function IntegrationsTab({ tenantId }: { tenantId: string }) {
  return (
    <Flex vertical gap="large">
      <ApiKeysCard tenantId={tenantId} />
      <WebhooksCard tenantId={tenantId} />
    </Flex>
  );
}
