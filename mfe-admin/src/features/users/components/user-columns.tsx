import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { Button, Flex, Tooltip } from 'antd';
import type { User } from 'shared-api';
import { formatDate } from 'shared-ui';
import type { DataTableColumn } from 'shared-ui/data-table';
import { RoleTag } from './role-tag';

interface ColumnOptions {
  showTenant: boolean;
  onView: (user: User) => void;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

/** The Users columns: Name, Email, Role, Tenant (super admin only), Created, and the per-row actions. */
export function userColumns({
  showTenant,
  onView,
  onEdit,
  onDelete,
}: ColumnOptions): DataTableColumn<User>[] {
  const columns: DataTableColumn<User>[] = [
    { key: 'name', title: 'Name', dataIndex: 'name', sortable: true },
    { key: 'email', title: 'Email', dataIndex: 'email', sortable: true },
    {
      key: 'role',
      title: 'Role',
      dataIndex: 'role',
      sortable: true,
      render: (role) => <RoleTag role={role} />,
    },
  ];
  if (showTenant) {
    columns.push({ key: 'tenantName', title: 'Tenant', dataIndex: 'tenantName', sortable: true });
  }
  columns.push(
    {
      key: 'createdAt',
      title: 'Created',
      dataIndex: 'createdAt',
      sortable: true,
      render: (createdAt: string) => formatDate(createdAt),
    },
    {
      key: 'actions',
      title: 'Actions',
      align: 'right',
      render: (_value, user) => (
        <Flex justify="flex-end" gap={4}>
          <Tooltip title="View user">
            <Button
              type="text"
              aria-label={`View ${user.name}`}
              icon={<EyeOutlined aria-hidden />}
              onClick={() => onView(user)}
            />
          </Tooltip>
          <Tooltip title="Edit user">
            <Button
              type="text"
              aria-label={`Edit ${user.name}`}
              icon={<EditOutlined aria-hidden />}
              onClick={() => onEdit(user)}
            />
          </Tooltip>
          <Tooltip title="Delete user">
            <Button
              type="text"
              danger
              aria-label={`Delete ${user.name}`}
              icon={<DeleteOutlined aria-hidden />}
              onClick={() => onDelete(user)}
            />
          </Tooltip>
        </Flex>
      ),
    },
  );
  return columns;
}
