import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { ADMIN_ROLES, type CustomerNote, type CustomerNotePage, type Role } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { customerNotes, users } from '../../db/schema';
import type { ListCursors } from '../../plugins/pagination';
import { publishEvent } from '../../shared/events';

/** Who reads or writes notes: what they may do with each note depends on it. */
export interface NoteViewer {
  userId: string;
  role: Role;
}

/** A note of one customer, as the routes find it by id. */
export interface NoteRef {
  tenantId: string;
  customerId: string;
  noteId: string;
}

/** Only the author edits a note; the author or an admin (of the tenant, or a super admin) deletes it. */
function notePermissions(viewer: NoteViewer, authorId: string | null) {
  // A note with no author (its user deleted, or written with an API key) is nobody's own: no caller edits it.
  const own = authorId !== null && authorId === viewer.userId;
  return { canEdit: own, canDelete: own || ADMIN_ROLES.includes(viewer.role) };
}

/** The timeline's order, newest first; the cursor holds the time as PostgreSQL writes it (microseconds). */
const sortKey = sql<string>`${customerNotes.createdAt}::text`;

/** A customer's notes (those matching `condition` too), newest first, with their authors' names. */
function selectNotes(db: Database, tenantId: string, customerId: string, condition?: SQL) {
  return db
    .select({
      id: customerNotes.id,
      customerId: customerNotes.customerId,
      body: customerNotes.body,
      authorId: customerNotes.authorId,
      authorName: users.name,
      createdAt: customerNotes.createdAt,
      updatedAt: customerNotes.updatedAt,
      sortKey,
    })
    .from(customerNotes)
    .leftJoin(users, eq(users.id, customerNotes.authorId))
    .where(and(eq(customerNotes.tenantId, tenantId), eq(customerNotes.customerId, customerId), condition))
    .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id));
}

type NoteRow = Awaited<ReturnType<typeof selectNotes>>[number];

function toNote(viewer: NoteViewer, row: NoteRow): CustomerNote {
  const { authorId, authorName, sortKey: _, createdAt, updatedAt, ...note } = row;
  return {
    ...note,
    author: authorId ? { id: authorId, name: authorName ?? '' } : null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    ...notePermissions(viewer, authorId),
  };
}

/** One page of a customer's notes, newest first, after the cursor's note. */
export async function listNotePage(
  db: Database,
  viewer: NoteViewer,
  { tenantId, customerId }: Omit<NoteRef, 'noteId'>,
  { limit, cursor }: { limit: number; cursor?: string },
  cursors: ListCursors,
): Promise<CustomerNotePage> {
  const after = cursor ? cursors.decode(cursor) : null;
  const afterRow = after
    ? sql`(${customerNotes.createdAt}, ${customerNotes.id}) < (cast(${after.sortKey} as timestamptz), ${after.id}::uuid)`
    : undefined;
  const rows = await selectNotes(db, tenantId, customerId, afterRow).limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    notes: page.map((row) => toNote(viewer, row)),
    nextCursor: rows.length > limit && last ? cursors.encode(last) : null,
  };
}

/** One note as the viewer sees it, or null when it is not this customer's (in this tenant). */
export async function findNote(db: Database, viewer: NoteViewer, ref: NoteRef): Promise<CustomerNote | null> {
  const [row] = await selectNotes(db, ref.tenantId, ref.customerId, eq(customerNotes.id, ref.noteId));
  return row ? toNote(viewer, row) : null;
}

/** Tells the customer's other viewers (any instance) once the change commits. */
const announce = (db: Database, { tenantId, customerId }: Omit<NoteRef, 'noteId'>) =>
  publishEvent(db, { type: 'customer-notes.changed', tenantId, customerId });

export function createNote(
  db: Database,
  viewer: NoteViewer,
  customer: Omit<NoteRef, 'noteId'>,
  body: string,
): Promise<CustomerNote> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customerNotes)
      .values({ ...customer, authorId: viewer.userId, body })
      .returning({ id: customerNotes.id });
    if (!row) throw new Error('Note insert returned no row');
    await announce(tx, customer);
    const note = await findNote(tx, viewer, { ...customer, noteId: row.id });
    if (!note) throw new Error('Note insert could not be read back');
    return note;
  });
}

const thisNote = (ref: NoteRef) =>
  and(
    eq(customerNotes.id, ref.noteId),
    eq(customerNotes.tenantId, ref.tenantId),
    eq(customerNotes.customerId, ref.customerId),
  );

/** Replaces a note's text; the caller has checked that it may. */
export function updateNote(db: Database, viewer: NoteViewer, ref: NoteRef, body: string) {
  return db.transaction(async (tx) => {
    await tx.update(customerNotes).set({ body, updatedAt: sql`now()` }).where(thisNote(ref));
    await announce(tx, ref);
    return findNote(tx, viewer, ref);
  });
}

/** Deletes a note; the caller has checked that it may. */
export function deleteNote(db: Database, ref: NoteRef): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.delete(customerNotes).where(thisNote(ref));
    await announce(tx, ref);
  });
}
