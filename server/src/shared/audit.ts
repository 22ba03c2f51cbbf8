import { type AuditAction, auditActionSchema } from 'shared-api/contract';
import type { Database } from '../db/database';
import { auditEvents } from '../db/schema';

/**
 * Writing the audit log (docs/product-rules.md#audit-log). It sits in shared/ because every feature records
 * (features never import each other); reading it is the audit feature's (`features/audit`).
 */

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
