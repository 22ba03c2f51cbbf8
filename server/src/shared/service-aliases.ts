import { asc, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { serviceAliases } from '../db/schema';

/**
 * The column with its table's name: drizzle leaves columns unqualified in a query of one table, and inside a
 * subquery an unqualified `id` would name the subquery's own table.
 */
const qualified = (column: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * A service's "Also known as" phrases, oldest first, as one column of a query over services (an empty array
 * without any): one aggregate per row through the (service, phrase) index, never a query per service.
 */
export const aliasesOf = (serviceId: AnyPgColumn): SQL<string[]> =>
  sql<
    string[]
  >`coalesce((select array_agg(${serviceAliases.phrase} order by ${serviceAliases.createdAt}, ${serviceAliases.id}) from ${serviceAliases} where ${serviceAliases.serviceId} = ${qualified(serviceId)}), '{}')`;

/** One service's phrases, oldest first. */
export async function aliasPhrases(db: Database, serviceId: string): Promise<string[]> {
  const rows = await db
    .select({ phrase: serviceAliases.phrase })
    .from(serviceAliases)
    .where(eq(serviceAliases.serviceId, serviceId))
    .orderBy(asc(serviceAliases.createdAt), asc(serviceAliases.id));
  return rows.map((row) => row.phrase);
}

/**
 * The creation time of the `index`th phrase added by one statement: a microsecond apart, so phrases added
 * together keep the order they were given in (`now()` is the same for a whole transaction).
 */
export const addedAt = (index: number): SQL => sql`now() + ${`${index} microseconds`}::interval`;
