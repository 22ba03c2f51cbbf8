import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import type { CurrentSession } from 'shared-api';
import { useLeaveDeletedTenant } from '../hooks/use-leave-deleted-tenant';
import { DeleteTenantDialog } from './delete-tenant-dialog';
import { TenantExportsPanel } from './tenant-exports-panel';

/**
 * Admin Panel → Company data, for a tenant's admin (and a super admin viewing the tenant as support): the full
 * export of everything the company keeps, and the danger zone that deletes it.
 */
export function CompanyDataTab({ session }: { session: CurrentSession }) {
  const [deleting, setDeleting] = useState(false);
  const leave = useLeaveDeletedTenant(session);
  const tenant = { id: session.tenantId, name: session.tenantName };

  return (
    <Flex vertical gap="large">
      <Card title="Export all data">
        <TenantExportsPanel tenantId={tenant.id} />
      </Card>
      <Card title="Danger zone" style={{ borderColor: 'var(--ant-color-error-border)' }}>
        <Flex justify="space-between" align="center" gap="middle" wrap>
          <Flex vertical gap={2}>
            <Typography.Text strong>Delete this company</Typography.Text>
            <Typography.Text type="secondary">
              Deletes {tenant.name} and everything it keeps in QuoteDesk, for good, and signs its users out.
            </Typography.Text>
          </Flex>
          <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => setDeleting(true)}>
            Delete this company
          </Button>
        </Flex>
      </Card>
      {deleting && (
        <DeleteTenantDialog
          tenant={tenant}
          onCancel={() => setDeleting(false)}
          onDeleted={() => {
            setDeleting(false);
            leave(tenant);
          }}
        />
      )}
    </Flex>
  );
}
