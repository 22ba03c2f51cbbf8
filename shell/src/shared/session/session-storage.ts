import type { LoginResponse } from 'shared-api';

/** The session as the browser keeps it: sessionId (a public id), user (name, email) and tenant. */
export interface StoredSession {
  sessionId: string;
  user: { name: string; email: string };
  tenant: { id: string; name: string };
}

const SESSION_KEY = 'session';

export function saveSession({ sessionId, user, tenant }: LoginResponse): void {
  const stored: StoredSession = { sessionId, user: { name: user.name, email: user.email }, tenant };
  localStorage.setItem(SESSION_KEY, JSON.stringify(stored));
}

export function readSession(): StoredSession | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    return raw ? (JSON.parse(raw) as StoredSession) : null;
  } catch {
    return null;
  }
}

/** Log-out clears all browser storage, the saved theme included. */
export function clearBrowserStorage(): void {
  localStorage.clear();
  sessionStorage.clear();
}
