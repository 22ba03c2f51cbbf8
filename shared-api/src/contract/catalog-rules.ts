/**
 * The rules of a catalog's and a service's fields, free of zod: the contract's schemas (catalogs.ts) are built
 * from them and the browser's forms check the same ones before sending, so both refuse the same input in the
 * same words.
 */

/** Longest texts, counted once trimmed. */
export const MAX_NAME_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 2000;
export const MAX_UNIT_LENGTH = 100;

/** numeric(12,2): the largest unit cost the database holds, and the decimals it keeps. */
export const MAX_UNIT_COST = 9_999_999_999.99;
export const UNIT_COST_DECIMALS = 2;

export const CATALOG_NAME_REQUIRED = 'Please enter a catalog name';
export const SERVICE_NAME_REQUIRED = 'Please enter a service name';

/** "Name can have at most 200 characters". */
export const tooLongMessage = (label: string, max: number) => `${label} can have at most ${max} characters`;

export const UNIT_COST_MESSAGES = {
  required: 'Please enter a unit cost',
  notANumber: 'Unit cost must be a number',
  notPositive: 'Unit cost must be greater than 0',
  // Formatted when first read: a phone's first number formatting (ICU's start) costs ~100 ms of page start.
  get tooLarge() {
    return `Unit cost can be at most ${MAX_UNIT_COST.toLocaleString('en-US')}`;
  },
  tooPrecise: `Unit cost can have at most ${UNIT_COST_DECIMALS} decimals`,
} as const;

/** A number written with at most two decimals, as JavaScript prints it (so 1e-7 or 1.005 do not pass). */
const CENTS_TEXT = new RegExp(`^\\d+(\\.\\d{1,${UNIT_COST_DECIMALS}})?$`);

/** Why a unit cost cannot be stored, or null: it is a finite number over 0, at most the maximum, to the cent. */
export function unitCostProblem(cost: number): string | null {
  if (!Number.isFinite(cost)) return UNIT_COST_MESSAGES.notANumber;
  if (cost <= 0) return UNIT_COST_MESSAGES.notPositive;
  if (cost > MAX_UNIT_COST) return UNIT_COST_MESSAGES.tooLarge;
  if (!CENTS_TEXT.test(String(cost))) return UNIT_COST_MESSAGES.tooPrecise;
  return null;
}

/** Plain decimal notation, optionally signed: what a person types as a cost ("12", "12.5", ".5", "-1"). */
const DECIMAL_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** A typed unit cost as a number: NaN for anything that is not a plain decimal ("abc", "1e3", "0x10"). */
export function parseDecimal(text: string): number {
  const trimmed = text.trim();
  return DECIMAL_TEXT.test(trimmed) ? Number(trimmed) : Number.NaN;
}
