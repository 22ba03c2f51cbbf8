import { colord } from 'colord';

/** `#rgb` or `#rrggbb`: the forms a tenant colour is given in (colord alone would also take alpha, rgb(), hsl()). */
export const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A typed hex colour as stored (`#rrggbb`, lower case; `#rgb` and a missing `#` accepted), or null. */
export function normaliseHexColor(input: string): string | null {
  const text = input.trim();
  const hex = text.startsWith('#') ? text : `#${text}`;
  return HEX_COLOR.test(hex) ? colord(hex).toHex() : null;
}
