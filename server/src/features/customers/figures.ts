import { and, eq, getTableColumns, is, type Placeholder, type SQLWrapper, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgTimestamp } from 'drizzle-orm/pg-core';
import type { Contact } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import { contacts, customers } from '../../db/schema';

/**
 * The figures the database keeps on each customer (migration 0003), which the contract names differently,
 * and the rest of the profile (the search column and the imported id are the server's own).
 */
const {
  revenue,
  quoteCount,
  activeQuotes,
  aiQuotes,
  messageCount,
  pendingMessages,
  lastContact,
  searchRest: _searchedOnly,
  // Kept for imports to find the customer again; not part of the contract's customer.
  externalId: _importedId,
  ...profile
} = getTableColumns(customers);

/**
 * The pipeline's read model (docs/product-rules.md#pipeline-figures): each customer with its contacts and its
 * figures, in ONE statement. The figures are columns kept exact by triggers, so a page of customers costs the
 * same in a tenant of any size; only the page's contacts are aggregated. The database writes each customer's
 * JSON (`json`, the contract's CustomerWithFigures): a list goes out as the text it already is, instead of
 * being mapped into objects and serialised again.
 */
export function selectCustomersWithFigures(
  db: Database,
  tenantId: string | Placeholder,
  among?: Placeholder,
) {
  // `among` is an array of ids bound when the prepared statement runs.
  const amongIds = (column: AnyPgColumn) => (among ? sql`${column} = any(${among}::uuid[])` : undefined);
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
    totalRevenue: sql`${revenue}::float8`,
    lastContact: isoText(lastContact),
    aiGenerated: sql`${aiQuotes} > 0`,
    pendingMessages,
    activeQuotes,
    messageCount,
    quoteCount,
  };
  const fields = [...Object.entries(profile), ...Object.entries(figures)].flatMap(([key, value]) => [
    sql.raw(`'${key}'`),
    isTimestamp(value) ? isoText(value) : value,
  ]);
  return db
    .select({
      id: customers.id,
      name: customers.name,
      json: sql<string>`json_build_object(${sql.join(fields, sql`, `)})::text`,
    })
    .from(customers)
    .leftJoin(contactLists, eq(contactLists.customerId, customers.id))
    .where(and(eq(customers.tenantId, tenantId), amongIds(customers.id)));
}

/**
 * The customers of a page (or one customer), by id: the same statement for every page, so its long SQL is built
 * in JavaScript once and planned once per connection, instead of on every call.
 */
export const customersByIds = preparedPerDatabase((db) =>
  selectCustomersWithFigures(db, sql.placeholder('tenantId'), sql.placeholder('ids')).prepare(
    'customers_by_ids',
  ),
);

const isTimestamp = (value: unknown) => is(value, PgTimestamp);

/** A timestamp as JavaScript's toISOString() writes it (UTC, milliseconds, Z), so the JSON matches the contract. */
const isoText = (value: SQLWrapper) =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
