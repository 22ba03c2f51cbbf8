export { pageCspNonce } from './csp-nonce';
export { themeCssVars } from './css-vars';
export { CUSTOM_THEME_KEY, customPreset, DEFAULT_COLOR_SUGGESTIONS } from './custom-preset';
export { DEFAULT_PRESET, PRESETS, presetVars } from './presets';
export { resolveMode } from './resolve-mode';
export { type ShownTheme, useResolvedMode, useShownTheme } from './shown-theme-context';
export { primaryForeground, primaryForMode, tintedBackground, tintedCard } from './theme-maths';
export {
  brandingColors,
  resolveThemePreset,
  sameColors,
  startupThemeSource,
  type ThemeSource,
} from './theme-source';
export {
  readSavedTheme,
  type SavedTheme,
  THEME_COLORS_KEY,
  THEME_KEY_KEY,
  THEME_MODE_KEY,
} from './theme-storage';
export { type ThemeState, type ThemeStore, themeStore, useThemeState } from './theme-store';
export { ThemeVariables, type ThemeVariablesProps } from './theme-variables';
export type { CustomColors, ResolvedThemeMode, ThemeMode, ThemePreset, ThemeVars } from './types';
export { useSystemPrefersDark } from './use-system-prefers-dark';
