import type { ServerEvent } from 'shared-api/contract';

export interface Listener {
  userId: string;
  /** The tenant whose events the listener receives; null for a SUPER_ADMIN, who sees every tenant's inbox. */
  scope: string | null;
}

/** Whether an event is for this listener: its tenant's (or any, for a super admin), and its own if personal. */
export function isFor(listener: Listener, event: ServerEvent): boolean {
  if ('userId' in event) return event.userId === listener.userId;
  return listener.scope === null || listener.scope === event.tenantId;
}
