import { sql } from 'drizzle-orm';
import type { ServerEvent } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { EVENTS_CHANNEL } from './bus';

/**
 * Publishes an event through the given database (or transaction): inside a transaction PostgreSQL delivers it
 * only when that commits, so nobody hears of a change that was rolled back.
 */
export async function publishEvent(db: Database, event: ServerEvent): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
