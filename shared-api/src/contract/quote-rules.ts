import {
  MAX_QUOTE_LINES,
  MAX_QUOTE_QUANTITY,
  MAX_QUOTE_UNIT_COST,
  MAX_QUOTE_VALIDITY_DAYS,
} from './constants';

/**
 * The rules of a quote's fields and of a tenant's quote settings, and the way totals are worked out, free of
 * zod: the contract's schemas (quotes.ts) are built from these checks, and the editor and the settings form run
 * the same ones on what is typed before it is saved (the server's totals are the truth once saved).
 */

export const QUOTE_FIELD_MESSAGES = {
  quantityPositive: 'Quantity must be greater than 0',
  // Formatted when first read: a phone's first number formatting (ICU's start) costs ~100 ms of page start.
  get quantityTooLarge() {
    return `Quantity must be at most ${MAX_QUOTE_QUANTITY.toLocaleString('en-US')}`;
  },
  quantityDecimals: 'Quantity can have at most 2 decimals',
  priceNegative: 'Price cannot be negative',
  get priceTooLarge() {
    return `Price must be at most ${MAX_QUOTE_UNIT_COST.toLocaleString('en-US')}`;
  },
  priceDecimals: 'Price can have at most 2 decimals',
  percentRange: 'Percent must be between 0 and 100',
  percentDecimals: 'Percent can have at most 2 decimals',
  descriptionEmpty: 'Description cannot be empty',
  tooManyLines: `A quote can have at most ${MAX_QUOTE_LINES} lines`,
  currency: 'Currency must be a 3-letter code such as USD',
  validityWhole: 'Validity must be a whole number of days',
  validityRange: `Validity must be 1 to ${MAX_QUOTE_VALIDITY_DAYS} days`,
} as const;

/** At most two decimals: checked on the value times 100, with a margin for binary fractions (0.1 + 0.2). */
export const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Why a line's quantity cannot be saved, or null. */
export function quantityProblem(quantity: number): string | null {
  if (!Number.isFinite(quantity) || quantity <= 0) return QUOTE_FIELD_MESSAGES.quantityPositive;
  if (quantity > MAX_QUOTE_QUANTITY) return QUOTE_FIELD_MESSAGES.quantityTooLarge;
  if (!hasAtMostTwoDecimals(quantity)) return QUOTE_FIELD_MESSAGES.quantityDecimals;
  return null;
}

/** Why a typed unit price cannot be saved, or null. */
export function priceProblem(price: number): string | null {
  if (!Number.isFinite(price) || price < 0) return QUOTE_FIELD_MESSAGES.priceNegative;
  if (price > MAX_QUOTE_UNIT_COST) return QUOTE_FIELD_MESSAGES.priceTooLarge;
  if (!hasAtMostTwoDecimals(price)) return QUOTE_FIELD_MESSAGES.priceDecimals;
  return null;
}

/** Why a tax or discount percent cannot be saved, or null: 0 to 100, at most two decimals. */
export function percentProblem(percent: number): string | null {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) return QUOTE_FIELD_MESSAGES.percentRange;
  if (!hasAtMostTwoDecimals(percent)) return QUOTE_FIELD_MESSAGES.percentDecimals;
  return null;
}

/** Why a currency cannot be saved, or null: an ISO 4217 code, three capital letters. */
export const currencyProblem = (currency: string): string | null =>
  /^[A-Z]{3}$/.test(currency) ? null : QUOTE_FIELD_MESSAGES.currency;

/** Why a validity (days a new quote stays open) cannot be saved, or null. */
export function validityDaysProblem(days: number): string | null {
  if (!Number.isInteger(days)) return QUOTE_FIELD_MESSAGES.validityWhole;
  if (days < 1 || days > MAX_QUOTE_VALIDITY_DAYS) return QUOTE_FIELD_MESSAGES.validityRange;
  return null;
}

export interface PricedLine {
  quantity: number;
  unitCost: number;
}

export interface QuoteAmounts {
  subtotal: number;
  discountAmount: number;
  taxAmount: number;
  total: number;
}

/** Hundredths as an exact integer (quantities and prices have at most two decimals). */
const hundredths = (value: number) => BigInt(Math.round(value * 100));

/** `numerator / denominator` rounded half away from zero, on integers (both positive here). */
const divideRounded = (numerator: bigint, denominator: bigint) =>
  (numerator * 2n + denominator) / (denominator * 2n);

/** A line's total in cents: quantity × unit price, rounded half up to the cent. */
export const lineTotalCents = ({ quantity, unitCost }: PricedLine): bigint =>
  divideRounded(hundredths(quantity) * hundredths(unitCost), 100n);

/**
 * A quote's amounts, exact to the cent: the lines' totals, less the discount (percent of the subtotal), plus
 * tax (percent of what is left), each rounded half up to the cent.
 */
export function quoteAmounts(
  lines: readonly PricedLine[],
  discountPercent: number | null,
  taxRatePercent: number | null,
): QuoteAmounts {
  const subtotal = lines.reduce((sum, line) => sum + lineTotalCents(line), 0n);
  const discount = divideRounded(subtotal * hundredths(discountPercent ?? 0), 10_000n);
  const tax = divideRounded((subtotal - discount) * hundredths(taxRatePercent ?? 0), 10_000n);
  const dollars = (cents: bigint) => Number(cents) / 100;
  return {
    subtotal: dollars(subtotal),
    discountAmount: dollars(discount),
    taxAmount: dollars(tax),
    total: dollars(subtotal - discount + tax),
  };
}
