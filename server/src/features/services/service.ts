import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Service } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { catalogs, services } from '../../db/schema';

/** What the routes store: the unit cost as the exact decimal text numeric(12,2) holds. */
export interface ServiceValues {
  name: string;
  description: string | null;
  unit: string | null;
  unitCost: string;
  catalogId: string;
}

const serviceColumns = {
  id: services.id,
  name: services.name,
  description: services.description,
  unit: services.unit,
  unitCost: services.unitCost,
  catalogId: services.catalogId,
};

function toService(row: typeof services.$inferSelect | (ServiceValues & { id: string })): Service {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    unit: row.unit,
    unitCost: Number(row.unitCost),
    catalogId: row.catalogId,
  };
}

const inScope = (scope: string | null): SQL | undefined => (scope ? eq(catalogs.tenantId, scope) : undefined);

async function listWhere(db: Database, where: SQL | undefined): Promise<Service[]> {
  const rows = await db
    .select(serviceColumns)
    .from(services)
    .innerJoin(catalogs, eq(catalogs.id, services.catalogId))
    .where(where)
    .orderBy(asc(services.name), asc(services.id));
  return rows.map(toService);
}

/** A catalog's services by name. */
export function listCatalogServices(db: Database, catalogId: string): Promise<Service[]> {
  return listWhere(db, eq(services.catalogId, catalogId));
}

/** Every service of a tenant's catalogs, by name. */
export function listTenantServices(db: Database, tenantId: string): Promise<Service[]> {
  return listWhere(db, eq(catalogs.tenantId, tenantId));
}

/** Whether the catalog exists within the scope (null scope: any tenant). */
export async function catalogInScope(
  db: Database,
  catalogId: string,
  scope: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: catalogs.id })
    .from(catalogs)
    .where(and(eq(catalogs.id, catalogId), inScope(scope)));
  return row !== undefined;
}

/** Whether the service exists and its catalog is within the scope. */
export async function serviceInScope(
  db: Database,
  serviceId: string,
  scope: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: services.id })
    .from(services)
    .innerJoin(catalogs, eq(catalogs.id, services.catalogId))
    .where(and(eq(services.id, serviceId), inScope(scope)));
  return row !== undefined;
}

export async function createService(db: Database, values: ServiceValues): Promise<Service> {
  const [row] = await db.insert(services).values(values).returning();
  if (!row) throw new Error('Service insert returned no row');
  return toService(row);
}

export async function updateService(
  db: Database,
  id: string,
  values: ServiceValues,
): Promise<Service | null> {
  const [row] = await db.update(services).set(values).where(eq(services.id, id)).returning();
  return row ? toService(row) : null;
}

export async function deleteService(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(services).where(eq(services.id, id)).returning({ id: services.id });
  return rows.length > 0;
}
