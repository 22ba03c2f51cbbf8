/** The tenant contract's value lists and messages, free of zod so the browser can use them too. */

/** The keys of the seven presets, plus 'custom' for a theme made of the tenant's own colours. */
export const PRESET_KEYS = [
  'default',
  'fast-electric',
  'bluewave-group',
  'crimson-sunset',
  'cyber-mint',
  'purple-haze',
  'mossy-hollow',
] as const;
export type PresetKey = (typeof PRESET_KEYS)[number];
export const THEME_KEYS = [...PRESET_KEYS, 'custom'] as const;
export type ThemeKey = (typeof THEME_KEYS)[number];

/** Logos must be images under 5 MB; the browser and the server check the same figure. */
export const MAX_LOGO_BYTES = 5 * 1024 * 1024;
export const LOGO_NOT_IMAGE = 'Please upload an image file';
export const LOGO_TOO_LARGE = 'Please upload an image smaller than 5MB';
export const COMPANY_NAME_EMPTY = 'Company name cannot be empty';

/** What stands for a tenant without a logo: its name's first letter, capitalised ('?' for no name). */
export const tenantInitial = (tenantName: string) => tenantName.trim().charAt(0).toUpperCase() || '?';
