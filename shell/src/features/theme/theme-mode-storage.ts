import type { ThemeMode } from 'shared-api';

/** Spec §3 "Saved in the browser": the mode. index.html reads the same key to paint before scripts run. */
export const THEME_MODE_KEY = 'theme-mode';

export function readSavedMode(): ThemeMode {
  const saved = localStorage.getItem(THEME_MODE_KEY);
  return saved === 'light' || saved === 'dark' ? saved : 'system';
}

export function saveMode(mode: ThemeMode): void {
  localStorage.setItem(THEME_MODE_KEY, mode);
}
