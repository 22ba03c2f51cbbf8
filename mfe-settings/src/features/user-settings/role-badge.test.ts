import { roleBadgeStyle, roleName } from './role-badge';

describe('role badge', () => {
  it.each([
    ['SUPER_ADMIN', 'Super Admin', 'destructive'],
    ['ADMIN', 'Admin', 'default'],
    ['TENANT_ADMIN', 'Tenant Admin', 'secondary'],
    ['USER', 'User', 'secondary'],
    ['BILLING_MANAGER', 'Billing Manager', 'secondary'],
  ])('shows %s as %s in the %s style', (role, name, style) => {
    expect(roleName(role)).toBe(name);
    expect(roleBadgeStyle(role)).toBe(style);
  });
});
