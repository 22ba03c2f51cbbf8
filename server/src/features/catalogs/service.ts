import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Catalog } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import { catalogs, services } from '../../db/schema';

/** numeric comes back as exact decimal text; the API answers numbers (or null for an empty catalog). */
const toNumber = (value: string | null): number | null => (value === null ? null : Number(value));

/** A catalog's service count and cost figures, computed by the database over numeric, to the cent. */
const catalogColumns = {
  id: catalogs.id,
  name: catalogs.name,
  description: catalogs.description,
  tenantId: catalogs.tenantId,
  serviceCount: count(services.id),
  avgCost: sql<string | null>`round(avg(${services.unitCost}), 2)`,
  minCost: sql<string | null>`min(${services.unitCost})`,
  maxCost: sql<string | null>`max(${services.unitCost})`,
};

function toCatalog(row: CatalogRow): Catalog {
  return {
    ...row,
    avgCost: toNumber(row.avgCost),
    minCost: toNumber(row.minCost),
    maxCost: toNumber(row.maxCost),
  };
}

function selectCatalogs(db: Database) {
  return db
    .select(catalogColumns)
    .from(catalogs)
    .leftJoin(services, eq(services.catalogId, catalogs.id))
    .groupBy(catalogs.id);
}

type CatalogRow = Awaited<ReturnType<typeof selectCatalogs>>[number];

/**
 * The catalogs screen's one list call: built and planned once per database and connection, then only executed
 * (its join and grouping took longer to build and plan than to run).
 */
const tenantCatalogs = preparedPerDatabase((db) =>
  selectCatalogs(db)
    .where(eq(catalogs.tenantId, sql.placeholder('tenantId')))
    .orderBy(asc(catalogs.name), asc(catalogs.id))
    .prepare('tenant_catalogs'),
);

/** A tenant's catalogs by name, each with its service count and cost figures. */
export async function listCatalogs(db: Database, tenantId: string): Promise<Catalog[]> {
  const rows = await tenantCatalogs(db).execute({ tenantId });
  return rows.map(toCatalog);
}

export async function createCatalog(
  db: Database,
  values: { tenantId: string; name: string; description: string | null },
): Promise<Catalog> {
  const [row] = await db.insert(catalogs).values(values).returning();
  if (!row) throw new Error('Catalog insert returned no row');
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    tenantId: row.tenantId,
    serviceCount: 0,
    avgCost: null,
    minCost: null,
    maxCost: null,
  };
}

/** Renames a catalog in scope and answers it with its figures; null when no such catalog is in scope. */
export async function updateCatalog(
  db: Database,
  id: string,
  scope: string | null,
  values: { name: string; description: string | null },
): Promise<Catalog | null> {
  const [updated] = await db
    .update(catalogs)
    .set(values)
    .where(and(eq(catalogs.id, id), scope ? eq(catalogs.tenantId, scope) : undefined))
    .returning({ id: catalogs.id });
  if (!updated) return null;
  const [row] = await selectCatalogs(db).where(eq(catalogs.id, updated.id));
  return row ? toCatalog(row) : null;
}

/** Deletes a catalog and its services in one transaction; false when no such catalog is in scope. */
export async function deleteCatalog(db: Database, id: string, scope: string | null): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [catalog] = await tx
      .select({ id: catalogs.id })
      .from(catalogs)
      .where(and(eq(catalogs.id, id), scope ? eq(catalogs.tenantId, scope) : undefined))
      .for('update');
    if (!catalog) return false;
    await tx.delete(services).where(eq(services.catalogId, id));
    await tx.delete(catalogs).where(eq(catalogs.id, id));
    return true;
  });
}
