import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import { Button, Flex, Modal, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import type { CurrentSession, Tenant } from 'shared-api';
import { LoadFailure, toast } from 'shared-ui';
import { DataTable, type DataTableColumn } from 'shared-ui/data-table';
import { useGetManagedTenantsQuery } from '../api/tenant-data-api';
import { DeleteTenantDialog } from './delete-tenant-dialog';
import { TenantExportsPanel } from './tenant-exports-panel';

const LOAD_FAILED = 'Failed to load tenants';
const OWN_TENANT = "The platform's own tenant, where super admins sign in, cannot be deleted";

/**
 * Admin Panel → Tenants, the super admin's (outside the support view): every tenant, each with its full export
 * and its deletion. The super admin's own tenant cannot be deleted (the server refuses it too).
 */
export function TenantsTab({ session }: { session: CurrentSession }) {
  const { data: tenants, isLoading, isError, refetch } = useGetManagedTenantsQuery();
  const [exporting, setExporting] = useState<Tenant | null>(null);
  const [deleting, setDeleting] = useState<Tenant | null>(null);
  useEffect(() => {
    if (isError) toast.error(LOAD_FAILED);
  }, [isError]);

  const columns: DataTableColumn<Tenant>[] = [
    { key: 'name', title: 'Name', dataIndex: 'name', sortable: true },
    {
      key: 'actions',
      title: 'Actions',
      align: 'right',
      render: (_value, tenant) => {
        const own = tenant.id === session.tenantId;
        return (
          <Flex justify="flex-end" gap={4} wrap>
            <Button
              icon={<ExportOutlined aria-hidden />}
              aria-label={`Export data of ${tenant.name}`}
              onClick={() => setExporting(tenant)}
            >
              Export data
            </Button>
            <Tooltip title={own ? OWN_TENANT : undefined}>
              <Button
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`Delete ${tenant.name}`}
                disabled={own}
                onClick={() => setDeleting(tenant)}
              >
                Delete
              </Button>
            </Tooltip>
          </Flex>
        );
      },
    },
  ];

  return (
    <>
      <DataTable
        columns={columns}
        dataSource={tenants}
        rowKey="id"
        keyColumn="name"
        loading={isLoading}
        searchable
        searchPlaceholder="Search tenants..."
        searchKeys={['name']}
        defaultSort={{ key: 'name', order: 'ascend' }}
        emptyText={isError ? <LoadFailure title={LOAD_FAILED} onRetry={refetch} /> : undefined}
      />
      {exporting && (
        <Modal
          open
          title={`Export all data of ${exporting.name}`}
          footer={null}
          onCancel={() => setExporting(null)}
          destroyOnHidden
        >
          <TenantExportsPanel tenantId={exporting.id} />
        </Modal>
      )}
      {deleting && (
        <DeleteTenantDialog
          tenant={deleting}
          onCancel={() => setDeleting(null)}
          onDeleted={() => {
            toast.success(`${deleting.name} was deleted`);
            setDeleting(null);
          }}
        />
      )}
    </>
  );
}
