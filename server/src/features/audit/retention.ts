import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { SIGN_IN_AUDIT_ACTIONS } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { auditEvents } from '../../db/schema';

/** Issue 20: sign-in events are "kept 90 days" (docs/product-rules.md#sign-in-events). */
const SIGN_IN_EVENT_RETENTION_DAYS = 90;

/** Rows deleted per statement: each batch is short, so it never holds many locks or a long transaction. */
const BATCH_SIZE = 5000;

/**
 * Deletes the sign-in events older than the retention, through the (action, created_at) index, a batch at a
 * time. The support view's events are kept, as is the rest of the log: they are the tenant's record of what
 * was changed, and by whom (docs/product-rules.md#audit-log). Answers how many were deleted.
 */
export async function deleteExpiredSignInEvents(db: Database, batchSize = BATCH_SIZE): Promise<number> {
  const expired = db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(
      and(
        inArray(auditEvents.action, [...SIGN_IN_AUDIT_ACTIONS]),
        lt(auditEvents.createdAt, sql`now() - make_interval(days => ${SIGN_IN_EVENT_RETENTION_DAYS})`),
        eq(auditEvents.actingAsSupport, false),
      ),
    )
    .limit(batchSize);
  let deleted = 0;
  for (;;) {
    const batch = await db
      .delete(auditEvents)
      .where(inArray(auditEvents.id, expired))
      .returning({ id: auditEvents.id });
    deleted += batch.length;
    if (batch.length < batchSize) return deleted;
  }
}
