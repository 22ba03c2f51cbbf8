import {
  MAX_QUOTE_LINES,
  parseDecimal,
  priceProblem,
  QUOTE_FIELD_MESSAGES,
  type QuoteAmounts,
  quantityProblem,
  quoteAmounts,
} from 'shared-api';
import type { Draft, DraftLine } from './draft';

export interface LineProblems {
  description?: string;
  unitCost?: string;
  quantity?: string;
}

export interface DraftProblems {
  /** By line key: what is wrong with each field of the line. */
  lines: Record<string, LineProblems>;
  /** What is wrong with the quote as a whole (too many lines). */
  quote: string | null;
}

/** What stops the draft from being saved, in the contract's words, field by field. */
export function draftProblems(draft: Draft): DraftProblems {
  const lines: Record<string, LineProblems> = {};
  for (const line of draft.lines) {
    const problems = lineProblems(line);
    if (Object.keys(problems).length > 0) lines[line.key] = problems;
  }
  const quote = draft.lines.length > MAX_QUOTE_LINES ? QUOTE_FIELD_MESSAGES.tooManyLines : null;
  return { lines, quote };
}

export const hasProblems = ({ lines, quote }: DraftProblems) =>
  quote !== null || Object.keys(lines).length > 0;

function lineProblems(line: DraftLine): LineProblems {
  const problems: LineProblems = {};
  const quantity = quantityProblem(parseDecimal(line.quantity));
  if (quantity) problems.quantity = quantity;
  if (line.kind === 'custom') {
    if (!line.description.trim()) problems.description = QUOTE_FIELD_MESSAGES.descriptionEmpty;
    const price = priceProblem(parseDecimal(line.unitCost));
    if (price) problems.unitCost = price;
  }
  return problems;
}

/** A line's total as typed, or null while its quantity or price is not a valid number yet. */
export function typedLineTotal(line: DraftLine): number | null {
  const priced = pricedLine(line);
  return priced ? quoteAmounts([priced], null, null).total : null;
}

/** The quote's amounts as typed (lines not yet valid count as nothing), by the contract's rules. */
export function typedAmounts(
  draft: Draft,
  discountPercent: number | null,
  taxRatePercent: number | null,
): QuoteAmounts {
  const priced = draft.lines.map(pricedLine).filter((line) => line !== null);
  return quoteAmounts(priced, discountPercent, taxRatePercent);
}

function pricedLine(line: DraftLine) {
  const quantity = parseDecimal(line.quantity);
  const unitCost = parseDecimal(line.unitCost);
  if (quantityProblem(quantity) || priceProblem(unitCost)) return null;
  return { quantity, unitCost };
}
