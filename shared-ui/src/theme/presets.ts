import type { ResolvedThemeMode, ThemePreset, ThemeVars } from './types';

/**
 * The Default preset. Its secondary and accent are the spec's default colour suggestions; its primary is one
 * shade darker than the suggested #3b82f6, which gives white button text only 3.7:1 (WCAG AA needs 4.5:1).
 */
export const DEFAULT_PRESET: ThemePreset = {
  key: 'default',
  displayName: 'Default',
  vars: {
    primary: '#2563eb',
    secondary: '#64748b',
    accent: '#8b5cf6',
    muted: '#f1f5f9',
    destructive: '#ef4444',
    border: '#e2e8f0',
    input: '#cbd5e1',
    ring: '#2563eb',
    sidebar: '#f8fafc',
    radius: 8,
  },
  // Neutral surfaces that sit with antd's dark algorithm (container #141414).
  darkVars: {
    muted: '#1f1f1f',
    destructive: '#f87171',
    border: '#303030',
    input: '#424242',
    sidebar: '#141414',
  },
};

/** Presets by key; the theme engine issue adds the other six of spec §3. */
export const PRESETS = {
  default: DEFAULT_PRESET,
} as const satisfies Record<string, ThemePreset>;

export type PresetKey = keyof typeof PRESETS;

/** The variables a preset uses in the given mode. */
export function presetVars(preset: ThemePreset, mode: ResolvedThemeMode): ThemeVars {
  return mode === 'dark' ? { ...preset.vars, ...preset.darkVars } : preset.vars;
}
