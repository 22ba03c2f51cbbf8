import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Service } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { catalogs, services } from '../../db/schema';
import { type AliasWrite, aliasesOf, aliasPhrases, replaceAliases } from '../../shared/service-aliases';

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
  aliases: aliasesOf(services.id),
};

function toService(
  row: Omit<typeof services.$inferSelect, 'createdAt'> | (ServiceValues & { id: string }),
  aliases: string[],
): Service {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    unit: row.unit,
    unitCost: Number(row.unitCost),
    catalogId: row.catalogId,
    aliases,
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
  return rows.map(({ aliases, ...row }) => toService(row, aliases));
}

/** A catalog's services by name. */
export function listCatalogServices(db: Database, catalogId: string): Promise<Service[]> {
  return listWhere(db, eq(services.catalogId, catalogId));
}

/** Every service of a tenant's catalogs, by name. */
export function listTenantServices(db: Database, tenantId: string): Promise<Service[]> {
  return listWhere(db, eq(catalogs.tenantId, tenantId));
}

/** The catalog's tenant, when the catalog exists within the scope (null scope: any tenant); else null. */
export async function catalogTenantInScope(
  db: Database,
  catalogId: string,
  scope: string | null,
): Promise<string | null> {
  const [row] = await db
    .select({ tenantId: catalogs.tenantId })
    .from(catalogs)
    .where(and(eq(catalogs.id, catalogId), inScope(scope)));
  return row?.tenantId ?? null;
}

/** Whether the catalog exists within the scope (null scope: any tenant). */
export async function catalogInScope(
  db: Database,
  catalogId: string,
  scope: string | null,
): Promise<boolean> {
  return (await catalogTenantInScope(db, catalogId, scope)) !== null;
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

/** Adds a service with its "Also known as" phrases, in one transaction. */
export async function createService(
  db: Database,
  values: ServiceValues,
  aliases: AliasWrite,
): Promise<Service> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(services).values(values).returning();
    if (!row) throw new Error('Service insert returned no row');
    if (aliases.phrases?.length) await replaceAliases(tx, row.id, aliases);
    return toService(row, aliases.phrases ?? []);
  });
}

/** Changes a service and, when a list is given, its "Also known as" phrases, in one transaction; null when gone. */
export async function updateService(
  db: Database,
  id: string,
  values: ServiceValues,
  aliases: AliasWrite,
): Promise<Service | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(services).set(values).where(eq(services.id, id)).returning();
    if (!row) return null;
    if (aliases.phrases) await replaceAliases(tx, id, aliases);
    return toService(row, await aliasPhrases(tx, id));
  });
}

export async function deleteService(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(services).where(eq(services.id, id)).returning({ id: services.id });
  return rows.length > 0;
}
