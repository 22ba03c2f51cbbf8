import { Tag } from 'antd';
import type { Role } from 'shared-api';
import { ROLE_LABELS } from '../user-rules';

/** The role badge's colours; ADMIN is no role a user holds, but a stored ADMIN still shows as an admin. */
const ROLE_COLORS: Record<string, string> = {
  SUPER_ADMIN: 'magenta',
  TENANT_ADMIN: 'blue',
  ADMIN: 'blue',
  USER: 'default',
};

export function RoleTag({ role }: { role: Role }) {
  return <Tag color={ROLE_COLORS[role]}>{ROLE_LABELS[role] ?? role}</Tag>;
}
