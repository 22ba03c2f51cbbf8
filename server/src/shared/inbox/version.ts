import type { Database } from '../../db/database';
import { type EventBus, publishEvent } from '../events';

/**
 * A per-tenant change counter for the inbox, bumped by every write that can change what the inbox counts
 * (a message stored, its status changed, deleted or linked). Data derived from the inbox and kept in this
 * process (the sidebar counts) is valid while the tenant's counter has not moved. Writes on other instances
 * arrive as `inbox.changed` events; `generation` moves every tenant's counter at once after events may have
 * been missed (the LISTEN connection was lost).
 */
const versions = new Map<string, number>();
let generation = 0;

export function inboxVersion(tenantId: string): number {
  return (versions.get(tenantId) ?? 0) + generation;
}

function bump(tenantId: string): void {
  versions.set(tenantId, (versions.get(tenantId) ?? 0) + 1);
}

/**
 * Marks the tenant's inbox changed here at once (this instance's next read must not see stale counts) and tells
 * every instance and open inbox through the event bus.
 */
export async function noteInboxChange(db: Database, tenantId: string): Promise<void> {
  bump(tenantId);
  await publishEvent(db, { type: 'inbox.changed', tenantId });
}

/** Keeps this process's counters in step with the writes of every instance. */
export function followInboxChanges(events: EventBus): () => void {
  const unsubscribe = events.subscribe((event) => {
    if (event.type === 'inbox.changed') bump(event.tenantId);
  });
  const stopResync = events.onResync(() => {
    generation += 1;
  });
  return () => {
    unsubscribe();
    stopResync();
  };
}
