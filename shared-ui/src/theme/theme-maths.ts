import { colord } from 'colord';
import type { ResolvedThemeMode } from './types';

/** The theme maths: how custom colours become a theme in each mode (docs/product-rules.md#theme-maths). */

export const DARK_BACKGROUND_MAX_SATURATION = 20;
export const DARK_CARD_LIGHTNESS = 15;
export const LIGHT_BACKGROUND_MAX_SATURATION = 15;
export const DARK_PRIMARY_LIGHTNESS_BOOST = 15;
export const DARK_PRIMARY_MAX_LIGHTNESS = 75;

const DARK_BACKGROUND_LIGHTNESS = 8;
const LIGHT_BACKGROUND_LIGHTNESS = 97;
const LIGHT_CARD_LIGHTNESS = 100;

export const FOREGROUND_DARK = '#0b1220';
export const FOREGROUND_LIGHT = '#ffffff';

/** The colour's hue at the given lightness, its saturation capped. */
function tinted(hex: string, maxSaturation: number, lightness: number): string {
  const { h, s } = colord(hex).toHsl();
  return colord({ h, s: Math.min(s, maxSaturation), l: lightness }).toHex();
}

/** The page background tinted by a colour: saturation capped at 20 % in dark mode, 15 % in light mode. */
export function tintedBackground(hex: string, mode: ResolvedThemeMode): string {
  return mode === 'dark'
    ? tinted(hex, DARK_BACKGROUND_MAX_SATURATION, DARK_BACKGROUND_LIGHTNESS)
    : tinted(hex, LIGHT_BACKGROUND_MAX_SATURATION, LIGHT_BACKGROUND_LIGHTNESS);
}

/** Cards sit on the background: 15 % lightness in dark mode, white in light mode. */
export function tintedCard(hex: string, mode: ResolvedThemeMode): string {
  return mode === 'dark'
    ? tinted(hex, DARK_BACKGROUND_MAX_SATURATION, DARK_CARD_LIGHTNESS)
    : tinted(hex, LIGHT_BACKGROUND_MAX_SATURATION, LIGHT_CARD_LIGHTNESS);
}

/** A custom primary in dark mode is 15 points lighter, at most 75 %, so it stays visible on dark surfaces. */
export function primaryForMode(hex: string, mode: ResolvedThemeMode): string {
  if (mode === 'light') return hex;
  const color = colord(hex);
  const hsl = color.toHsl();
  // lighten() keeps the exact hue and saturation, which toHsl() rounds to whole numbers.
  return hsl.l + DARK_PRIMARY_LIGHTNESS_BOOST < DARK_PRIMARY_MAX_LIGHTNESS
    ? color.lighten(DARK_PRIMARY_LIGHTNESS_BOOST / 100).toHex()
    : colord({ ...hsl, l: DARK_PRIMARY_MAX_LIGHTNESS }).toHex();
}

/** Text on the primary colour is dark when the colour is light (lightness above 50 %) or the mode is dark. */
export function primaryForeground(hex: string, mode: ResolvedThemeMode): string {
  return mode === 'dark' || colord(hex).toHsl().l > 50 ? FOREGROUND_DARK : FOREGROUND_LIGHT;
}
