import { Descriptions } from 'antd';
import type { User } from 'shared-api';
import { formatDate } from 'shared-ui';
import { RoleTag } from './role-tag';

export function UserDetails({ user, showTenant }: { user: User; showTenant: boolean }) {
  const items = [
    { key: 'name', label: 'Name', children: user.name },
    { key: 'email', label: 'Email', children: user.email },
    { key: 'role', label: 'Role', children: <RoleTag role={user.role} /> },
    {
      key: 'status',
      label: 'Status',
      children: user.passwordSet ? 'Active' : 'Invited: no password set yet',
    },
    ...(showTenant ? [{ key: 'tenant', label: 'Tenant', children: user.tenantName ?? '—' }] : []),
    { key: 'created', label: 'Created', children: formatDate(user.createdAt) },
  ];
  return <Descriptions column={1} bordered size="small" items={items} />;
}
