import { and, count, eq, getTableColumns, inArray, is, isNotNull, type SQLWrapper, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgTimestamp } from 'drizzle-orm/pg-core';
import type { Contact } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { contacts, customers, messages, quotes } from '../../db/schema';

/** Which customers to read: ids, or a subquery selecting them (e.g. one page). */
export type CustomerIds = string[] | SQLWrapper;

/**
 * The pipeline's read model (docs/product-rules.md#pipeline-figures): each customer with its contacts and
 * the figures derived from its quotes and messages, in ONE statement — three per-customer aggregates joined
 * to the customers, so the cost does not grow with one query per card. The database writes each customer's
 * JSON (`json`, the contract's CustomerWithFigures): a list of 1,000 goes out as the text it already is,
 * instead of being mapped into objects and serialised again, which cost the server several times the query
 * itself.
 */
export function selectCustomersWithFigures(db: Database, tenantId: string, among?: CustomerIds) {
  // Only the customers asked for are aggregated (a page, or one customer), not the whole tenant.
  const amongIds = (column: AnyPgColumn) => (among ? inArray(column, among) : undefined);
  const quoteFigures = db
    .select({
      customerId: quotes.customerId,
      totalRevenue: sql<string>`sum(${quotes.total})`.as('total_revenue'),
      quoteCount: count().as('quote_count'),
      activeQuotes: sql<number>`count(*) filter (where ${quotes.status} in ('DRAFT', 'SENT'))`
        .mapWith(Number)
        .as('active_quotes'),
      aiGenerated: sql<boolean>`bool_or(${quotes.aiGenerated})`.as('ai_generated'),
    })
    .from(quotes)
    .where(and(eq(quotes.tenantId, tenantId), amongIds(quotes.customerId)))
    .groupBy(quotes.customerId)
    .as('quote_figures');

  const messageFigures = db
    .select({
      customerId: messages.customerId,
      lastContact: sql<Date | string>`max(coalesce(${messages.receivedAt}, ${messages.createdAt}))`.as(
        'last_contact',
      ),
      messageCount: count().as('message_count'),
      pendingMessages: sql<number>`count(*) filter (where ${messages.status} in ('NEW', 'PENDING'))`
        .mapWith(Number)
        .as('pending_messages'),
    })
    .from(messages)
    .where(
      and(eq(messages.tenantId, tenantId), isNotNull(messages.customerId), amongIds(messages.customerId)),
    )
    .groupBy(messages.customerId)
    .as('message_figures');

  const contactLists = db
    .select({
      customerId: contacts.customerId,
      list: sql<Contact[]>`json_agg(json_build_object(
          'id', ${contacts.id}, 'name', ${contacts.name}, 'email', ${contacts.email}, 'phone', ${contacts.phone},
          'isPrimary', ${contacts.isPrimary}, 'customerId', ${contacts.customerId}
        ) order by ${contacts.isPrimary} desc, ${contacts.name}, ${contacts.id})`.as('contact_list'),
    })
    .from(contacts)
    .where(and(eq(contacts.tenantId, tenantId), amongIds(contacts.customerId)))
    .groupBy(contacts.customerId)
    .as('contact_lists');

  const figures = {
    contacts: sql`coalesce(${contactLists.list}, '[]'::json)`,
    totalRevenue: sql`coalesce(${quoteFigures.totalRevenue}, 0)::float8`,
    lastContact: isoText(messageFigures.lastContact),
    aiGenerated: sql`coalesce(${quoteFigures.aiGenerated}, false)`,
    pendingMessages: sql`coalesce(${messageFigures.pendingMessages}, 0)`,
    activeQuotes: sql`coalesce(${quoteFigures.activeQuotes}, 0)`,
    messageCount: sql`coalesce(${messageFigures.messageCount}, 0)`,
    quoteCount: sql`coalesce(${quoteFigures.quoteCount}, 0)`,
  };
  const fields = [...Object.entries(getTableColumns(customers)), ...Object.entries(figures)].flatMap(
    ([key, value]) => [sql.raw(`'${key}'`), isTimestamp(value) ? isoText(value) : value],
  );
  return db
    .select({
      id: customers.id,
      name: customers.name,
      json: sql<string>`json_build_object(${sql.join(fields, sql`, `)})::text`,
    })
    .from(customers)
    .leftJoin(quoteFigures, eq(quoteFigures.customerId, customers.id))
    .leftJoin(messageFigures, eq(messageFigures.customerId, customers.id))
    .leftJoin(contactLists, eq(contactLists.customerId, customers.id))
    .where(and(eq(customers.tenantId, tenantId), amongIds(customers.id)));
}

const isTimestamp = (value: unknown) => is(value, PgTimestamp);

/** A timestamp as JavaScript's toISOString() writes it (UTC, milliseconds, Z), so the JSON matches the contract. */
const isoText = (value: SQLWrapper) =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Rows of `selectCustomersWithFigures` as one JSON array, without parsing them into objects first. */
export const jsonArrayOf = (rows: readonly { json: string }[]) =>
  `[${rows.map((row) => row.json).join(',')}]`;
