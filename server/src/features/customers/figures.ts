import { and, count, eq, inArray, isNotNull, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Contact, CustomerWithFigures } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { contacts, customers, messages, quotes } from '../../db/schema';

/** Which customers to read: ids, or a subquery selecting them (e.g. one page). */
export type CustomerIds = string[] | SQLWrapper;

/**
 * The pipeline's read model (spec §3): each customer with its contacts and the figures derived from its quotes
 * and messages, in ONE statement — three per-customer aggregates joined to the customers, so the cost does not
 * grow with one query per card.
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

  return db
    .select({
      customer: customers,
      totalRevenue: quoteFigures.totalRevenue,
      quoteCount: quoteFigures.quoteCount,
      activeQuotes: quoteFigures.activeQuotes,
      aiGenerated: quoteFigures.aiGenerated,
      lastContact: messageFigures.lastContact,
      messageCount: messageFigures.messageCount,
      pendingMessages: messageFigures.pendingMessages,
      contacts: contactLists.list,
    })
    .from(customers)
    .leftJoin(quoteFigures, eq(quoteFigures.customerId, customers.id))
    .leftJoin(messageFigures, eq(messageFigures.customerId, customers.id))
    .leftJoin(contactLists, eq(contactLists.customerId, customers.id))
    .where(and(eq(customers.tenantId, tenantId), amongIds(customers.id)));
}

type FiguresRow = Awaited<ReturnType<typeof selectCustomersWithFigures>>[number];

const isoOf = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function toCustomerWithFigures(row: FiguresRow): CustomerWithFigures {
  const { createdAt, ...customer } = row.customer;
  return {
    ...customer,
    createdAt: createdAt.toISOString(),
    contacts: row.contacts ?? [],
    totalRevenue: Number(row.totalRevenue ?? 0),
    lastContact: row.lastContact ? isoOf(row.lastContact) : null,
    aiGenerated: row.aiGenerated ?? false,
    pendingMessages: Number(row.pendingMessages ?? 0),
    activeQuotes: Number(row.activeQuotes ?? 0),
    messageCount: Number(row.messageCount ?? 0),
    quoteCount: Number(row.quoteCount ?? 0),
  };
}
