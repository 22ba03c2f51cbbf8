// antd by component (not the shared 'antd' facade): the theme waits for no other component.
import ConfigProvider from 'antd/es/config-provider';
import { type ReactNode, useMemo } from 'react';
import { usePhoneScreen } from '../screen-size';
import { buildThemeConfig } from './build-theme-config';
import { pageCspNonce } from './csp-nonce';
import { useShownTheme } from './shown-theme-context';
import { ThemeVariables, type ThemeVariablesProps } from './theme-variables';
import { PHONE_SHEET_CLASS, PHONE_SHEET_CSS, TARGET_SIZE_CSS, TOUCH_TOKENS } from './touch';
import { usePrefersReducedMotion } from './use-system-prefers-dark';

// Tooltips in the app open without delay.
const TOOLTIP_CONFIG = { mouseEnterDelay: 0 };
const PHONE_MODAL_CONFIG = { className: PHONE_SHEET_CLASS };

/**
 * antd's `ConfigProvider` in the shown theme (`ThemeVariables` around it): its preset in its mode. antd's `App`
 * (for `App.useApp()`) is the signed-in app's and a remote host's: it brings antd's modal, message and
 * notification. On a phone, controls are sized for touch and dialogs fill the screen.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  const { preset, mode } = useShownTheme();
  const reducedMotion = usePrefersReducedMotion();
  const phone = usePhoneScreen();
  const themeConfig = useMemo(() => {
    const config = buildThemeConfig(preset, mode);
    return {
      ...config,
      token: {
        ...config.token,
        // prefers-reduced-motion: antd's fades, zooms and slides are decoration, so they all go.
        ...(reducedMotion && { motion: false }),
        ...(phone && TOUCH_TOKENS),
      },
    };
  }, [preset, mode, reducedMotion, phone]);
  const csp = useMemo(() => ({ nonce: pageCspNonce() }), []);

  return (
    <ConfigProvider
      theme={themeConfig}
      tooltip={TOOLTIP_CONFIG}
      csp={csp}
      modal={phone ? PHONE_MODAL_CONFIG : undefined}
    >
      <style nonce={csp.nonce}>{phone ? `${TARGET_SIZE_CSS}${PHONE_SHEET_CSS}` : TARGET_SIZE_CSS}</style>
      {children}
    </ConfigProvider>
  );
}

export type AppThemeProviderProps = ThemeVariablesProps;

/** The whole theme for a tree that uses antd: the CSS variables and antd's own (a remote's host, tests). */
export function AppThemeProvider({ mode, preset, children }: AppThemeProviderProps) {
  return (
    <ThemeVariables mode={mode} preset={preset}>
      <AntdTheme>{children}</AntdTheme>
    </ThemeVariables>
  );
}
