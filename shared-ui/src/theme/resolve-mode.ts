import type { ResolvedThemeMode, ThemeMode } from './types';

/** 'system' follows the operating system's colour scheme; 'light' and 'dark' are taken as they are. */
export function resolveMode(mode: ThemeMode, systemPrefersDark: boolean): ResolvedThemeMode {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}
