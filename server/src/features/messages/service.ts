import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  type InboxMessage,
  MESSAGE_SOURCES,
  MESSAGE_STATUSES,
  type MessageCounts,
  type MessagePage,
  type MessagesQuery,
  type SettableMessageStatus,
} from 'shared-api/contract';
import type { Database } from '../../db/database';
import { preparedPerShape, searchPlannedPerCall } from '../../db/prepared';
import { contacts, messages } from '../../db/schema';
import type { ListCursors } from '../../plugins/pagination';
import {
  findMessage,
  inScope,
  messageTime,
  noteInboxChange,
  selectListRows,
  selectMessages,
  toInboxMessage,
  toSummary,
} from '../../shared/inbox';
import { containsSearch, likePattern } from '../../shared/search';
import { cachedCountGroups } from './count-cache';

type ListQuery = Omit<MessagesQuery, 'limit'> & { limit?: number };

/** Tenant, customer and search: the filters the counts are computed under. */
function baseFilters(tenantId: string, query: ListQuery): SQL[] {
  const filters: SQL[] = [eq(messages.tenantId, tenantId)];
  if (query.customerId) filters.push(eq(messages.customerId, query.customerId));
  // Matched on the lower-cased subject + text stored with each message, through its trigram index.
  if (query.search) filters.push(containsSearch(messages.searchText, query.search));
  return filters;
}

/** Every filter of a list: tenant, customer, search, source and status. */
export const messageFilters = (tenantId: string, query: ListQuery): SQL[] => [
  ...baseFilters(tenantId, query),
  ...choiceFilters(query),
];

function choiceFilters(query: ListQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.source && query.source !== 'all') filters.push(eq(messages.source, query.source));
  if (query.status && query.status !== 'ALL') filters.push(eq(messages.status, query.status));
  return filters;
}

/** Unpaged: every message of the tenant (or customer) matching the filters, newest first. */
export async function listAllMessages(
  db: Database,
  tenantId: string,
  query: ListQuery,
): Promise<InboxMessage[]> {
  const rows = await selectMessages(db, { withBody: true })
    .where(and(...messageFilters(tenantId, query)))
    .orderBy(desc(messageTime), desc(messages.id));
  return rows.map(toInboxMessage);
}

type PageShape = { customer: boolean; search: boolean; source: boolean; status: boolean; after: boolean };

/**
 * A page's rows, newest first, after a position (a row comparison the (tenant, time DESC, id DESC) index
 * serves directly): one prepared statement per shape of call, its values bound.
 */
