import { normaliseHexColor } from 'shared-api';
import type { CustomColors, ThemeMode } from './types';

/**
 * What the browser keeps of the theme: the selected theme key, the custom colours and the mode.
 * shell/index.html reads the same keys to paint the page before any script loads.
 */
export const THEME_MODE_KEY = 'theme-mode';
export const THEME_KEY_KEY = 'theme-key';
export const THEME_COLORS_KEY = 'theme-custom-colors';

export interface SavedTheme {
  mode: ThemeMode;
  themeKey: string | null;
  customColors: CustomColors | null;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

function parseColors(raw: string | null): CustomColors | null {
  if (!raw) return null;
  try {
    const { primary, secondary, accent } = JSON.parse(raw) as Partial<CustomColors>;
    const all = [primary, secondary, accent];
    return all.every((hex) => typeof hex === 'string' && normaliseHexColor(hex) !== null)
      ? { primary: primary as string, secondary: secondary as string, accent: accent as string }
      : null;
  } catch {
    return null;
  }
}

export function readSavedTheme(): SavedTheme {
  const saved = storage();
  const mode = saved?.getItem(THEME_MODE_KEY);
  return {
    mode: mode === 'light' || mode === 'dark' ? mode : 'system',
    themeKey: saved?.getItem(THEME_KEY_KEY) || null,
    customColors: parseColors(saved?.getItem(THEME_COLORS_KEY) ?? null),
  };
}

export function saveTheme({ mode, themeKey, customColors }: SavedTheme): void {
  const saved = storage();
  if (!saved) return;
  saved.setItem(THEME_MODE_KEY, mode);
  if (themeKey) saved.setItem(THEME_KEY_KEY, themeKey);
  else saved.removeItem(THEME_KEY_KEY);
  if (customColors) saved.setItem(THEME_COLORS_KEY, JSON.stringify(customColors));
  else saved.removeItem(THEME_COLORS_KEY);
}
