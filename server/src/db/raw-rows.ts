import type { SQL } from 'drizzle-orm';
import type { Database } from './database';

/** Rows of a raw query: node-postgres and PGlite both answer `{ rows }`, which drizzle's shared type hides. */
export async function rawRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
