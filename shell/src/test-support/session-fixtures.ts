import { type AppStore, api, type CurrentSession, type User } from 'shared-api';

export function aSession(overrides: Partial<CurrentSession> = {}): CurrentSession {
  return {
    tenantId: 'tenant-1',
    tenantName: 'Acme Plumbing',
    userId: 'user-1',
    userName: 'Ada Lovelace',
    userEmail: 'ada@acme.test',
    role: 'USER',
    ...overrides,
  };
}

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
    ...overrides,
  };
}

/** Puts a loaded current session in the store, as the session gate leaves it for the screens it guards. */
export async function seedSession(store: AppStore, session: CurrentSession = aSession()): Promise<void> {
  await store.dispatch(api.util.upsertQueryData('getCurrentSession', undefined, session));
}
