import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { catalogs, services } from '../../db/schema';
import { aliasesOf } from '../../shared/service-aliases';
import { toCents } from './money';

/** A catalog service as the quote engine needs it: its price in integer cents, never a float. */
export interface CatalogService {
  id: string;
  name: string;
  description: string | null;
  unit: string | null;
  cents: number;
  catalogName: string;
  /** "Also known as": phrases customers use for it (typed in the catalog or from corrected quotes), oldest first. */
  aliases: readonly string[];
}

/** Every service of every catalog of the tenant, by catalog then service name, each with its phrases. */
export async function loadTenantCatalog(db: Database, tenantId: string): Promise<CatalogService[]> {
  const rows = await db
    .select({
      id: services.id,
      name: services.name,
      description: services.description,
      unit: services.unit,
      unitCost: services.unitCost,
      catalogName: catalogs.name,
      aliases: aliasesOf(services.id),
    })
    .from(services)
    .innerJoin(catalogs, eq(services.catalogId, catalogs.id))
    .where(eq(catalogs.tenantId, tenantId))
    .orderBy(catalogs.name, services.name, services.id);
  return rows.map(({ unitCost, ...row }) => ({ ...row, cents: toCents(unitCost) }));
}
