import { createContext, useContext } from 'react';
import { DEFAULT_PRESET } from './presets';
import type { ResolvedThemeMode, ThemePreset } from './types';

/** The theme the app is shown in: its preset and the light or dark mode it resolved to. */
export interface ShownTheme {
  preset: ThemePreset;
  mode: ResolvedThemeMode;
}

export const ShownThemeContext = createContext<ShownTheme>({ preset: DEFAULT_PRESET, mode: 'light' });

/** The shown theme (inside `ThemeVariables`; the default preset in light mode outside it). */
export function useShownTheme(): ShownTheme {
  return useContext(ShownThemeContext);
}

/** The light or dark mode the app is shown in (inside `ThemeVariables`; 'light' outside it). */
export function useResolvedMode(): ResolvedThemeMode {
  return useShownTheme().mode;
}
