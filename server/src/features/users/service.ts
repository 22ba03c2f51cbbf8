import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Role, ThemeMode, User } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { tenants, users } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { announceEndedSessions, endSessions } from '../../plugins/session-store';
import { spendPasswordTokens } from '../../shared/password-tokens';

const userColumns = {
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
  passwordSet: sql<boolean>`${users.passwordHash} IS NOT NULL`,
  twoFactorEnabled: sql<boolean>`${users.totpEnabledAt} IS NOT NULL`,
  twoFactorRequired: tenants.requireTwoFactor,
};

function selectUsers(db: Database, where: SQL | undefined) {
  return db
    .select(userColumns)
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(where)
    .orderBy(asc(users.name), asc(users.id));
}

type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];

function toUser({ gmailRefreshTokenEncrypted, createdAt, ...row }: UserRow): User {
  return {
    ...row,
    tenant: { id: row.tenantId, name: row.tenantName },
    createdAt: createdAt.toISOString(),
    gmailAuthStatus: gmailRefreshTokenEncrypted !== null,
  };
}

export async function getUserProfile(db: Database, userId: string): Promise<User | null> {
  const [row] = await selectUsers(db, eq(users.id, userId));
  return row ? toUser(row) : null;
}

export async function setThemeMode(db: Database, userId: string, themeMode: ThemeMode): Promise<void> {
  await db.update(users).set({ themeMode }).where(eq(users.id, userId));
}

/** Users by name, with their tenant's name; `tenantId` null lists every tenant's (super admin only). */
export async function listUsers(db: Database, tenantId: string | null): Promise<User[]> {
  const rows = await selectUsers(db, tenantId ? eq(users.tenantId, tenantId) : undefined);
  return rows.map(toUser);
}

/** One user, if within the scope (null scope: any tenant). */
export async function findUser(db: Database, id: string, scope: string | null): Promise<User | null> {
  const [row] = await selectUsers(db, and(eq(users.id, id), scope ? eq(users.tenantId, scope) : undefined));
  return row ? toUser(row) : null;
}

export async function tenantExists(db: Database, tenantId: string): Promise<boolean> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
  return row !== undefined;
}

const duplicateEmail = () => new HttpError(409, 'A user with this email already exists');

/** Emails are unique whatever their case (the database enforces it too; this gives the clear message). */
async function assertEmailFree(db: Database, email: string, exceptUserId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    );
  if (taken) throw duplicateEmail();
}

/** A unique-index race between the check and the write still ends as the same 409. */
async function mapDuplicate<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    // pg reports unique_violation on the error, drizzle over PGlite on its cause.
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    if ((code ?? cause?.code) === '23505') throw duplicateEmail();
    throw error;
  }
}

export async function createUser(
  db: Database,
  values: { tenantId: string; name: string; email: string; role: Role },
): Promise<User> {
  await assertEmailFree(db, values.email);
  const [row] = await mapDuplicate(db.insert(users).values(values).returning({ id: users.id }));
  const user = row && (await getUserProfile(db, row.id));
  if (!user) throw new Error('The user insert returned no row');
  return user;
}

const lastAdmin = (action: string) =>
  new HttpError(409, `This is the last tenant admin of the tenant and cannot be ${action}`);

/**
 * Whether the tenant keeps a TENANT_ADMIN besides `userId`. Run inside the transaction that changes the
 * user, after locking the tenant row, so two admins demoting each other cannot both succeed.
 */
async function hasOtherTenantAdmin(db: Database, tenantId: string, userId: string): Promise<boolean> {
  await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'TENANT_ADMIN'), ne(users.id, userId)));
  return (row?.n ?? 0) > 0;
}

/** Whether the update gives the user another email (emails are stored lower-case). */
export const changesEmail = (current: User, email: string | undefined): boolean =>
  Boolean(email && email !== current.email.toLowerCase());

export async function updateUser(
  db: Database,
  current: User,
  changes: { name?: string; email?: string; role?: Role },
): Promise<User> {
  const emailChanged = changesEmail(current, changes.email);
  if (emailChanged && changes.email) await assertEmailFree(db, changes.email, current.id);
  await db.transaction(async (tx) => {
    const demoting =
      current.role === 'TENANT_ADMIN' && changes.role !== undefined && changes.role !== 'TENANT_ADMIN';
    if (demoting && !(await hasOtherTenantAdmin(tx, current.tenantId, current.id)))
      throw lastAdmin('demoted');
    if (Object.values(changes).some((value) => value !== undefined)) {
      await mapDuplicate(tx.update(users).set(changes).where(eq(users.id, current.id)));
    }
    // A link mailed to the old address must not outlive the correction.
    if (emailChanged) await spendPasswordTokens(tx, current.id);
    // Sessions carry no role (each request reads it), but a new role is a fresh start: sign in again.
    if (changes.role !== undefined && changes.role !== current.role) await endSessions(tx, current.id);
  });
  const user = await getUserProfile(db, current.id);
  if (!user) throw new HttpError(404, 'User not found');
  return user;
}

/**
 * Deletes the account: its sessions and invitation links go with it (cascade); its messages, customers and
 * AI logs stay with the tenant, no longer attributed (set null).
 */
export async function deleteUser(db: Database, user: User): Promise<void> {
  await db.transaction(async (tx) => {
    if (user.role === 'TENANT_ADMIN' && !(await hasOtherTenantAdmin(tx, user.tenantId, user.id))) {
      throw lastAdmin('deleted');
    }
    await tx.delete(users).where(eq(users.id, user.id));
    // Its sessions went with it (cascade): open event streams close too.
    await announceEndedSessions(tx, user.id);
  });
}
