import { colord } from 'colord';
import { z } from 'zod';
import { HEX_COLOR } from './hex-color';
import { changesSomething, NOTHING_TO_UPDATE } from './requests';
import { COMPANY_NAME_EMPTY, THEME_KEYS } from './tenant-constants';

/** Request and response bodies of the spec §7 tenant calls (branding, theme, name, logos). */

/** A hex colour `#rgb` or `#rrggbb`, stored as lower-case `#rrggbb`. */
export const hexColorSchema = z
  .string()
  .trim()
  .regex(HEX_COLOR, 'must be a hex colour like #3b82f6')
  .transform((hex) => colord(hex).toHex());

/** Each colour: a hex colour, null to clear it, or left out to keep it. */
export const updateBrandingRequestSchema = z
  .object({
    primaryColor: hexColorSchema.nullable().optional(),
    secondaryColor: hexColorSchema.nullable().optional(),
    accentColor: hexColorSchema.nullable().optional(),
  })
  .refine(changesSomething, NOTHING_TO_UPDATE);
export type UpdateBrandingRequest = z.input<typeof updateBrandingRequestSchema>;

export const updateTenantThemeRequestSchema = z.object({
  theme: z.enum(THEME_KEYS, { message: `theme must be one of ${THEME_KEYS.join(', ')}` }),
});
export type UpdateTenantThemeRequest = z.input<typeof updateTenantThemeRequestSchema>;

export const updateTenantNameRequestSchema = z.object({
  name: z.string().trim().min(1, COMPANY_NAME_EMPTY).max(200, 'Company name is too long'),
});
export type UpdateTenantNameRequest = z.input<typeof updateTenantNameRequestSchema>;

export interface LogoUploadResponse {
  logoUrl: string;
}
export interface SidebarLogoUploadResponse {
  sidebarLogoUrl: string;
}
/** Three distinct colours extracted from the tenant's logo (POST /api/tenants/{id}/analyze-logo). */
export interface ExtractedColors {
  primaryColor: string;
  secondaryColor: string;
  accentColor: string;
}
