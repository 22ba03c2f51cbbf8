import type { ResolvedThemeMode, ThemePreset, ThemeVars } from './types';

// Dark surfaces that sit with antd's dark algorithm (container #141414).
const DARK_SURFACES = {
  muted: '#1f1f1f',
  destructive: '#f87171',
  border: '#303030',
  input: '#424242',
} as const;

/**
 * Preset primaries are dark enough for white text in light mode (lightness at most 50 %, contrast ≥ 4.5:1) and
 * light enough for dark text in dark mode, as the foreground rule of spec §9 asks. Default keeps the spec's
 * suggested secondary and accent; its primary is a shade deeper than the suggested #3b82f6 for contrast.
 */
export const DEFAULT_PRESET: ThemePreset = {
  key: 'default',
  displayName: 'Default',
  vars: {
    primary: '#1d4ed8',
    secondary: '#64748b',
    accent: '#8b5cf6',
    muted: '#f1f5f9',
    destructive: '#dc2626',
    border: '#e2e8f0',
    input: '#cbd5e1',
    ring: '#1d4ed8',
    sidebar: '#f8fafc',
    radius: 8,
  },
  darkVars: { ...DARK_SURFACES, primary: '#60a5fa', ring: '#60a5fa', sidebar: '#141414' },
};

export const FAST_ELECTRIC_PRESET: ThemePreset = {
  key: 'fast-electric',
  displayName: 'Fast Electric',
  vars: {
    primary: '#b45309',
    secondary: '#475569',
    accent: '#0e7490',
    muted: '#f1f5f9',
    destructive: '#dc2626',
    border: '#e2e8f0',
    input: '#cbd5e1',
    ring: '#b45309',
    sidebar: '#fffbeb',
    radius: 6,
  },
  darkVars: { ...DARK_SURFACES, primary: '#fbbf24', ring: '#fbbf24', sidebar: '#1a1407' },
};

export const BLUEWAVE_GROUP_PRESET: ThemePreset = {
  key: 'bluewave-group',
  displayName: 'Bluewave Group',
  vars: {
    primary: '#0369a1',
    secondary: '#334155',
    accent: '#0d9488',
    muted: '#f1f5f9',
    destructive: '#dc2626',
    border: '#e2e8f0',
    input: '#cbd5e1',
    ring: '#0369a1',
    sidebar: '#f0f9ff',
    radius: 10,
  },
  darkVars: { ...DARK_SURFACES, primary: '#38bdf8', ring: '#38bdf8', sidebar: '#0b1620' },
};

export const CRIMSON_SUNSET_PRESET: ThemePreset = {
  key: 'crimson-sunset',
  displayName: 'Crimson Sunset',
  vars: {
    primary: '#be123c',
    secondary: '#7c2d12',
    accent: '#c2410c',
    muted: '#f1f5f9',
    destructive: '#dc2626',
    border: '#e2e8f0',
    input: '#cbd5e1',
    ring: '#be123c',
    sidebar: '#fff1f2',
    radius: 4,
  },
  darkVars: { ...DARK_SURFACES, primary: '#fb7185', ring: '#fb7185', sidebar: '#1f0d10' },
};

export const CYBER_MINT_PRESET: ThemePreset = {
  key: 'cyber-mint',
  displayName: 'Cyber Mint',
  vars: {
    primary: '#047857',
    secondary: '#115e59',
    accent: '#7c3aed',
    muted: '#f1f5f9',
    destructive: '#dc2626',
    border: '#e2e8f0',
    input: '#cbd5e1',
    ring: '#047857',
    sidebar: '#ecfdf5',
    radius: 12,
  },
  darkVars: { ...DARK_SURFACES, primary: '#34d399', ring: '#34d399', sidebar: '#0b1a15' },
};

export const PURPLE_HAZE_PRESET: ThemePreset = {
  key: 'purple-haze',
  displayName: 'Purple Haze',
  vars: {
    primary: '#7e22ce',
    secondary: '#6b21a8',
    accent: '#db2777',
    muted: '#f1f5f9',
    destructive: '#dc2626',
    border: '#e2e8f0',
    input: '#cbd5e1',
    ring: '#7e22ce',
    sidebar: '#faf5ff',
    radius: 8,
  },
  darkVars: { ...DARK_SURFACES, primary: '#c084fc', ring: '#c084fc', sidebar: '#160d1f' },
};

export const MOSSY_HOLLOW_PRESET: ThemePreset = {
  key: 'mossy-hollow',
  displayName: 'Mossy Hollow',
  vars: {
    primary: '#3f6212',
    secondary: '#57534e',
    accent: '#a16207',
    muted: '#f1f5f9',
    destructive: '#dc2626',
    border: '#e2e8f0',
    input: '#cbd5e1',
    ring: '#3f6212',
    sidebar: '#f7fee7',
    radius: 10,
  },
  darkVars: { ...DARK_SURFACES, primary: '#a3e635', ring: '#a3e635', sidebar: '#11160a' },
};

/** The seven presets of spec §3, by key. */
export const PRESETS = {
  default: DEFAULT_PRESET,
  'fast-electric': FAST_ELECTRIC_PRESET,
  'bluewave-group': BLUEWAVE_GROUP_PRESET,
  'crimson-sunset': CRIMSON_SUNSET_PRESET,
  'cyber-mint': CYBER_MINT_PRESET,
  'purple-haze': PURPLE_HAZE_PRESET,
  'mossy-hollow': MOSSY_HOLLOW_PRESET,
} as const satisfies Record<string, ThemePreset>;

export type PresetKey = keyof typeof PRESETS;

/** The variables a preset uses in the given mode. */
export function presetVars(preset: ThemePreset, mode: ResolvedThemeMode): ThemeVars {
  return mode === 'dark' ? { ...preset.vars, ...preset.darkVars } : preset.vars;
}
