import {
  MAX_QUOTE_LINES,
  parseDecimal,
  percentProblem,
  priceProblem,
  QUOTE_FIELD_MESSAGES,
  type QuoteAmounts,
  quantityProblem,
  quoteAmounts,
} from 'shared-api';
import { typedPercent } from './convert';
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
  /** What is wrong with the discount typed. */
  discount: string | null;
}

/** What stops the draft from being saved, in the contract's words, field by field. */
export function draftProblems(draft: Draft): DraftProblems {
  const lines: Record<string, LineProblems> = {};
  for (const line of draft.lines) {
    const problems = lineProblems(line);
    if (Object.keys(problems).length > 0) lines[line.key] = problems;
  }
  const quote = draft.lines.length > MAX_QUOTE_LINES ? QUOTE_FIELD_MESSAGES.tooManyLines : null;
  const discountPercent = typedPercent(draft.discountPercent);
  const discount = discountPercent === null ? null : percentProblem(discountPercent);
  return { lines, quote, discount };
}

export const hasProblems = ({ lines, quote, discount }: DraftProblems) =>
  quote !== null || discount !== null || Object.keys(lines).length > 0;

/** The discount as typed, when it is a valid one (else none, until it is). */
export function typedDiscount(draft: Draft): number | null {
  const percent = typedPercent(draft.discountPercent);
  return percent !== null && percentProblem(percent) === null ? percent : null;
}

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

/** The quote's amounts as typed (lines and a discount not yet valid count as nothing), by the contract's rules. */
export function typedAmounts(draft: Draft, taxRatePercent: number | null): QuoteAmounts {
  const priced = draft.lines.map(pricedLine).filter((line) => line !== null);
  return quoteAmounts(priced, typedDiscount(draft), taxRatePercent);
}

function pricedLine(line: DraftLine) {
  const quantity = parseDecimal(line.quantity);
  const unitCost = parseDecimal(line.unitCost);
  if (quantityProblem(quantity) || priceProblem(unitCost)) return null;
  return { quantity, unitCost };
}
