import { DARK_NEUTRALS, LIGHT_NEUTRALS } from './presets';
import { primaryForMode, tintedBackground } from './theme-maths';
import type { CustomColors, ThemePreset } from './types';

/** The colours Tenant Settings suggests before a tenant picks its own. */
export const DEFAULT_COLOR_SUGGESTIONS: CustomColors = {
  primary: '#3b82f6',
  secondary: '#64748b',
  accent: '#8b5cf6',
};

export const CUSTOM_THEME_KEY = 'custom';

/**
 * A theme made of custom colours with the theme maths: the primary as given in light mode and 15 points
 * lighter (at most 75 %) in dark mode; page, sidebar and cards tinted by the primary with capped saturation.
 */
export function customPreset({ primary, secondary, accent }: CustomColors): ThemePreset {
  const darkPrimary = primaryForMode(primary, 'dark');
  return {
    key: CUSTOM_THEME_KEY,
    displayName: 'Custom',
    vars: {
      primary,
      secondary,
      accent,
      ...LIGHT_NEUTRALS,
      ring: primary,
      sidebar: tintedBackground(primary, 'light'),
      radius: 8,
    },
    darkVars: {
      ...DARK_NEUTRALS,
      primary: darkPrimary,
      ring: darkPrimary,
      sidebar: tintedBackground(primary, 'dark'),
    },
    tint: primary,
  };
}
