/** The User Settings role badge's readable name and style (ADMIN is only known to the badge). */
export type RoleBadgeStyle = 'destructive' | 'default' | 'secondary';

const ROLE_NAMES: Record<string, string> = {
  SUPER_ADMIN: 'Super Admin',
  TENANT_ADMIN: 'Tenant Admin',
  ADMIN: 'Admin',
  USER: 'User',
};

export function roleName(role: string): string {
  return (
    ROLE_NAMES[role] ??
    role
      .toLowerCase()
      .split('_')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}

export function roleBadgeStyle(role: string): RoleBadgeStyle {
  if (role === 'SUPER_ADMIN') return 'destructive';
  if (role === 'ADMIN') return 'default';
  return 'secondary';
}
