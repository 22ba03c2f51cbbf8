import { type Hsl, hexToHsl, hslToHex } from './color';
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

/** The page background tinted by a colour: saturation capped at 20 % in dark mode, 15 % in light mode. */
export function tintedBackground(hex: string, mode: ResolvedThemeMode): string {
  const { h, s } = hexToHsl(hex);
  return mode === 'dark'
    ? hslToHex({ h, s: Math.min(s, DARK_BACKGROUND_MAX_SATURATION), l: DARK_BACKGROUND_LIGHTNESS })
    : hslToHex({ h, s: Math.min(s, LIGHT_BACKGROUND_MAX_SATURATION), l: LIGHT_BACKGROUND_LIGHTNESS });
}

/** Cards sit on the background: 15 % lightness in dark mode, white in light mode. */
export function tintedCard(hex: string, mode: ResolvedThemeMode): string {
  const { h, s } = hexToHsl(hex);
  return mode === 'dark'
    ? hslToHex({ h, s: Math.min(s, DARK_BACKGROUND_MAX_SATURATION), l: DARK_CARD_LIGHTNESS })
    : hslToHex({ h, s: Math.min(s, LIGHT_BACKGROUND_MAX_SATURATION), l: LIGHT_CARD_LIGHTNESS });
}

/** A custom primary in dark mode is 15 points lighter, at most 75 %, so it stays visible on dark surfaces. */
export function primaryForMode(hex: string, mode: ResolvedThemeMode): string {
  if (mode === 'light') return hex;
  const hsl: Hsl = hexToHsl(hex);
  return hslToHex({ ...hsl, l: Math.min(hsl.l + DARK_PRIMARY_LIGHTNESS_BOOST, DARK_PRIMARY_MAX_LIGHTNESS) });
}

/** Text on the primary colour is dark when the colour is light (lightness above 50 %) or the mode is dark. */
export function primaryForeground(hex: string, mode: ResolvedThemeMode): string {
  return mode === 'dark' || hexToHsl(hex).l > 50 ? FOREGROUND_DARK : FOREGROUND_LIGHT;
}
