import type { User } from '../contract/entities';

/** A user as GET /api/users/me answers, for screen tests. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    name: 'Ada Lovelace',
    email: 'ada@acme.test',
    role: 'USER',
    tenantId: 'tenant-1',
    tenant: { id: 'tenant-1', name: 'Acme Plumbing' },
    tenantName: 'Acme Plumbing',
    createdAt: '2024-01-01T00:00:00.000Z',
    themeMode: 'system',
    gmailAuthStatus: false,
    gmailEmail: null,
    passwordSet: true,
    twoFactorEnabled: false,
    twoFactorRequired: false,
    ...overrides,
  };
}
