import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { createUserRequestSchema } from 'shared-api/contract';
import { z } from 'zod';
import { StartupError } from '../config';
import type { Database } from '../db/database';
import { tenants, users } from '../db/schema';
import { hashPassword } from '../shared/passwords';

/** Stricter than a user's own password: this account reaches every tenant. */
export const MIN_ADMIN_PASSWORD_LENGTH = 10;
export const DEFAULT_ADMIN_TENANT = 'QuoteDesk HQ';

const adminSchema = z.object({
  email: createUserRequestSchema.shape.email,
  name: createUserRequestSchema.shape.name,
  tenant: z.string().trim().min(1, 'Please enter a tenant name').max(200),
  password: z.string().max(1024),
});
export type AdminAccount = z.output<typeof adminSchema>;

const USAGE =
  'npm run create-admin -- --email <email> --password <password> [--name <name>] [--tenant <tenant>]';

/** Arguments first, else ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_NAME / ADMIN_TENANT (keeps the password out of ps). */
export function adminAccountFrom(args: string[], env: NodeJS.ProcessEnv): AdminAccount {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        tenant: { type: 'string' },
      },
    }));
  } catch (error) {
    throw new StartupError(`${(error as Error).message}. Usage: ${USAGE}`);
  }
  const email = values.email ?? env.ADMIN_EMAIL;
  const password = values.password ?? env.ADMIN_PASSWORD;
  if (!email || !password) throw new StartupError(`An email and a password are required. Usage: ${USAGE}`);
  const parsed = adminSchema.safeParse({
    email,
    password,
    name: values.name ?? env.ADMIN_NAME ?? 'Administrator',
    tenant: values.tenant ?? env.ADMIN_TENANT ?? DEFAULT_ADMIN_TENANT,
  });
  if (!parsed.success) {
    throw new StartupError(
      parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`).join('; '),
    );
  }
  return parsed.data;
}

/** Why a password is too weak for a super admin, or null: long enough, not one repeated pattern, not the email. */
export function adminPasswordWeakness(password: string, email: string): string | null {
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    return `The password is too weak: use at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`;
  }
  if (new Set(password.toLowerCase()).size < 5) {
    return 'The password is too weak: it repeats the same few characters';
  }
  const localPart = email.split('@')[0] ?? '';
  if (localPart.length >= 3 && password.toLowerCase().includes(localPart.toLowerCase())) {
    return 'The password is too weak: it contains the email address';
  }
  return null;
}

export interface CreatedAdmin {
  userId: string;
  tenantId: string;
  tenantCreated: boolean;
}

/**
 * A super admin in the named tenant (created when missing), as the demo's HQ holds its super admin. Refused,
 * leaving the database as it was, when the password is weak or a user already has the email.
 */
export async function createAdmin(db: Database, account: AdminAccount): Promise<CreatedAdmin> {
  const weakness = adminPasswordWeakness(account.password, account.email);
  if (weakness) throw new StartupError(weakness);
  const passwordHash = await hashPassword(account.password);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, account.email));
    if (taken) throw new StartupError(`A user with the email ${account.email} already exists`);
    const [existing] = await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.name, account.tenant));
    const tenantId =
      existing?.id ??
      (await tx.insert(tenants).values({ name: account.tenant }).returning({ id: tenants.id }))[0]?.id;
    if (!tenantId) throw new Error('The tenant was not created');
    const [user] = await tx
      .insert(users)
      .values({ tenantId, name: account.name, email: account.email, passwordHash, role: 'SUPER_ADMIN' })
      .returning({ id: users.id });
    if (!user) throw new Error('The user was not created');
    return { userId: user.id, tenantId, tenantCreated: !existing };
  });
}
