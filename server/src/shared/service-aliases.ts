import { asc, eq, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { aliasMessages, MAX_ALIAS_LENGTH } from 'shared-api/contract';
import type { Database } from '../db/database';
import { serviceAliases } from '../db/schema';
import { HttpError } from '../plugins/errors';

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

/** Who writes a service's "Also known as" list, and the list when one was sent. */
export interface AliasWrite {
  userId: string;
  /** The service's whole list; undefined keeps the stored one. */
  phrases: string[] | undefined;
}

/**
 * Makes `phrases` the service's whole "Also known as" list, in the transaction that wrote the service row (so
 * it holds the row's lock): a phrase already stored, whatever its case, stays with its source and author and
 * takes the case given; a new one is added as typed in the catalog by the user; the others are removed.
 * A new phrase over 80 characters is refused (a stored correction may be longer and stays).
 */
export async function replaceAliases(
  db: Database,
  serviceId: string,
  { userId, phrases = [] }: AliasWrite,
): Promise<void> {
  const stored = await db
    .select({ id: serviceAliases.id, phrase: serviceAliases.phrase })
    .from(serviceAliases)
    .where(eq(serviceAliases.serviceId, serviceId));
  const storedByKey = new Map(stored.map((row) => [row.phrase.toLowerCase(), row]));
  const wanted = new Map(phrases.map((phrase) => [phrase.toLowerCase(), phrase]));

  const added = phrases.filter((phrase) => !storedByKey.has(phrase.toLowerCase()));
  const tooLong = added.find((phrase) => phrase.length > MAX_ALIAS_LENGTH);
  if (tooLong !== undefined) throw new HttpError(400, `aliases: ${aliasMessages.tooLong(tooLong)}`);

  const removed = stored.filter((row) => !wanted.has(row.phrase.toLowerCase())).map((row) => row.id);
  if (removed.length > 0) await db.delete(serviceAliases).where(inArray(serviceAliases.id, removed));
  for (const row of stored) {
    const phrase = wanted.get(row.phrase.toLowerCase());
    if (phrase !== undefined && phrase !== row.phrase) {
      await db.update(serviceAliases).set({ phrase }).where(eq(serviceAliases.id, row.id));
    }
  }
  if (added.length > 0) {
    await db.insert(serviceAliases).values(
      added.map((phrase, index) => ({
        serviceId,
        phrase,
        source: 'catalog' as const,
        createdBy: userId,
        createdAt: addedAt(index),
      })),
    );
  }
}
