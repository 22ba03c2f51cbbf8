import { eq } from 'drizzle-orm';
import type { CurrentSession } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { tenants, users } from '../../db/schema';

export async function getCurrentSession(db: Database, userId: string): Promise<CurrentSession | null> {
  const [row] = await db
    .select({
      tenantId: tenants.id,
      tenantName: tenants.name,
      userId: users.id,
      userName: users.name,
      userEmail: users.email,
      role: users.role,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.id, userId));
  return row ?? null;
}
