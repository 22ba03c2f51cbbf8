import type { QuoteLine } from 'shared-api/contract';
import type { SentQuoteDocument } from '../../db/schema';
import type { QuoteAmounts } from './amounts';

/** A stored line as the API and documents show it (numeric text → numbers with two decimals at most). */
export interface StoredLine {
  id: string;
  kind: QuoteLine['kind'];
  serviceId: string | null;
  description: string;
  unit: string | null;
  quantity: string;
  unitCost: string;
  lineTotal: string;
  aiProposed: boolean;
  sourceText: string | null;
}

export const lineOf = (line: StoredLine): QuoteLine => ({
  ...line,
  quantity: Number(line.quantity),
  unitCost: Number(line.unitCost),
  lineTotal: Number(line.lineTotal),
});

const optionalNumber = (value: string | null) => (value === null ? null : Number(value));

export interface DocumentSource extends QuoteAmounts {
  number: string;
  currency: string;
  validUntil: string;
  notes: string | null;
  customerName: string;
  discountPercent: string | null;
  taxRatePercent: string | null;
  lines: StoredLine[];
}

/** What the client is sent: frozen into quote_revisions, so later edits and catalog changes never reach it. */
export function sentDocumentOf(source: DocumentSource): SentQuoteDocument {
  return {
    number: source.number,
    currency: source.currency,
    validUntil: source.validUntil,
    notes: source.notes,
    customerName: source.customerName,
    subtotal: Number(source.subtotal),
    discountPercent: optionalNumber(source.discountPercent),
    discountAmount: Number(source.discountAmount),
    taxRatePercent: optionalNumber(source.taxRatePercent),
    taxAmount: Number(source.taxAmount),
    total: Number(source.total),
    lines: source.lines.map(({ kind, description, unit, quantity, unitCost, lineTotal }) => ({
      kind,
      description,
      unit,
      quantity: Number(quantity),
      unitCost: Number(unitCost),
      lineTotal: Number(lineTotal),
    })),
  };
}
