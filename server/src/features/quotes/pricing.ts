import { and, eq, inArray } from 'drizzle-orm';
import type { QuoteLineItem, quoteLineRequestSchema } from 'shared-api/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { catalogs, type quoteLines, services } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { decimalText } from '../../shared/quotes/amounts';
import type { LineCorrection } from '../../shared/quotes/corrections';
import type { PricedLine } from '../../shared/quotes/records';

type StoredLine = typeof quoteLines.$inferSelect;
type ParsedLine = z.output<typeof quoteLineRequestSchema>;

const isCatalogLine = (line: ParsedLine): line is Extract<ParsedLine, { serviceId: string }> =>
  'serviceId' in line;

/** The lines of the AI quote a quote is made from: the services it proposed and the words they came from. */
export type AiProposal = readonly Pick<QuoteLineItem, 'serviceId' | 'sourceText'>[];

/**
 * Fixes each line's price: a catalog line copies its service's price now, unless it is a line the quote already
 * had with the same service (its price stays what it was, whatever the catalog says since); a custom line
 * keeps the typed price. Services must be the tenant's. Whether a line is the AI's proposal is the server's
 * record, not the client's word (a proposed line's edit teaches the tenant's quote engine): a line the quote
 * had keeps its mark, a new one is marked only if the message's AI quote (`proposal`) has it.
 */
export async function priceLines(
  db: Database,
  tenantId: string,
  requested: readonly ParsedLine[],
  existing: readonly StoredLine[] = [],
  proposal: AiProposal = [],
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
    const ai = before
      ? { aiProposed: before.aiProposed, sourceText: before.sourceText }
      : proposedBy(proposal, line);
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

/** A new line's AI mark and source words: kept when the AI quote proposed its service from those words. */
function proposedBy(proposal: AiProposal, line: ParsedLine): Pick<PricedLine, 'aiProposed' | 'sourceText'> {
  const serviceId = isCatalogLine(line) ? line.serviceId : null;
  const proposed =
    line.aiProposed === true &&
    proposal.some(
      (item) =>
        item.serviceId === serviceId && (item.sourceText?.trim() ?? null) === (line.sourceText ?? null),
    );
  return proposed
    ? { aiProposed: true, sourceText: line.sourceText ?? null }
    : { aiProposed: false, sourceText: null };
}

/**
 * What the user's edits of the lines the AI proposed (with the words they came from) teach the quote engine: a
 * line given another service (or one, where the AI found none), a changed quantity, a removed line. Lines of
 * no catalog service teach nothing: the engine proposes services.
 */
export function correctionsOf(
  before: readonly StoredLine[],
  requested: readonly ParsedLine[],
): LineCorrection[] {
  const kept = new Map(requested.flatMap((line) => (line.id ? [[line.id, line] as const] : [])));
  return before.flatMap((old) => {
    const phrase = old.aiProposed ? old.sourceText : null;
    if (!phrase) return [];
    const line = kept.get(old.id);
    if (!line) {
      return old.serviceId
        ? [{ kind: 'not-wanted' as const, phrase, serviceId: old.serviceId, proposedQuantity: old.quantity }]
        : [];
    }
    return editCorrections(old, line, phrase);
  });
}

function editCorrections(old: StoredLine, line: ParsedLine, phrase: string): LineCorrection[] {
  if (!isCatalogLine(line)) return [];
  const { serviceId } = line;
  const corrections: LineCorrection[] = [];
  if (old.serviceId !== serviceId) {
    corrections.push({ kind: 'service', phrase, serviceId, wrongServiceId: old.serviceId ?? undefined });
  }
  const quantity = decimalText(line.quantity);
  if (quantity !== old.quantity) {
    corrections.push({ kind: 'quantity', phrase, serviceId, proposedQuantity: old.quantity, quantity });
  }
  return corrections;
}
