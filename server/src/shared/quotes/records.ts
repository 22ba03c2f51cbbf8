import type { QuoteLineItem, QuoteLineKind } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { quoteEvents, quoteLines, quotes } from '../../db/schema';
import { lineTotalOf, quoteAmountsOf } from './amounts';
import { nextQuoteNumber } from './numbers';

/** A line ready to store: its price fixed (a catalog line's copied from the service at this moment). */
export interface PricedLine {
  kind: QuoteLineKind;
  serviceId: string | null;
  description: string;
  unit: string | null;
  quantity: string;
  unitCost: string;
  aiProposed: boolean;
  sourceText: string | null;
}

/** The tenant's quote settings as stored (numeric text). */
export interface StoredQuoteSettings {
  taxRatePercent: string | null;
  discountPercent: string | null;
  currency: string;
  validityDays: number;
}

export interface NewQuote {
  tenantId: string;
  customerId: string;
  messageId: string | null;
  aiGenerated: boolean;
  createdBy: string | null;
  lines: PricedLine[];
  settings: StoredQuoteSettings;
  validUntil?: string;
  notes?: string | null;
  discountPercent?: string | null;
}

/** Valid-until when the quote names none: the tenant's validity from today (a date, no time of day). */
export const defaultValidUntil = (days: number, now = new Date()) =>
  new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Amounts of a quote's lines under a discount and tax rate. */
export function amountsOf(lines: readonly PricedLine[], discount: string | null, tax: string | null) {
  return quoteAmountsOf(
    lines.map((line) => lineTotalOf(line.quantity, line.unitCost)),
    discount,
    tax,
  );
}

/** Writes a DRAFT with its number, lines and totals, and the CREATED entry of its trail; answers its id. */
export async function insertQuote(tx: Database, draft: NewQuote): Promise<string> {
  const discountPercent =
    draft.discountPercent === undefined ? draft.settings.discountPercent : draft.discountPercent;
  const taxRatePercent = draft.settings.taxRatePercent;
  const [quote] = await tx
    .insert(quotes)
    .values({
      tenantId: draft.tenantId,
      customerId: draft.customerId,
      messageId: draft.messageId,
      number: await nextQuoteNumber(tx, draft.tenantId),
      currency: draft.settings.currency,
      validUntil: draft.validUntil ?? defaultValidUntil(draft.settings.validityDays),
      notes: draft.notes ?? null,
      discountPercent,
      taxRatePercent,
      ...amountsOf(draft.lines, discountPercent, taxRatePercent),
      aiGenerated: draft.aiGenerated,
      createdBy: draft.createdBy,
    })
    .returning({ id: quotes.id });
  const quoteId = quote?.id as string;
  await insertLines(tx, quoteId, draft.lines);
  await tx.insert(quoteEvents).values({ quoteId, action: 'CREATED', actorId: draft.createdBy, revision: 1 });
  return quoteId;
}

/** Stores the lines in their order. */
export async function insertLines(tx: Database, quoteId: string, lines: readonly PricedLine[]) {
  if (lines.length === 0) return;
  await tx.insert(quoteLines).values(
    lines.map((line, position) => ({
      ...line,
      quoteId,
      position,
      lineTotal: lineTotalOf(line.quantity, line.unitCost),
    })),
  );
}

/** A line of the AI quote as the quote keeps it: the catalog price it priced, marked as the AI's proposal. */
export function aiProposedLine(item: QuoteLineItem): PricedLine {
  return {
    kind: item.serviceId ? 'catalog' : 'custom',
    serviceId: item.serviceId,
    description: item.name,
    unit: item.unit,
    quantity: String(item.quantity),
    unitCost: item.unitCost.toFixed(2),
    aiProposed: true,
    sourceText: item.sourceText,
  };
}
