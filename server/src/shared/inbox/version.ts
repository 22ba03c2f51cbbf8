/**
 * A per-tenant change counter for the inbox, bumped by every write that can change what the inbox counts
 * (a message stored, its status changed, deleted or linked). Derived data cached in this process (the sidebar
 * counts) is valid while the tenant's counter has not moved; other processes' writes are covered by a TTL.
 */
const versions = new Map<string, number>();

export function inboxVersion(tenantId: string): number {
  return versions.get(tenantId) ?? 0;
}

export function noteInboxChange(tenantId: string): void {
  versions.set(tenantId, inboxVersion(tenantId) + 1);
}
