import { type AppStore, api, type CurrentSession } from 'shared-api';

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

/** Puts a loaded current session in the store, as the session gate leaves it for the screens it guards. */
export async function seedSession(store: AppStore, session: CurrentSession = aSession()): Promise<void> {
  await store.dispatch(api.util.upsertQueryData('getCurrentSession', undefined, session));
}
