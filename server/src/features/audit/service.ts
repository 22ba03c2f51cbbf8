import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AuditEvent, AuditEventPage } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { auditEvents } from '../../db/schema';
import type { ListCursors } from '../../plugins/pagination';

/** The log's order, newest first; the cursor holds the time as PostgreSQL writes it (microseconds). */
const sortKey = sql<string>`${auditEvents.createdAt}::text`;

type AuditRow = typeof auditEvents.$inferSelect & { sortKey: string };

function toEvent(row: AuditRow): AuditEvent {
  return {
    id: row.id,
    tenantId: row.tenantId,
    actor: { id: row.actorUserId, email: row.actorEmail },
    actingAsSupport: row.actingAsSupport,
    action: row.action,
    target: row.targetType ? { type: row.targetType, id: row.targetId } : null,
    details: row.details,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of a tenant's events, newest first, after the cursor's event. */
export async function listAuditEventPage(
  db: Database,
  tenantId: string,
  { limit, cursor }: { limit: number; cursor?: string },
  cursors: ListCursors,
): Promise<AuditEventPage> {
  const after = cursor ? cursors.decode(cursor) : null;
  const afterRow = after
    ? sql`(${auditEvents.createdAt}, ${auditEvents.id}) < (cast(${after.sortKey} as timestamptz), ${after.id}::uuid)`
    : undefined;
  const rows = await db
    .select({ ...getTableColumns(auditEvents), sortKey })
    .from(auditEvents)
    .where(and(eq(auditEvents.tenantId, tenantId), afterRow))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    events: page.map(toEvent),
    nextCursor: rows.length > limit && last ? cursors.encode(last) : null,
  };
}
