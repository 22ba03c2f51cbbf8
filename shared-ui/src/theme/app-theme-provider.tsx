import { App, ConfigProvider } from 'antd';
import { type ReactNode, useLayoutEffect, useMemo } from 'react';
import { buildThemeConfig } from './build-theme-config';
import { pageCspNonce } from './csp-nonce';
import { themeCssVars } from './css-vars';
import { DEFAULT_PRESET, presetVars } from './presets';
import { resolveMode } from './resolve-mode';
import { ResolvedModeContext } from './resolved-mode-context';
import type { ThemeMode, ThemePreset } from './types';
import { usePrefersReducedMotion, useSystemPrefersDark } from './use-system-prefers-dark';

// Tooltips in the app open without delay.
const TOOLTIP_CONFIG = { mouseEnterDelay: 0 };

export interface AppThemeProviderProps {
  mode?: ThemeMode;
  preset?: ThemePreset;
  children: ReactNode;
}

/**
 * antd `ConfigProvider` and `App` (so `App.useApp()` works everywhere) with the preset in the resolved mode;
 * also puts the preset's CSS variables and `data-theme` on <html> for styling outside antd.
 */
export function AppThemeProvider({
  mode = 'system',
  preset = DEFAULT_PRESET,
  children,
}: AppThemeProviderProps) {
  const resolvedMode = resolveMode(mode, useSystemPrefersDark());
  const reducedMotion = usePrefersReducedMotion();
  const themeConfig = useMemo(() => {
    const config = buildThemeConfig(preset, resolvedMode);
    // prefers-reduced-motion: antd's fades, zooms and slides are decoration, so they all go.
    return reducedMotion ? { ...config, token: { ...config.token, motion: false } } : config;
  }, [preset, resolvedMode, reducedMotion]);
  const csp = useMemo(() => ({ nonce: pageCspNonce() }), []);

  // Layout effect: the page never paints with the previous mode's variables.
  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(
      themeCssVars(presetVars(preset, resolvedMode), resolvedMode),
    )) {
      root.style.setProperty(name, value);
    }
    // The page background, also painted before scripts run (shell/index.html) so a reload does not flash.
    const background = themeConfig.token?.colorBgLayout;
    if (background) root.style.setProperty('--qd-background', background);
    else root.style.removeProperty('--qd-background');
    root.dataset.theme = resolvedMode;
    root.style.colorScheme = resolvedMode;
  }, [preset, resolvedMode, themeConfig]);

  return (
    <ResolvedModeContext.Provider value={resolvedMode}>
      <ConfigProvider theme={themeConfig} tooltip={TOOLTIP_CONFIG} csp={csp}>
        <App>{children}</App>
      </ConfigProvider>
    </ResolvedModeContext.Provider>
  );
}