const pageStatement = preparedPerShape(
  'message_page',
  (db, shape: PageShape, name) =>
    selectListRows(db)
      .where(
        and(
          eq(messages.tenantId, sql.placeholder('tenantId')),
          shape.customer ? eq(messages.customerId, sql.placeholder('customerId')) : undefined,
          shape.search ? containsSearch(messages.searchText, sql.placeholder('pattern')) : undefined,
          shape.source ? eq(messages.source, sql.placeholder('source')) : undefined,
          shape.status ? eq(messages.status, sql.placeholder('status')) : undefined,
          shape.after
            ? sql`(${messageTime}, ${messages.id}) < (${sql.placeholder('afterKey')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(messageTime), desc(messages.id))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  searchPlannedPerCall,
);

/** One page of list rows after the cursor, with the next cursor and the sidebar counts. */
export async function listMessagePage(
  db: Database,
  tenantId: string,
  query: ListQuery & { limit: number },
  cursors: ListCursors,
): Promise<MessagePage> {
  const after = query.cursor ? cursors.decode(query.cursor) : null;
  const source = query.source && query.source !== 'all' ? query.source : null;
  const status = query.status && query.status !== 'ALL' ? query.status : null;
  const shape = {
    customer: Boolean(query.customerId),
    search: Boolean(query.search),
    source: Boolean(source),
    status: Boolean(status),
    after: Boolean(after),
  };
  const [rows, counts] = await Promise.all([
    pageStatement(db, shape).execute({
      tenantId,
      customerId: query.customerId ?? null,
      pattern: query.search ? likePattern(query.search) : null,
      source,
      status,
      afterKey: after?.sortKey ?? null,
      afterId: after?.id ?? null,
      limit: query.limit + 1,
    }),
    countMessages(db, tenantId, query),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    messages: page.map(({ sortKey: _, ...row }) => toSummary(row)),
    nextCursor: rows.length > query.limit && last ? cursors.encode(last) : null,
    counts,
  };
}

/**
 * A search counts its first matches only, this many: a common word matches a large share of a large inbox, and
 * counting all of it would read most of the inbox for each new word typed (seconds at a million messages).
 * Past it the counts are lower bounds, and the answer says so (`capped`).
 */
export const SEARCH_COUNT_LIMIT = 1000;

/**
 * Sidebar counts in one grouped query: by source within the chosen status, by status within the chosen
 * source, both under the search — so each number is what choosing that entry would list.
 */
export async function countMessages(
  db: Database,
  tenantId: string,
  query: ListQuery,
): Promise<MessageCounts> {
  const groups = await cachedCountGroups(
    { tenantId, customerId: query.customerId, search: query.search },
    () => {
      const counted = db
        .select({ source: messages.source, status: messages.status })
        .from(messages)
        .where(and(...baseFilters(tenantId, query)));
      const matching = (query.search ? counted.limit(SEARCH_COUNT_LIMIT) : counted).as('matching');
      return db
        .select({ source: matching.source, status: matching.status, count: sql<number>`count(*)::int` })
        .from(matching)
        .groupBy(matching.source, matching.status);
    },
  );
  const source: Record<string, number> = Object.fromEntries([
    ['all', 0],
    ...MESSAGE_SOURCES.map((s) => [s, 0]),
  ]);
  const status: Record<string, number> = Object.fromEntries([
    ['ALL', 0],
    ...MESSAGE_STATUSES.map((s) => [s, 0]),
  ]);
  const statusChosen = query.status && query.status !== 'ALL' ? query.status : null;
  const sourceChosen = query.source && query.source !== 'all' ? query.source : null;
  for (const group of groups) {
    const count = Number(group.count);
    if (!statusChosen || group.status === statusChosen) {
      source[group.source] = (source[group.source] ?? 0) + count;
      source.all = (source.all ?? 0) + count;
    }
    if (!sourceChosen || group.source === sourceChosen) {
      status[group.status] = (status[group.status] ?? 0) + count;
      status.ALL = (status.ALL ?? 0) + count;
    }
  }
  const counted = groups.reduce((sum, group) => sum + Number(group.count), 0);
  return { source, status, capped: Boolean(query.search) && counted >= SEARCH_COUNT_LIMIT } as MessageCounts;
}

export async function updateMessageStatus(
  db: Database,
  id: string,
  scope: string | null,
  status: SettableMessageStatus,
): Promise<InboxMessage | null> {
  const updated = await db
    .update(messages)
    .set({ status })
    .where(and(eq(messages.id, id), inScope(scope)))
    .returning({ tenantId: messages.tenantId });
  if (!updated[0]) return null;
  await noteInboxChange(db, updated[0].tenantId);
  return findMessage(db, id, scope);
}

export async function deleteMessage(db: Database, id: string, scope: string | null): Promise<boolean> {
  const deleted = await db
    .delete(messages)
    .where(and(eq(messages.id, id), inScope(scope)))
    .returning({ tenantId: messages.tenantId });
  if (!deleted[0]) return false;
  await noteInboxChange(db, deleted[0].tenantId);
  return true;
}

export type LinkOutcome = 'linked' | 'no-message' | 'no-contact';

/** Links a message to a contact (and its customer) of the message's own tenant. */
export async function linkMessageToContact(
  db: Database,
  id: string,
  scope: string | null,
  contactId: string,
): Promise<LinkOutcome> {
  const [message] = await db
    .select({ tenantId: messages.tenantId })
    .from(messages)
    .where(and(eq(messages.id, id), inScope(scope)));
  if (!message) return 'no-message';
  const [contact] = await db
    .select({ id: contacts.id, customerId: contacts.customerId })
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.tenantId, message.tenantId)));
  if (!contact) return 'no-contact';
  await db
    .update(messages)
    .set({ contactId: contact.id, customerId: contact.customerId })
    .where(eq(messages.id, id));
  await noteInboxChange(db, message.tenantId);
  return 'linked';
}
