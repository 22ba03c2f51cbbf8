import type { PresetKey } from 'shared-api';
import type { ResolvedThemeMode, ThemePreset, ThemeVars } from './types';

// Neutral surfaces shared by every preset: light ones, and dark ones that sit with antd's dark algorithm.
export const LIGHT_NEUTRALS = {
  muted: '#f1f5f9',
  destructive: '#dc2626',
  border: '#e2e8f0',
  input: '#cbd5e1',
} as const;
export const DARK_NEUTRALS = {
  muted: '#1f1f1f',
  destructive: '#f87171',
  border: '#303030',
  input: '#424242',
} as const;

interface PresetColours {
  primary: string;
  darkPrimary: string;
  secondary: string;
  accent: string;
  sidebar: string;
  darkSidebar: string;
  radius: number;
}

/** A preset from its own colours; the focus ring follows the primary in each mode. */
function preset(key: PresetKey, displayName: string, colours: PresetColours): ThemePreset {
  const { primary, darkPrimary, secondary, accent, sidebar, darkSidebar, radius } = colours;
  return {
    key,
    displayName,
    vars: { primary, secondary, accent, ...LIGHT_NEUTRALS, ring: primary, sidebar, radius },
    darkVars: { ...DARK_NEUTRALS, primary: darkPrimary, ring: darkPrimary, sidebar: darkSidebar },
  };
}

/**
 * Preset primaries are dark enough for white text in light mode (lightness at most 50 %, contrast ≥ 4.5:1) and
 * light enough for dark text in dark mode, as the foreground rule (theme-maths.ts) asks. Default keeps the
 * suggested secondary and accent; its primary is a shade deeper than the suggested #3b82f6 for contrast.
 */
export const DEFAULT_PRESET = preset('default', 'Default', {
  primary: '#1d4ed8',
  darkPrimary: '#60a5fa',
  secondary: '#64748b',
  accent: '#8b5cf6',
  sidebar: '#f8fafc',
  darkSidebar: '#141414',
  radius: 8,
});

export const FAST_ELECTRIC_PRESET = preset('fast-electric', 'Fast Electric', {
  primary: '#b45309',
  darkPrimary: '#fbbf24',
  secondary: '#475569',
  accent: '#0e7490',
  sidebar: '#fffbeb',
  darkSidebar: '#1a1407',
  radius: 6,
});

export const BLUEWAVE_GROUP_PRESET = preset('bluewave-group', 'Bluewave Group', {
  primary: '#0369a1',
  darkPrimary: '#38bdf8',
  secondary: '#334155',
  accent: '#0d9488',
  sidebar: '#f0f9ff',
  darkSidebar: '#0b1620',
  radius: 10,
});

export const CRIMSON_SUNSET_PRESET = preset('crimson-sunset', 'Crimson Sunset', {
  primary: '#be123c',
  darkPrimary: '#fb7185',
  secondary: '#7c2d12',
  accent: '#c2410c',
  sidebar: '#fff1f2',
  darkSidebar: '#1f0d10',
  radius: 4,
});

export const CYBER_MINT_PRESET = preset('cyber-mint', 'Cyber Mint', {
  primary: '#047857',
  darkPrimary: '#34d399',
  secondary: '#115e59',
  accent: '#7c3aed',
  sidebar: '#ecfdf5',
  darkSidebar: '#0b1a15',
  radius: 12,
});

export const PURPLE_HAZE_PRESET = preset('purple-haze', 'Purple Haze', {
  primary: '#7e22ce',
  darkPrimary: '#c084fc',
  secondary: '#6b21a8',
  accent: '#db2777',
  sidebar: '#faf5ff',
  darkSidebar: '#160d1f',
  radius: 8,
});

export const MOSSY_HOLLOW_PRESET = preset('mossy-hollow', 'Mossy Hollow', {
  primary: '#3f6212',
  darkPrimary: '#a3e635',
  secondary: '#57534e',
  accent: '#a16207',
  sidebar: '#f7fee7',
  darkSidebar: '#11160a',
  radius: 10,
});

/** The seven presets, by key: exactly the contract's PRESET_KEYS. */
export const PRESETS = {
  default: DEFAULT_PRESET,
  'fast-electric': FAST_ELECTRIC_PRESET,
  'bluewave-group': BLUEWAVE_GROUP_PRESET,
  'crimson-sunset': CRIMSON_SUNSET_PRESET,
  'cyber-mint': CYBER_MINT_PRESET,
  'purple-haze': PURPLE_HAZE_PRESET,
  'mossy-hollow': MOSSY_HOLLOW_PRESET,
} as const satisfies Record<PresetKey, ThemePreset>;

/** The variables a preset uses in the given mode. */
export function presetVars(preset: ThemePreset, mode: ResolvedThemeMode): ThemeVars {
  return mode === 'dark' ? { ...preset.vars, ...preset.darkVars } : preset.vars;
}
