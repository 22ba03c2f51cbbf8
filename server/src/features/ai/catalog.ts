import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { catalogs, services } from '../../db/schema';
import { aliasesOf } from '../../shared/service-aliases';
import { ENCODER_MODEL } from './meaning/encoder';
import type { ServiceMeaning } from './meaning/features';
import { serviceText } from './meaning/service-text';
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
  /**
   * Its meaning vectors as stored by the `service-meanings` job, when they are of the encoder's model and of
   * the service as it now reads; absent while the job has yet to (re)compute them.
   */
  meaning?: ServiceMeaning;
}

interface StoredMeaning {
  meaningName: number[] | null;
  meaningText: number[] | null;
  meaningModel: string | null;
  meaningSource: string | null;
}

/** The stored vectors, if they were made by this encoder from the text the service has now (ADR 0015). */
function validMeaning(
  service: Omit<CatalogService, 'meaning'>,
  stored: StoredMeaning,
): ServiceMeaning | undefined {
  const { meaningName, meaningText, meaningModel, meaningSource } = stored;
  if (!meaningName || !meaningText || meaningModel !== ENCODER_MODEL) return undefined;
  if (meaningSource !== serviceText(service)) return undefined;
  return {
    serviceId: service.id,
    name: Float32Array.from(meaningName),
    text: Float32Array.from(meaningText),
  };
}

/**
 * Every service of every catalog of the tenant, by catalog then service name, each with its phrases and, when
 * they are still valid, its meaning vectors.
 */
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
      meaningName: services.meaningName,
      meaningText: services.meaningText,
      meaningModel: services.meaningModel,
      meaningSource: services.meaningSource,
    })
    .from(services)
    .innerJoin(catalogs, eq(services.catalogId, catalogs.id))
    .where(eq(catalogs.tenantId, tenantId))
    .orderBy(catalogs.name, services.name, services.id);
  return rows.map(({ unitCost, meaningName, meaningText, meaningModel, meaningSource, ...row }) => {
    const service = { ...row, cents: toCents(unitCost) };
    const meaning = validMeaning(service, { meaningName, meaningText, meaningModel, meaningSource });
    return meaning ? { ...service, meaning } : service;
  });
}
