import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rawRows } from '../db/raw-rows';

/**
 * The tables (`schema.table`) holding `text` anywhere in a row, across every schema of the database (the
 * product's and the job queue's): what a dump of the data would reveal.
 */
export async function tablesContaining(db: Database, text: string): Promise<string[]> {
  const tables = await rawRows<{ name: string }>(
    db,
    sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const [hit] = await rawRows<{ found: boolean }>(
      db,
      sql`select exists (select 1 from ${sql.raw(name)} t where strpos(t::text, ${text}) > 0) as found`,
    );
    if (hit?.found) found.push(name);
  }
  return found;
}
