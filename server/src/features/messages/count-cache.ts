import { inboxVersion } from '../../shared/inbox';

/** Rows of `count(*) GROUP BY source, status`: every faceted count derives from them. */
export type CountGroups = { source: string; status: string; count: number }[];

const MAX_ENTRIES = 500;

interface Entry {
  version: number;
  groups: CountGroups;
}

const entries = new Map<string, Entry>();
/** Counts being computed, by key and inbox version: callers who arrive meanwhile wait for the same one. */
const pending = new Map<string, Promise<CountGroups>>();

/**
 * The inbox's count groups for (tenant, customer, search), computed once per change of the tenant's inbox:
 * each page, filter click and search keystroke would otherwise scan the whole inbox to count it. Valid on
 * every instance: writes anywhere move the tenant's inbox version through the event bus. Concurrent callers
 * share one computation: in a large inbox a search's count takes seconds, and every caller that missed the
 * cache would otherwise start its own.
 */
export async function cachedCountGroups(
  key: { tenantId: string; customerId?: string; search?: string },
  compute: () => Promise<CountGroups>,
): Promise<CountGroups> {
  const id = `${key.tenantId}\u0000${key.customerId ?? ''}\u0000${key.search ?? ''}`;
  const version = inboxVersion(key.tenantId);
  const hit = entries.get(id);
  if (hit && hit.version === version) return hit.groups;
  const flight = `${id}\u0000${version}`;
  const running = pending.get(flight);
  if (running) return running;
  const counting = compute().finally(() => pending.delete(flight));
  pending.set(flight, counting);
  const groups = await counting;
  // Only keep what is still current: a write while counting makes this result unsure.
  if (inboxVersion(key.tenantId) === version) {
    entries.delete(id);
    entries.set(id, { version, groups });
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  }
  return groups;
}
