import Decimal from 'decimal.js';

/**
 * Quote arithmetic on exact decimals (decimal.js): amounts arrive and leave as the numeric text PostgreSQL
 * stores ('1450.50'), every result is rounded half-up to the cent, never through a float.
 */

const CENT = 2;
const round = (value: Decimal) => value.toDecimalPlaces(CENT, Decimal.ROUND_HALF_UP);
const text = (value: Decimal) => round(value).toFixed(CENT);

export interface QuoteAmounts {
  subtotal: string;
  discountAmount: string;
  taxAmount: string;
  total: string;
}

/** quantity × unit price, to the cent. */
export function lineTotalOf(quantity: string | number, unitCost: string | number): string {
  return text(new Decimal(quantity).times(unitCost));
}

/** Subtotal of the lines, the discount off it, tax on what remains, and the total. */
export function quoteAmountsOf(
  lineTotals: readonly string[],
  discountPercent: string | null,
  taxRatePercent: string | null,
): QuoteAmounts {
  const subtotal = lineTotals.reduce((sum, line) => sum.plus(line), new Decimal(0));
  const discount = round(subtotal.times(discountPercent ?? 0).dividedBy(100));
  const taxable = subtotal.minus(discount);
  const tax = round(taxable.times(taxRatePercent ?? 0).dividedBy(100));
  return {
    subtotal: text(subtotal),
    discountAmount: text(discount),
    taxAmount: text(tax),
    total: text(taxable.plus(tax)),
  };
}

/** Whether an amount exceeds a limit, compared exactly. */
export const exceeds = (amount: string, limit: number) => new Decimal(amount).greaterThan(limit);

/** A percent or quantity from the API (a number with at most two decimals) as numeric text. */
export const decimalText = (value: number) => new Decimal(value).toFixed(CENT);
