import { Card, Descriptions, Tag } from 'antd';
import type { User } from 'shared-api';
import { type RoleBadgeStyle, roleBadgeStyle, roleName } from '../role-badge';

const TAG_COLORS: Record<RoleBadgeStyle, string | undefined> = {
  destructive: 'error',
  default: 'processing',
  secondary: undefined,
};

/** Profile Information: name, email, tenant, user id and the role badge. */
export function ProfileCard({ user }: { user: User }) {
  return (
    <Card title="Profile Information">
      <Descriptions
        column={1}
        items={[
          { key: 'name', label: 'Name', children: user.name },
          { key: 'email', label: 'Email', children: user.email },
          { key: 'tenant', label: 'Tenant', children: user.tenant?.name ?? user.tenantName ?? user.tenantId },
          { key: 'id', label: 'User ID', children: user.id },
          {
            key: 'role',
            label: 'Role',
            children: (
              <Tag color={TAG_COLORS[roleBadgeStyle(user.role)]} data-testid="role-badge">
                {roleName(user.role)}
              </Tag>
            ),
          },
        ]}
      />
    </Card>
  );
}
