import { and, eq, inArray } from 'drizzle-orm';
import type { quoteLineRequestSchema } from 'shared-api/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { catalogs, type quoteLines, services } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { decimalText } from '../../shared/quotes/amounts';
import type { PricedLine } from '../../shared/quotes/records';

type StoredLine = typeof quoteLines.$inferSelect;
type ParsedLine = z.output<typeof quoteLineRequestSchema>;

const isCatalogLine = (line: ParsedLine): line is Extract<ParsedLine, { serviceId: string }> =>
  'serviceId' in line;

/**
 * Fixes each line's price: a catalog line copies its service's price now, unless it is a line the quote already
 * had with the same service (its price stays what it was, whatever the catalog says since); a custom line
 * keeps the typed price. Services must be the tenant's.
 */
export async function priceLines(
  db: Database,
  tenantId: string,
  requested: readonly ParsedLine[],
  existing: readonly StoredLine[] = [],
): Promise<PricedLine[]> {
  const byId = new Map(existing.map((line) => [line.id, line]));
  const serviceIds = [...new Set(requested.filter(isCatalogLine).map((line) => line.serviceId))];
  const found =
    serviceIds.length === 0
      ? []
      : await db
          .select({ id: services.id, name: services.name, unit: services.unit, unitCost: services.unitCost })
          .from(services)
          .innerJoin(catalogs, eq(catalogs.id, services.catalogId))
          .where(and(inArray(services.id, serviceIds), eq(catalogs.tenantId, tenantId)));
  const catalog = new Map(found.map((service) => [service.id, service]));
  return requested.map((line) => {
    const before = line.id ? byId.get(line.id) : undefined;
    const ai = {
      aiProposed: line.aiProposed ?? before?.aiProposed ?? false,
      sourceText: line.sourceText ?? before?.sourceText ?? null,
    };
    const quantity = decimalText(line.quantity);
    if (!isCatalogLine(line)) {
      return {
        kind: 'custom',
        serviceId: null,
        description: line.description,
        unit: line.unit ?? null,
        quantity,
        unitCost: decimalText(line.unitCost),
        ...ai,
      };
    }
    if (before && before.serviceId === line.serviceId) {
      const { kind, serviceId, description, unit, unitCost } = before;
      return { kind, serviceId, description, unit, unitCost, quantity, ...ai };
    }
    const service = catalog.get(line.serviceId);
    if (!service) throw new HttpError(400, 'A line names a service that is not in your catalogs');
    return {
      kind: 'catalog',
      serviceId: service.id,
      description: service.name,
      unit: service.unit,
      quantity,
      unitCost: service.unitCost,
      ...ai,
    };
  });
}

/** A correction the quote engine learns from: the AI's line read `phrase` as one service, the user chose another. */
export interface LineCorrection {
  phrase: string;
  serviceId: string;
  wrongServiceId?: string;
}

/**
 * The AI-proposed lines whose service the user changed (or set, on a line the AI could not match): each is a
 * phrase the engine read wrong. Quantity edits and removals teach it nothing about services.
 */
export function correctionsOf(
  before: readonly StoredLine[],
  requested: readonly ParsedLine[],
): LineCorrection[] {
  const byId = new Map(before.map((line) => [line.id, line]));
  return requested.flatMap((line) => {
    const old = line.id ? byId.get(line.id) : undefined;
    if (!old?.aiProposed || !old.sourceText || !isCatalogLine(line)) return [];
    if (old.serviceId === line.serviceId) return [];
    return [
      { phrase: old.sourceText, serviceId: line.serviceId, wrongServiceId: old.serviceId ?? undefined },
    ];
  });
}
