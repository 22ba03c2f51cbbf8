import type { DatabaseHandle } from '../db/database';
import { seedDemoData } from '../seed/demo';
import { requireMigrated } from './database';

/** The demo tenants and their published passwords, on request; false when they are already there. */
export async function seedDemo(database: DatabaseHandle): Promise<boolean> {
  await requireMigrated(database);
  return seedDemoData(database.db);
}
