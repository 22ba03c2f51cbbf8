import type { Branding, PresetKey } from 'shared-api';
import { customPreset, DEFAULT_COLOR_SUGGESTIONS } from './custom-preset';
import { DEFAULT_PRESET, PRESETS } from './presets';
import type { CustomColors, ThemePreset } from './types';

export interface ThemeSource {
  themeKey: string | null;
  customColors: CustomColors | null;
}

const isPresetKey = (key: string | null | undefined): key is PresetKey =>
  !!key && Object.hasOwn(PRESETS, key);

/** Colour source priority: custom colours win; otherwise the saved preset; otherwise Default. */
export function resolveThemePreset({ themeKey, customColors }: ThemeSource): ThemePreset {
  if (customColors) return customPreset(customColors);
  return isPresetKey(themeKey) ? PRESETS[themeKey] : DEFAULT_PRESET;
}

/** A tenant's colours, the unset ones filled with the suggestions; null when it has none of its own. */
export function brandingColors(branding: Branding): CustomColors | null {
  const { primaryColor, secondaryColor, accentColor } = branding;
  if (!primaryColor && !secondaryColor && !accentColor) return null;
  return {
    primary: primaryColor ?? DEFAULT_COLOR_SUGGESTIONS.primary,
    secondary: secondaryColor ?? DEFAULT_COLOR_SUGGESTIONS.secondary,
    accent: accentColor ?? DEFAULT_COLOR_SUGGESTIONS.accent,
  };
}

export function sameColors(a: CustomColors | null, b: CustomColors | null): boolean {
  if (!a || !b) return a === b;
  return (['primary', 'secondary', 'accent'] as const).every(
    (name) => a[name].toLowerCase() === b[name].toLowerCase(),
  );
}

/**
 * At start-up, the tenant's colours are applied only if they differ from the
 * saved ones (else the saved theme already shows them); a tenant without colours shows its preset, else
 * Default. Returns the source to save and apply, or null to keep the saved one.
 */
export function startupThemeSource(branding: Branding, saved: ThemeSource): ThemeSource | null {
  const colors = brandingColors(branding);
  if (colors)
    return sameColors(colors, saved.customColors) ? null : { themeKey: saved.themeKey, customColors: colors };
  const themeKey = isPresetKey(branding.theme) ? branding.theme : DEFAULT_PRESET.key;
  return saved.customColors === null && saved.themeKey === themeKey ? null : { themeKey, customColors: null };
}
