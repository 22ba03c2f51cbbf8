import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';

/**
 * Inserts rows (drizzle's insert shape) as one JSON parameter that PostgreSQL expands set-based: one bind
 * parameter however many rows, where a multi-row VALUES binds, sends and parses every field. Columns the rows
 * leave out keep their defaults; dates travel as ISO strings, objects as JSON.
 */
export async function insertRecordset(db: Database, table: PgTable, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const records = rows.map((row) =>
    Object.fromEntries(
      columns.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key] ?? null]),
    ),
  );
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json)`,
  );
}
