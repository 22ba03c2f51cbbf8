export { AppThemeProvider, type AppThemeProviderProps } from './app-theme-provider';
export { buildThemeConfig } from './build-theme-config';
export { themeCssVars } from './css-vars';
export { DEFAULT_PRESET, PRESETS, type PresetKey, presetVars } from './presets';
export { resolveMode } from './resolve-mode';
export { useResolvedMode } from './resolved-mode-context';
export type { ResolvedThemeMode, ThemeMode, ThemePreset, ThemeVars } from './types';
export { useSystemPrefersDark } from './use-system-prefers-dark';
