import type { DatabaseHandle } from '../db/database';
import { seedDemoData } from '../seed/demo';
import type { SecretBox } from '../shared/secret-box';
import { requireMigrated } from './database';

/** The demo tenants and their published passwords, on request; false when they are already there. */
export async function seedDemo(database: DatabaseHandle, box: SecretBox): Promise<boolean> {
  await requireMigrated(database);
  return seedDemoData(database.db, box);
}
