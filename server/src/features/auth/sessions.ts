import Bowser from 'bowser';
import type { SessionInfo } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { listSessions } from '../../plugins/session-store';

/** "Chrome on Linux" from a user agent; what a person recognises their devices by. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  const name = browser.name || 'Unknown browser';
  return os.name ? `${name} on ${os.name}` : name;
}

/** The caller's sessions for User Settings, the one making the request marked `current`. */
export async function sessionsOf(db: Database, userId: string, currentId: string): Promise<SessionInfo[]> {
  const rows = await listSessions(db, userId);
  return rows.map(({ userAgent, lastSeenAt, createdAt, ...row }) => ({
    ...row,
    device: describeDevice(userAgent),
    lastSeenAt: lastSeenAt.toISOString(),
    createdAt: createdAt.toISOString(),
    current: row.id === currentId,
  }));
}
