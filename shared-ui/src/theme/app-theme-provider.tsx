// antd by component (not the shared 'antd' facade): the sign-in page's theme waits for no other component.
import ConfigProvider from 'antd/es/config-provider';
import { type ReactNode, useLayoutEffect, useMemo } from 'react';
import { usePhoneScreen } from '../screen-size';
import { buildThemeConfig } from './build-theme-config';
import { pageCspNonce } from './csp-nonce';
import { themeCssVars } from './css-vars';
import { DEFAULT_PRESET, presetVars } from './presets';
import { resolveMode } from './resolve-mode';
import { ResolvedModeContext } from './resolved-mode-context';
import { PHONE_SHEET_CLASS, PHONE_SHEET_CSS, TARGET_SIZE_CSS, TOUCH_TOKENS } from './touch';
import type { ThemeMode, ThemePreset } from './types';
import { usePrefersReducedMotion, useSystemPrefersDark } from './use-system-prefers-dark';

// Tooltips in the app open without delay.
const TOOLTIP_CONFIG = { mouseEnterDelay: 0 };
const PHONE_MODAL_CONFIG = { className: PHONE_SHEET_CLASS };

export interface AppThemeProviderProps {
  mode?: ThemeMode;
  preset?: ThemePreset;
  children: ReactNode;
}

/**
 * antd `ConfigProvider` with the preset in the resolved mode (antd's `App`, for `App.useApp()`, is the signed-in
 * app's and a remote host's: it brings antd's modal, message and notification, which the sign-in page does
 * without); also puts the preset's CSS variables and `data-theme` on <html> for styling outside antd. On a phone, controls
 * are sized for touch and dialogs fill the screen.
 */
export function AppThemeProvider({
  mode = 'system',
  preset = DEFAULT_PRESET,
  children,
}: AppThemeProviderProps) {
  const resolvedMode = resolveMode(mode, useSystemPrefersDark());
  const reducedMotion = usePrefersReducedMotion();
  const phone = usePhoneScreen();
  const themeConfig = useMemo(() => {
    const config = buildThemeConfig(preset, resolvedMode);
    return {
      ...config,
      token: {
        ...config.token,
        // prefers-reduced-motion: antd's fades, zooms and slides are decoration, so they all go.
        ...(reducedMotion && { motion: false }),
        ...(phone && TOUCH_TOKENS),
      },
    };
  }, [preset, resolvedMode, reducedMotion, phone]);
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
      <ConfigProvider
        theme={themeConfig}
        tooltip={TOOLTIP_CONFIG}
        csp={csp}
        modal={phone ? PHONE_MODAL_CONFIG : undefined}
      >
        <style nonce={csp.nonce}>{phone ? `${TARGET_SIZE_CSS}${PHONE_SHEET_CSS}` : TARGET_SIZE_CSS}</style>
        {children}
      </ConfigProvider>
    </ResolvedModeContext.Provider>
  );
}
