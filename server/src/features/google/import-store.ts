import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ACTIVE_GMAIL_IMPORT_STATUSES, type GmailImport } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { gmailImports } from '../../db/schema';
import { publishEvent } from '../../shared/events';

type ImportRow = typeof gmailImports.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toGmailImport(row: ImportRow): GmailImport {
  const { id, status, listed, imported, skipped, error } = row;
  return {
    id,
    status,
    listed,
    imported,
    skipped,
    error,
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
  };
}

/**
 * A new import of the user's mailbox, or the one already queued or running (one per mailbox at a time, held
 * by a unique index). `created` says whether a job must be sent for it.
 */
export async function openImport(
  db: Database,
  tenantId: string,
  userId: string,
): Promise<{ row: ImportRow; created: boolean }> {
  const [created] = await db
    .insert(gmailImports)
    .values({ tenantId, userId })
    .onConflictDoNothing()
    .returning();
  if (created) return { row: created, created: true };
  const [active] = await db
    .select()
    .from(gmailImports)
    .where(and(eq(gmailImports.userId, userId), inArray(gmailImports.status, ACTIVE_GMAIL_IMPORT_STATUSES)));
  if (!active) throw new Error('No active Gmail import after a conflicting insert');
  return { row: active, created: false };
}

export async function latestImport(db: Database, userId: string): Promise<ImportRow | null> {
  const [row] = await db
    .select()
    .from(gmailImports)
    .where(eq(gmailImports.userId, userId))
    .orderBy(desc(gmailImports.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findImport(db: Database, id: string): Promise<ImportRow | null> {
  const [row] = await db.select().from(gmailImports).where(eq(gmailImports.id, id));
  return row ?? null;
}

/** Changes an import and tells its user's open pages, in one transaction. */
export async function updateImport(
  db: Database,
  id: string,
  changes: Partial<Omit<ImportRow, 'id' | 'tenantId' | 'userId' | 'createdAt'>>,
): Promise<ImportRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(gmailImports).set(changes).where(eq(gmailImports.id, id)).returning();
    if (row) await announceImport(tx, row);
    return row ?? null;
  });
}

export function announceImport(db: Database, row: ImportRow): Promise<void> {
  return publishEvent(db, {
    type: 'gmail-import.changed',
    tenantId: row.tenantId,
    userId: row.userId,
    importId: row.id,
  });
}

/** Adds newly stored messages to an import's count; called in the transaction that stores them. */
export async function countStored(tx: Database, id: string, stored: number): Promise<void> {
  if (stored === 0) return;
  const [row] = await tx
    .update(gmailImports)
    .set({
      imported: sql`${gmailImports.imported} + ${stored}`,
      skipped: sql`greatest(0, ${gmailImports.listed} - ${gmailImports.imported} - ${stored})`,
    })
    .where(eq(gmailImports.id, id))
    .returning();
  if (row) await announceImport(tx, row);
}

/** Records how many messages the mailbox listed so far; what was listed and not stored new was skipped. */
export async function countListed(db: Database, id: string, listed: number): Promise<void> {
  const total = sql`greatest(${gmailImports.listed}, ${listed}::int)`;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(gmailImports)
      .set({ listed: total, skipped: sql`greatest(0, ${total} - ${gmailImports.imported})`, error: null })
      .where(eq(gmailImports.id, id))
      .returning();
    if (row) await announceImport(tx, row);
  });
}
