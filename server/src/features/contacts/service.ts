import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Contact, ContactPage, contactRequestSchema, ListedContact } from 'shared-api/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { preparedPerShape, searchPlannedPerCall } from '../../db/prepared';
import { contacts, customerSearchText, customers } from '../../db/schema';
import type { CursorPosition, ListCursors } from '../../plugins/pagination';
import { normalizeEmail, normalizePhone } from '../../shared/contact-points';
import { containsSearch, likePattern } from '../../shared/search';

export type ContactFields = z.output<typeof contactRequestSchema>;

const contactColumns = {
  id: contacts.id,
  name: contacts.name,
  email: contacts.email,
  phone: contacts.phone,
  isPrimary: contacts.isPrimary,
  customerId: contacts.customerId,
};

const within = (scope: string | null) => (scope ? eq(contacts.tenantId, scope) : undefined);

export interface ContactListOptions {
  limit: number;
  cursor?: string;
  customerId?: string;
  search?: string;
}

/**
 * The order of a list: a customer's contacts primary first, then by name; a tenant's by name. The value is
 * what the cursor holds, so the next page starts right after the last row.
 */
const orderOf = (ofCustomer: boolean) =>
  ofCustomer
    ? sql<string>`(case when ${contacts.isPrimary} then '0' else '1' end || ${contacts.name})`
    : sql<string>`${contacts.name}`;

type ListShape = { customer: boolean; search: boolean; after: boolean };

/**
 * A tenant's contacts (of one customer, if given) in the list's order with their customer's name, matching
 * the search over the contact's name, email and phone or its customer's name, after a position, at most
 * `limit` (null: all). One prepared statement per shape of call, its values bound.
 */
const listStatement = preparedPerShape(
  'contact_list',
  (db, shape: ListShape, name) => {
    const order = orderOf(shape.customer);
    const pattern = sql.placeholder('pattern');
    return db
      .select({ ...contactColumns, customerName: customers.name, sortKey: order })
      .from(contacts)
      .innerJoin(customers, eq(customers.id, contacts.customerId))
      .where(
        and(
          eq(contacts.tenantId, sql.placeholder('tenantId')),
          shape.customer ? eq(contacts.customerId, sql.placeholder('customerId')) : undefined,
          shape.search
            ? or(containsSearch(contacts.searchText, pattern), containsSearch(customerSearchText, pattern))
            : undefined,
          shape.after
            ? sql`(${order}, ${contacts.id}) > (${sql.placeholder('afterKey')}::text, ${sql.placeholder('afterId')}::uuid)`
            : undefined,
        ),
      )
      .orderBy(order, asc(contacts.id))
      .limit(sql.placeholder('limit'))
      .prepare(name);
  },
  searchPlannedPerCall,
);

function selectListedContacts(
  db: Database,
  tenantId: string,
  {
    customerId,
    search,
    after,
    limit,
  }: Omit<ContactListOptions, 'cursor' | 'limit'> & {
    after?: CursorPosition | null;
    limit: number | null;
  },
) {
  const shape = { customer: Boolean(customerId), search: Boolean(search), after: Boolean(after) };
  return listStatement(db, shape).execute({
    tenantId,
    customerId: customerId ?? null,
    pattern: search ? likePattern(search) : null,
    afterKey: after?.sortKey ?? null,
    afterId: after?.id ?? null,
    limit,
  }) as Promise<(ListedContact & { sortKey: string })[]>;
}

const withoutSortKey = ({ sortKey: _, ...contact }: ListedContact & { sortKey: string }): ListedContact =>
  contact;

/** The classic call: the whole list. Our screens page instead; this stays for clients of the classic API. */
export async function listContacts(
  db: Database,
  tenantId: string,
  customerId?: string,
): Promise<ListedContact[]> {
  return (await selectListedContacts(db, tenantId, { customerId, limit: null })).map(withoutSortKey);
}

/** One page of the list, after the cursor's contact. */
export async function listContactPage(
  db: Database,
  tenantId: string,
  { limit, cursor, customerId, search }: ContactListOptions,
  cursors: ListCursors,
): Promise<ContactPage> {
  const after = cursor ? cursors.decode(cursor) : null;
  const rows = await selectListedContacts(db, tenantId, { customerId, search, after, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    contacts: page.map(withoutSortKey),
    nextCursor: rows.length > limit && last ? cursors.encode(last) : null,
  };
}

export async function findContact(db: Database, id: string, scope: string | null) {
  const [row] = await db
    .select({ ...contactColumns, tenantId: contacts.tenantId })
    .from(contacts)
    .where(and(eq(contacts.id, id), within(scope)));
  return row ?? null;
}

/** Email lower-cased, phone in E.164 (kept as typed when it is no phone number), so auto-link matches. */
function normalized<Fields extends { email?: string | null; phone?: string | null }>(fields: Fields): Fields {
  const result = { ...fields };
  if (fields.email !== undefined) result.email = normalizeEmail(fields.email) ?? fields.email;
  if (fields.phone !== undefined) result.phone = normalizePhone(fields.phone) ?? fields.phone;
  return result;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One primary contact per customer: marking one primary clears the flag on its siblings. */
async function clearOtherPrimaries(tx: Transaction, customerId: string, keepId: string) {
  await tx
    .update(contacts)
    .set({ isPrimary: false })
    .where(and(eq(contacts.customerId, customerId), ne(contacts.id, keepId), eq(contacts.isPrimary, true)));
}

export function createContact(db: Database, tenantId: string, fields: ContactFields): Promise<Contact> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contacts)
      .values({ ...normalized(fields), tenantId })
      .returning(contactColumns);
    if (!row) throw new Error('Contact insert returned no row');
    if (row.isPrimary) await clearOtherPrimaries(tx, row.customerId, row.id);
    return row;
  });
}

export function updateContact(
  db: Database,
  id: string,
  scope: string | null,
  fields: Partial<ContactFields>,
): Promise<Contact | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contacts)
      .set(normalized(fields))
      .where(and(eq(contacts.id, id), within(scope)))
      .returning(contactColumns);
    if (!row) return null;
    if (row.isPrimary) await clearOtherPrimaries(tx, row.customerId, row.id);
    return row;
  });
}

/** Deletes a contact; its messages stay, unlinked from it. False when no such contact is in scope. */
export async function deleteContact(db: Database, id: string, scope: string | null): Promise<boolean> {
  const rows = await db
    .delete(contacts)
    .where(and(eq(contacts.id, id), within(scope)))
    .returning({ id: contacts.id });
  return rows.length > 0;
}
