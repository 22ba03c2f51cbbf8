import { type ReactNode, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { skipToken, useGetBrandingQuery, useGetCurrentSessionQuery, useGetMeQuery } from 'shared-api';
// The theme and the toasts by their own entries: the shared-ui barrel loads with the signed-in app. The modules
// are the ones that barrel re-exports (one themeStore for the shell and every remote).
import {
  DEFAULT_PRESET,
  resolveThemePreset,
  ThemeVariables,
  themeStore,
  useThemeState,
} from 'shared-ui/theme';
import { Toaster } from 'shared-ui/toaster';
import { isSignedOutPath } from '../../shared/signed-out-paths';

/**
 * The root theme (docs/product-rules.md#start-up-theme): the saved theme at once (index.html painted its mode
 * before scripts ran); once signed in, the tenant's branding (Default when it fails), then the user's mode from
 * /api/users/me. Screens change it through `themeStore` (shared-ui), including unsaved colour previews.
 * Its CSS variables only: the pages that draw antd components put antd's theme (`AntdTheme`) around them, so the
 * sign-in page neither downloads nor runs it.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const signedOutPath = isSignedOutPath(pathname);
  const theme = useThemeState();

  const { data: session } = useGetCurrentSessionQuery(signedOutPath ? skipToken : undefined);
  const branding = useGetBrandingQuery(session?.tenantId ?? skipToken);
  const brandingSettled = !branding.isUninitialized && !branding.isFetching;
  const me = useGetMeQuery(signedOutPath ? skipToken : undefined);

  // Log-out clears browser storage: show what is (no longer) saved.
  useEffect(() => {
    if (signedOutPath) themeStore.reload();
  }, [signedOutPath]);

  useEffect(() => {
    if (!brandingSettled) return;
    if (branding.error) console.error('Could not load the tenant branding for the theme', branding.error);
    themeStore.applyStartupBranding(branding.error ? null : (branding.data ?? null));
  }, [brandingSettled, branding.data, branding.error]);

  useEffect(() => {
    if (me.error) console.error('Could not load user preferences', me.error);
  }, [me.error]);

  // The user's mode comes after the branding: applied once the branding call has settled.
  useEffect(() => {
    if (me.data && brandingSettled) themeStore.setMode(me.data.themeMode);
  }, [me.data, brandingSettled]);

  const { preview, customColors, themeKey, mode, brandingUnavailable } = theme;
  const preset = useMemo(() => {
    if (preview) return resolveThemePreset({ themeKey, customColors: preview });
    return brandingUnavailable ? DEFAULT_PRESET : resolveThemePreset({ themeKey, customColors });
  }, [preview, customColors, themeKey, brandingUnavailable]);

  return (
    <ThemeVariables mode={mode} preset={preset}>
      {children}
      <Toaster mode={mode} />
    </ThemeVariables>
  );
}
