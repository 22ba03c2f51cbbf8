import { type ThemeConfig, theme } from 'antd';
import { colord } from 'colord';
import { AVATAR_BACKGROUND } from './avatar';
import { presetVars } from './presets';
import { readableTagTokens } from './tag-colors';
import { FOREGROUND_LIGHT, primaryForeground, tintedBackground, tintedCard } from './theme-maths';
import type { ResolvedThemeMode, ThemePreset } from './types';

/** The antd theme for a preset in a mode. */
export function buildThemeConfig(preset: ThemePreset, mode: ResolvedThemeMode): ThemeConfig {
  const vars = presetVars(preset, mode);
  const foreground = primaryForeground(vars.primary, mode);
  return {
    algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: vars.primary,
      // antd's own link blue reads 4.1:1 on white (under WCAG AA); the presets' primary passes in both modes.
      colorLink: vars.primary,
      // antd lightens a hovered primary, which takes white text under 4.5:1; a shade deeper keeps it AA.
      ...(foreground === FOREGROUND_LIGHT && {
        colorPrimaryHover: colord(vars.primary).darken(0.06).toHex(),
      }),
      ...readableTagTokens(mode),
      colorError: vars.destructive,
      colorBorder: vars.input,
      colorBorderSecondary: vars.border,
      borderRadius: vars.radius,
      // antd's 45 % description grey fails WCAG AA on its own layout background; 60 % passes in both modes.
      colorTextDescription: mode === 'dark' ? 'rgba(255, 255, 255, 0.6)' : 'rgba(0, 0, 0, 0.6)',
      colorTextTertiary: mode === 'dark' ? 'rgba(255, 255, 255, 0.6)' : 'rgba(0, 0, 0, 0.6)',
      // A custom theme tints the page and its cards (capped saturation); presets keep neutral surfaces.
      ...(preset.tint && {
        colorBgLayout: tintedBackground(preset.tint, mode),
        colorBgContainer: tintedCard(preset.tint, mode),
        colorBgElevated: tintedCard(preset.tint, mode),
      }),
    },
    components: {
      // Text on the primary is dark on a light primary or in dark mode.
      Button: { primaryColor: foreground },
      Layout: {
        siderBg: vars.sidebar,
        lightSiderBg: vars.sidebar,
        triggerBg: vars.sidebar,
        lightTriggerBg: vars.sidebar,
      },
      Avatar: { colorTextPlaceholder: AVATAR_BACKGROUND },
      // Lets the sidebar colour show through the navigation menu inside it.
      Menu: { itemBg: 'transparent', subMenuItemBg: 'transparent' },
    },
  };
}
