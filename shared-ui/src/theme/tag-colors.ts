import theme from 'antd/es/theme';
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
const SEED_SHADES_TOWARD_CONTRAST = [6, 7, 8, 9];
// The status tags (Tag color="success" / "processing" / "warning" / "error") write colorSuccess, colorInfo, …
// on colorSuccessBg, colorInfoBg, …: light info reads 3.66:1, light warning 1.82:1, dark error 2.91:1.
const STATUS_COLORS = ['Success', 'Info', 'Warning', 'Error'] as const;
const STATUS_STEP = 0.02;
const AA_NORMAL_TEXT = 4.5;

type Palette = Record<string, string>;

const statusCache = new Map<string, Record<string, string>>();
const algorithmOf = (mode: ResolvedThemeMode) =>
  mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm;
const paletteOf = (mode: ResolvedThemeMode, seeds: Record<string, string> = {}) =>
  theme.getDesignToken({ algorithm: algorithmOf(mode), token: seeds }) as unknown as Palette;
const tagReads = (palette: Palette, name: string) =>
  colord(palette[`${name}7`] as string).contrast(palette[`${name}1`] as string) >= AA_NORMAL_TEXT;

/**
 * Seed colours for the preset colours whose tag text (shade 7 on shade 1) reads under 4.5:1 in this mode: the
 * first deeper shade of the same colour, as seed, whose derived tag pair passes. antd derives every shade from
 * the seed (its shades cannot be set one by one), so every tag and badge of every remote follows.
 * The search runs a dozen of antd's whole-theme derivations (about 45 ms on a desktop, four times that on a
 * phone, in the first render of every page, the sign-in page's included): its answers for this antd are kept
 * below, and tag-colors.test.ts searches again and expects the same (an antd upgrade that moves them fails there).
 */
export function searchReadableTagSeeds(mode: ResolvedThemeMode): Record<string, string> {
  const base = paletteOf(mode);
  const seeds: Record<string, string> = {};
  for (const name of PRESET_COLORS.filter((color) => !tagReads(base, color))) {
    const seed = SEED_SHADES_TOWARD_CONTRAST.map((shade) => base[`${name}${shade}`] as string).find(
      (candidate) => tagReads(paletteOf(mode, { [name]: candidate }), name),
    );
    if (seed) seeds[name] = seed;
  }
  return seeds;
}

const READABLE_TAG_SEEDS: Record<ResolvedThemeMode, Record<string, string>> = {
  light: {
    cyan: '#006d75',
    green: '#237804',
    orange: '#d46b08',
    yellow: '#876800',
    volcano: '#d4380d',
    gold: '#ad6800',
    lime: '#3f6600',
  },
  dark: { purple: '#ab7ae0', geekblue: '#5273e0' },
};

/** The seeds `searchReadableTagSeeds` finds, without the search. */
export function readableTagTokens(mode: ResolvedThemeMode): Record<string, string> {
  return READABLE_TAG_SEEDS[mode];
}

/**
 * The Tag component's status colours, each the theme's own status colour taken darker (light mode) or lighter
 * (dark mode) in small steps until its text reads 4.5:1 on the tag's background. Set on the Tag component
 * only, so alerts, badges and icons keep antd's colours. `seeds` are the theme's own status seeds.
 */
export function readableStatusTagTokens(
  mode: ResolvedThemeMode,
  seeds: Record<string, string> = {},
): Record<string, string> {
  const key = `${mode} ${JSON.stringify(seeds)}`;
  const known = statusCache.get(key);
  if (known) return known;
  const palette = paletteOf(mode, seeds);
  const tokens: Record<string, string> = {};
  for (const status of STATUS_COLORS) {
    const background = palette[`color${status}Bg`] as string;
    let text = colord(palette[`color${status}`] as string);
    for (let step = 0; step < 1 / STATUS_STEP && text.contrast(background) < AA_NORMAL_TEXT; step++) {
      text = mode === 'dark' ? text.lighten(STATUS_STEP) : text.darken(STATUS_STEP);
    }
    tokens[`color${status}`] = text.toHex();
  }
  statusCache.set(key, tokens);
  return tokens;
}
