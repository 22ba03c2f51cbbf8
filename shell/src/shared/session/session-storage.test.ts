import { clearBrowserStorage, readSession, saveSession } from './session-storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('session storage', () => {
  it('keeps only the session id, the user name and email, and the tenant', () => {
    saveSession({
      sessionId: 'session-abc',
      user: { id: 'user-1', name: 'Ada Lovelace', email: 'ada@acme.test', role: 'TENANT_ADMIN' },
      tenant: { id: 'tenant-1', name: 'Acme Plumbing' },
    });
    expect(JSON.parse(localStorage.getItem('session') ?? 'null')).toEqual({
      sessionId: 'session-abc',
      user: { name: 'Ada Lovelace', email: 'ada@acme.test' },
      tenant: { id: 'tenant-1', name: 'Acme Plumbing' },
    });
    expect(readSession()).toEqual({
      sessionId: 'session-abc',
      user: { name: 'Ada Lovelace', email: 'ada@acme.test' },
      tenant: { id: 'tenant-1', name: 'Acme Plumbing' },
    });
  });

  it('reads no session when none is stored or the stored one is not JSON', () => {
    expect(readSession()).toBeNull();
    localStorage.setItem('session', '{not json');
    expect(readSession()).toBeNull();
  });

  it('clears all local and session storage', () => {
    localStorage.setItem('session', '{}');
    localStorage.setItem('theme-mode', 'dark');
    sessionStorage.setItem('draft', 'x');
    clearBrowserStorage();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
