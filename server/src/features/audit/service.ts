import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  type AuditAction,
  type AuditEvent,
  type AuditEventPage,
  auditActionSchema,
} from 'shared-api/contract';
import type { Database } from '../../db/database';
import { auditEvents } from '../../db/schema';
import type { ListCursors } from '../../plugins/pagination';

/** One thing that happened, as a feature records it (docs/product-rules.md#audit-log). */
export interface AuditEventInput {
  /** The tenant the action was done in; null when it belongs to no tenant. */
  tenantId: string | null;
  /** Who did it; `userId` null when no account is known (a sign-in with an unknown email). */
  actor: { userId: string | null; email: string };
  actingAsSupport?: boolean;
  action: AuditAction;
  target?: { type: string; id?: string | null } | null;
  details?: Record<string, unknown>;
  ip?: string | null;
}

/**
 * Writes one audit event. Pass the transaction of the change itself when there is one, so the event exists
 * exactly when the change does.
 */
export async function recordAuditEvent(db: Database, event: AuditEventInput): Promise<void> {
  await db.insert(auditEvents).values({
    tenantId: event.tenantId,
    actorUserId: event.actor.userId,
    actorEmail: event.actor.email,
    actingAsSupport: event.actingAsSupport ?? false,
    // The column has no CHECK list (adding an action needs no migration), so the list is enforced here.
    action: auditActionSchema.parse(event.action),
    targetType: event.target?.type ?? null,
    targetId: event.target?.id ?? null,
    details: event.details ?? {},
    ip: event.ip ?? null,
  });
}

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
