export { type AppThemeProviderProps, AppThemeProvider } from './app-theme-provider';
export { buildThemeConfig } from './build-theme-config';
export { themeCssVars } from './css-vars';
export { DEFAULT_PRESET, type PresetKey, PRESETS, presetVars } from './presets';
export { useResolvedMode } from './resolved-mode-context';
export { resolveMode } from './resolve-mode';
export type { ResolvedThemeMode, ThemeMode, ThemePreset, ThemeVars } from './types';
export { useSystemPrefersDark } from './use-system-prefers-dark';
