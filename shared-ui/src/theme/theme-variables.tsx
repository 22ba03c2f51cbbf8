import { type ReactNode, useLayoutEffect, useMemo } from 'react';
import { themeCssVars } from './css-vars';
import { DEFAULT_PRESET, presetVars } from './presets';
import { resolveMode } from './resolve-mode';
import { ShownThemeContext } from './shown-theme-context';
import { tintedBackground, tintedCard } from './theme-maths';
import type { ThemeMode, ThemePreset } from './types';
import { useSystemPrefersDark } from './use-system-prefers-dark';

export interface ThemeVariablesProps {
  mode?: ThemeMode;
  preset?: ThemePreset;
  children: ReactNode;
}

/**
 * The theme without the design system: resolves the mode, puts the preset's CSS variables and `data-theme` on
 * <html> for styling outside antd, and tells the children the shown theme (`useShownTheme`), from which
 * `AntdTheme` builds antd's. The sign-in page needs nothing more, so antd stays out of its first script.
 */
export function ThemeVariables({ mode = 'system', preset = DEFAULT_PRESET, children }: ThemeVariablesProps) {
  const resolvedMode = resolveMode(mode, useSystemPrefersDark());

  // Layout effect: the page never paints with the previous mode's variables.
  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(
      themeCssVars(presetVars(preset, resolvedMode), resolvedMode),
    )) {
      root.style.setProperty(name, value);
    }
    // A custom theme tints the page (also painted before scripts run, shell/index.html, so a reload does not
    // flash) and its cards; presets keep the neutral surfaces the stylesheets default to.
    const surfaces = {
      '--qd-background': preset.tint && tintedBackground(preset.tint, resolvedMode),
      '--qd-card': preset.tint && tintedCard(preset.tint, resolvedMode),
    };
    for (const [name, value] of Object.entries(surfaces)) {
      if (value) root.style.setProperty(name, value);
      else root.style.removeProperty(name);
    }
    root.dataset.theme = resolvedMode;
    root.style.colorScheme = resolvedMode;
  }, [preset, resolvedMode]);

  const shown = useMemo(() => ({ preset, mode: resolvedMode }), [preset, resolvedMode]);
  return <ShownThemeContext.Provider value={shown}>{children}</ShownThemeContext.Provider>;
}
