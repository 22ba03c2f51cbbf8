import { eq } from 'drizzle-orm';
import type { Branding } from 'shared-api/contract';
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
