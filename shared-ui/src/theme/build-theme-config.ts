import type { ThemeConfig } from 'antd';
import theme from 'antd/es/theme';
import { colord } from 'colord';
import { AVATAR_BACKGROUND } from './avatar';
import { presetVars } from './presets';
import { readableStatusTagTokens, readableTagTokens } from './tag-colors';
import {
  FOREGROUND_DARK,
  FOREGROUND_LIGHT,
  primaryForeground,
  tintedBackground,
  tintedCard,
} from './theme-maths';
import type { ResolvedThemeMode, ThemePreset } from './types';

/** antd's 45 % and 25 % greys (descriptions, placeholders) fail WCAG AA on their backgrounds; 60 % passes. */
const readableGrey = (mode: ResolvedThemeMode) =>
  mode === 'dark' ? 'rgba(255, 255, 255, 0.6)' : 'rgba(0, 0, 0, 0.6)';

const fieldFocusRing = (ring: string) => `0 0 0 2px ${ring}`;

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
      colorTextDescription: readableGrey(mode),
      colorTextTertiary: readableGrey(mode),
      // A select's placeholder is text in the page (axe measures it); an input's placeholder follows.
      colorTextPlaceholder: readableGrey(mode),
      // A custom theme tints the page and its cards (capped saturation); presets keep neutral surfaces.
      ...(preset.tint && {
        colorBgLayout: tintedBackground(preset.tint, mode),
        colorBgContainer: tintedCard(preset.tint, mode),
        colorBgElevated: tintedCard(preset.tint, mode),
      }),
    },
    components: {
      Button: {
        // Text on the primary is dark on a light primary or in dark mode.
        primaryColor: foreground,
        // So is text on a danger button in dark mode (white on antd's dark red reads 3.6:1); in light mode its
        // hover is a shade deeper, as the primary's (antd's lighter red takes white text to 3.65:1).
        dangerColor: mode === 'dark' ? FOREGROUND_DARK : FOREGROUND_LIGHT,
        ...(mode === 'light' && { colorErrorHover: colord(vars.destructive).darken(0.06).toHex() }),
      },
      Layout: {
        siderBg: vars.sidebar,
        lightSiderBg: vars.sidebar,
        triggerBg: vars.sidebar,
        lightTriggerBg: vars.sidebar,
      },
      Avatar: { colorTextPlaceholder: AVATAR_BACKGROUND },
      // antd rings a focused field in a 10 % tint of the primary, which hardly shows; the theme's ring colour
      // shows on every surface (the focused field is where the keyboard is, WCAG 2.4.7).
      Input: { activeShadow: fieldFocusRing(vars.ring) },
      InputNumber: { activeShadow: fieldFocusRing(vars.ring) },
      DatePicker: { activeShadow: fieldFocusRing(vars.ring) },
      Select: { activeOutlineColor: vars.ring },
      Tag: readableStatusTagTokens(mode, { colorError: vars.destructive }),
      // Lets the sidebar colour show through the navigation menu inside it.
      Menu: { itemBg: 'transparent', subMenuItemBg: 'transparent' },
    },
  };
}
