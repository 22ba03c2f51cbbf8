/** Money in integer cents, so sums and products are exact; numeric(12,2) text in and out. */

/** '145.00' → 14500, '-3.5' → -350, without passing through a float. */
export function toCents(amount: string): number {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match) throw new Error(`Not a money amount: ${amount}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return sign ? -cents : cents;
}

/** unit price × quantity in cents, rounded half away from zero (quantities may be fractional hours). */
export function lineCents(unitCents: number, quantity: number): number {
  // Quantities carry at most two decimals: scale to integers first so the product is exact.
  const hundredths = Math.round(quantity * 100);
  const product = unitCents * hundredths;
  return Math.sign(product) * Math.round(Math.abs(product) / 100);
}

/** Cents as the JSON number the contract carries (two decimals at most). */
export const centsToNumber = (cents: number): number => cents / 100;
