import { eq } from 'drizzle-orm';
import type { Branding, Tenant } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { tenants } from '../../db/schema';

export async function getBranding(db: Database, tenantId: string): Promise<Branding | null> {
  const [row] = await db
    .select({
      logoUrl: tenants.logoUrl,
      sidebarLogoUrl: tenants.sidebarLogoUrl,
      primaryColor: tenants.primaryColor,
      secondaryColor: tenants.secondaryColor,
      accentColor: tenants.accentColor,
      theme: tenants.theme,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row ?? null;
}

type TenantUpdate = Partial<
  Pick<
    typeof tenants.$inferInsert,
    | 'name'
    | 'logoUrl'
    | 'sidebarLogoUrl'
    | 'primaryColor'
    | 'secondaryColor'
    | 'accentColor'
    | 'theme'
    | 'requireTwoFactor'
  >
>;

/** Applies the given columns; false when there is no such tenant. */
export async function updateTenant(db: Database, tenantId: string, changes: TenantUpdate): Promise<boolean> {
  const updated = await db
    .update(tenants)
    .set(changes)
    .where(eq(tenants.id, tenantId))
    .returning({ id: tenants.id });
  return updated.length > 0;
}

export async function getTenant(db: Database, tenantId: string): Promise<Tenant | null> {
  const [row] = await db
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row ?? null;
}

/** Whether the tenant requires a second factor of everyone (false for an unknown tenant). */
export async function requiresTwoFactor(db: Database, tenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ required: tenants.requireTwoFactor })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row?.required ?? false;
}
