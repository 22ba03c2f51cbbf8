import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import type { CurrentSession } from 'shared-api';
import { LoadFailure, toast } from 'shared-ui';
import { DataTable } from 'shared-ui/data-table';
import { useGetTenantUsersQuery } from '../api/users-api';
import { useUserActions } from '../hooks/use-user-actions';
import type { SharedLink } from '../password-links';
import { managesEveryTenant } from '../user-rules';
import { PasswordLinkDialog } from './password-link-dialog';
import { userColumns } from './user-columns';
import { UserDialog, type UserDialogState } from './user-dialog';

const LOAD_FAILED = 'Failed to load users';

/** Users management: the shared table with Add User, per-row view/edit/delete, double-click to view. */
export function UsersTab({ session }: { session: CurrentSession }) {
  // A super admin sees every tenant's users (hence the Tenant column); others their own tenant's.
  const isSuperAdmin = managesEveryTenant(session);
  const {
    data: users,
    isLoading,
    isError,
    refetch,
  } = useGetTenantUsersQuery({
    tenantId: isSuperAdmin ? undefined : session.tenantId,
  });
  useEffect(() => {
    if (isError) toast.error(LOAD_FAILED);
  }, [isError]);
  const { remove } = useUserActions();
  const [dialog, setDialog] = useState<UserDialogState | null>(null);
  const [shared, setShared] = useState<SharedLink | null>(null);

  const columns = userColumns({
    showTenant: isSuperAdmin,
    onView: (user) => setDialog({ mode: 'view', user }),
    onEdit: (user) => setDialog({ mode: 'edit', user }),
    onDelete: (user) => void remove(user),
  });

  return (
    <>
      <DataTable
        columns={columns}
        dataSource={users}
        rowKey="id"
        keyColumn="name"
        loading={isLoading}
        searchable
        searchPlaceholder="Search users..."
        searchKeys={isSuperAdmin ? ['name', 'email', 'role', 'tenantName'] : ['name', 'email', 'role']}
        defaultSort={{ key: 'name', order: 'ascend' }}
        emptyText={isError ? <LoadFailure title={LOAD_FAILED} onRetry={refetch} /> : undefined}
        onRowDoubleClick={(user) => setDialog({ mode: 'view', user })}
        toolbarExtra={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setDialog({ mode: 'add' })}
          >
            Add User
          </Button>
        }
      />
      {dialog && (
        <UserDialog
          session={session}
          state={dialog}
          onChange={setDialog}
          onClose={() => setDialog(null)}
          onLink={setShared}
        />
      )}
      {shared && <PasswordLinkDialog shared={shared} onClose={() => setShared(null)} />}
    </>
  );
}
