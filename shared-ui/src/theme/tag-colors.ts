import { theme } from 'antd';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import type { ResolvedThemeMode } from './types';

extend([a11yPlugin]);

// antd's preset colours (Tag color="gold", …). A tag writes shade 7 on shade 1 of its colour; several of
// antd's pairs read under WCAG AA (light gold 2.76:1, dark purple 3.39:1).
const PRESET_COLORS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'gold',
  'lime',
] as const;
const SHADES_TOWARD_CONTRAST = [7, 8, 9, 10];
const AA_NORMAL_TEXT = 4.5;

const cache = new Map<ResolvedThemeMode, Record<string, string>>();

/**
 * The tag text shade (`<colour>7`) of every preset colour, moved to the first deeper shade of the same colour
 * that reads at 4.5:1 on the tag's background (shade 1) in this mode; so every tag and every remote passes AA.
 */
export function readableTagTokens(mode: ResolvedThemeMode): Record<string, string> {
  const known = cache.get(mode);
  if (known) return known;
  const palette = theme.getDesignToken({
    algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
  }) as unknown as Record<string, string>;
  const tokens = Object.fromEntries(PRESET_COLORS.map((name) => [`${name}7`, readableShade(palette, name)]));
  cache.set(mode, tokens);
  return tokens;
}

function readableShade(palette: Record<string, string>, name: string): string {
  const background = palette[`${name}1`] as string;
  const shades = SHADES_TOWARD_CONTRAST.map((shade) => palette[`${name}${shade}`] as string);
  return (
    shades.find((shade) => colord(shade).contrast(background) >= AA_NORMAL_TEXT) ?? (shades.at(-1) as string)
  );
}
