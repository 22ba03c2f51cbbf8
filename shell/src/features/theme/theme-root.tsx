import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { skipToken, type ThemeMode, useGetMeQuery } from 'shared-api';
import { AppThemeProvider, PRESETS, Toaster } from 'shared-ui';
import { readSavedMode, saveMode } from './theme-mode-storage';

/**
 * The root theme: the Default preset (the theme engine issue adds branding and presets here) and the user's
 * mode — the saved one at once, then the one from /api/users/me once signed in (spec §7 "Behaviour on answers").
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [mode, setMode] = useState<ThemeMode>(readSavedMode);
  const signedOutPath = pathname === '/' || pathname === '/login';
  const { data: me, error } = useGetMeQuery(signedOutPath ? skipToken : undefined);

  useEffect(() => {
    if (error) console.error('Could not load user preferences', error);
  }, [error]);

  useEffect(() => {
    if (!me) return;
    setMode(me.themeMode);
    saveMode(me.themeMode);
  }, [me]);

  return (
    <AppThemeProvider mode={mode} preset={PRESETS.default}>
      {children}
      <Toaster mode={mode} />
    </AppThemeProvider>
  );
}
