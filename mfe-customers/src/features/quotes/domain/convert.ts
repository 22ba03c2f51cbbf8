import {
  parseDecimal,
  type QuoteDetail,
  type QuoteLine,
  type QuoteLineRequest,
  type Service,
  type UpdateQuoteRequest,
} from 'shared-api';
import { type Draft, type DraftLine, newLineKey } from './draft';

/** The editor's copy of a saved quote. */
export function draftOf(quote: QuoteDetail): Draft {
  return {
    lines: quote.lines.map(draftLineOf),
    notes: quote.notes ?? '',
    validUntil: quote.validUntil,
    discountPercent: percentText(quote.discountPercent),
  };
}

/** A percent as the editor shows it: '' for none. */
export const percentText = (percent: number | null) => (percent === null ? '' : String(percent));

function draftLineOf(line: QuoteLine): DraftLine {
  return {
    key: line.id,
    id: line.id,
    kind: line.kind,
    serviceId: line.serviceId,
    description: line.description,
    unit: line.unit,
    unitCost: String(line.unitCost),
    quantity: String(line.quantity),
    aiProposed: line.aiProposed,
    sourceText: line.sourceText,
  };
}

/** A new line for a catalog service, one of its unit, at its catalog price. */
export function catalogLine(service: Service): DraftLine {
  return {
    key: newLineKey(),
    kind: 'catalog',
    serviceId: service.id,
    description: service.name,
    unit: service.unit,
    unitCost: String(service.unitCost),
    quantity: '1',
    aiProposed: false,
    sourceText: null,
  };
}

/** A new line typed by hand. */
export function customLine(): DraftLine {
  return {
    key: newLineKey(),
    kind: 'custom',
    serviceId: null,
    description: '',
    unit: null,
    unitCost: '',
    quantity: '1',
    aiProposed: false,
    sourceText: null,
  };
}

/**
 * The request that saves the draft: a catalog line sends its service (the server copies the price when the line
 * is new, and keeps the copied price of a line it already has); a custom line its description and price. The
 * discount goes as shown: a blank one is none.
 */
export function contentOf(draft: Draft): UpdateQuoteRequest {
  return {
    lines: draft.lines.map(lineRequestOf),
    notes: draft.notes.trim() || null,
    discountPercent: typedPercent(draft.discountPercent),
    ...(draft.validUntil ? { validUntil: draft.validUntil } : {}),
  };
}

/** A typed percent: null when blank (none), NaN when it is not a number. */
export const typedPercent = (text: string) => (text.trim() ? parseDecimal(text) : null);

function lineRequestOf(line: DraftLine): QuoteLineRequest {
  const shared = {
    ...(line.id ? { id: line.id } : {}),
    quantity: parseDecimal(line.quantity),
    aiProposed: line.aiProposed,
    sourceText: line.sourceText,
  };
  if (line.kind === 'catalog' && line.serviceId) return { ...shared, serviceId: line.serviceId };
  return {
    ...shared,
    description: line.description.trim(),
    unit: line.unit,
    unitCost: parseDecimal(line.unitCost),
  };
}
