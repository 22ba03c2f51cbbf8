import { createContext, useContext } from 'react';
import type { ResolvedThemeMode } from './types';

export const ResolvedModeContext = createContext<ResolvedThemeMode>('light');

/** The light or dark mode the app is shown in (inside `AppThemeProvider`; 'light' outside it). */
export function useResolvedMode(): ResolvedThemeMode {
  return useContext(ResolvedModeContext);
}
