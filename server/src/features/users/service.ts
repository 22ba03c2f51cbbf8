import { eq } from 'drizzle-orm';
import type { ThemeMode, User } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { tenants, users } from '../../db/schema';

export async function getUserProfile(db: Database, userId: string): Promise<User | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      tenantId: users.tenantId,
      tenantName: tenants.name,
      createdAt: users.createdAt,
      themeMode: users.themeMode,
      gmailEmail: users.gmailEmail,
      gmailRefreshTokenEncrypted: users.gmailRefreshTokenEncrypted,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { gmailRefreshTokenEncrypted, createdAt, ...user } = row;
  return {
    ...user,
    tenant: { id: row.tenantId, name: row.tenantName },
    createdAt: createdAt.toISOString(),
    gmailAuthStatus: gmailRefreshTokenEncrypted !== null,
  };
}

export async function setThemeMode(db: Database, userId: string, themeMode: ThemeMode): Promise<void> {
  await db.update(users).set({ themeMode }).where(eq(users.id, userId));
}
