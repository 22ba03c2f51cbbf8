import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { aliasMessages, MAX_ALIAS_LENGTH, type Service } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { catalogs, serviceAliases, services } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { addedAt, aliasesOf, aliasPhrases } from '../../shared/service-aliases';

/** What the routes store: the unit cost as the exact decimal text numeric(12,2) holds. */
export interface ServiceValues {
  name: string;
  description: string | null;
  unit: string | null;
  unitCost: string;
  catalogId: string;
}

/** Who writes a service's "Also known as" list, and the list when one was sent. */
export interface AliasWrite {
  userId: string;
  /** The service's whole list; undefined keeps the stored one. */
  phrases: string[] | undefined;
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

/**
 * Makes `phrases` the service's whole "Also known as" list, in the transaction that wrote the service row (so
 * it holds the row's lock): a phrase already stored, whatever its case, stays with its source and author and
 * takes the case given; a new one is added as typed in the catalog by the user; the others are removed.
 * A new phrase over 80 characters is refused (a stored correction may be longer and stays).
 */
async function replaceAliases(db: Database, serviceId: string, { userId, phrases = [] }: AliasWrite) {
  const stored = await db
    .select({ id: serviceAliases.id, phrase: serviceAliases.phrase })
    .from(serviceAliases)
    .where(eq(serviceAliases.serviceId, serviceId));
  const storedByKey = new Map(stored.map((row) => [row.phrase.toLowerCase(), row]));
  const wanted = new Map(phrases.map((phrase) => [phrase.toLowerCase(), phrase]));

  const added = phrases.filter((phrase) => !storedByKey.has(phrase.toLowerCase()));
  const tooLong = added.find((phrase) => phrase.length > MAX_ALIAS_LENGTH);
  if (tooLong !== undefined) throw new HttpError(400, `aliases: ${aliasMessages.tooLong(tooLong)}`);

  const removed = stored.filter((row) => !wanted.has(row.phrase.toLowerCase())).map((row) => row.id);
  if (removed.length > 0) await db.delete(serviceAliases).where(inArray(serviceAliases.id, removed));
  for (const row of stored) {
    const phrase = wanted.get(row.phrase.toLowerCase());
    if (phrase !== undefined && phrase !== row.phrase) {
      await db.update(serviceAliases).set({ phrase }).where(eq(serviceAliases.id, row.id));
    }
  }
  if (added.length > 0) {
    await db.insert(serviceAliases).values(
      added.map((phrase, index) => ({
        serviceId,
        phrase,
        source: 'catalog' as const,
        createdBy: userId,
        createdAt: addedAt(index),
      })),
    );
  }
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
