import { colord } from 'colord';
import { z } from 'zod';
import { type EndpointGroup, idParams } from './endpoint';
import { brandingSchema, tenantSchema } from './entities';
import { HEX_COLOR } from './hex-color';
import { inboundKeyResponseSchema } from './messages';
import { changesSomething, NOTHING_TO_UPDATE } from './requests';
import { COMPANY_NAME_EMPTY, MAX_LOGO_BYTES, THEME_KEYS } from './tenant-constants';

/** Request and response bodies of the tenant calls (branding, theme, name, logos). */

/** A hex colour `#rgb` or `#rrggbb`, stored as lower-case `#rrggbb`. */
export const hexColorSchema = z
  .string()
  .max(20, 'must be a hex colour like #3b82f6')
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

export const logoUploadResponseSchema = z.object({ logoUrl: z.string() });
export type LogoUploadResponse = z.infer<typeof logoUploadResponseSchema>;
export const sidebarLogoUploadResponseSchema = z.object({ sidebarLogoUrl: z.string() });
export type SidebarLogoUploadResponse = z.infer<typeof sidebarLogoUploadResponseSchema>;

/** Three distinct colours extracted from the tenant's logo (POST /api/tenants/{id}/analyze-logo). */
export const extractedColorsSchema = z.object({
  primaryColor: z.string(),
  secondaryColor: z.string(),
  accentColor: z.string(),
});
export type ExtractedColors = z.infer<typeof extractedColorsSchema>;

const tenantParams = idParams('tenantId', 'tenant');
const logoDescription = `An image (PNG, JPEG, GIF, WebP or SVG) under ${MAX_LOGO_BYTES / 1024 / 1024} MB, checked by its content and stored as PNG.`;

export const tenantEndpoints = {
  listTenants: {
    summary: 'Every tenant (super admin)',
    tag: 'Tenants',
    access: 'superAdmin',
    responses: { 200: z.array(tenantSchema) },
  },
  getTenant: {
    summary: "A tenant's name",
    tag: 'Tenants',
    access: 'session',
    params: tenantParams,
    responses: { 200: tenantSchema },
  },
  getBranding: {
    summary: "A tenant's logos, colours and theme",
    tag: 'Tenants',
    access: 'session',
    params: tenantParams,
    responses: { 200: brandingSchema },
  },
  updateBranding: {
    summary: "Change a tenant's colours",
    tag: 'Tenants',
    access: 'admin',
    params: tenantParams,
    body: updateBrandingRequestSchema,
    responses: { 200: brandingSchema },
  },
  updateTenantTheme: {
    summary: "Choose a tenant's theme preset (or its custom colours)",
    tag: 'Tenants',
    access: 'admin',
    params: tenantParams,
    body: updateTenantThemeRequestSchema,
    responses: { 200: z.object({ theme: z.enum(THEME_KEYS) }) },
  },
  updateTenantName: {
    summary: 'Rename a tenant',
    tag: 'Tenants',
    access: 'admin',
    params: tenantParams,
    body: updateTenantNameRequestSchema,
    responses: { 200: tenantSchema },
  },
  uploadLogo: {
    summary: "Upload the tenant's logo",
    description: logoDescription,
    tag: 'Tenants',
    access: 'admin',
    params: tenantParams,
    filePart: 'logo',
    responses: { 200: logoUploadResponseSchema },
  },
  uploadSidebarLogo: {
    summary: "Upload the tenant's sidebar logo",
    description: logoDescription,
    tag: 'Tenants',
    access: 'admin',
    params: tenantParams,
    filePart: 'sidebarLogo',
    responses: { 200: sidebarLogoUploadResponseSchema },
  },
  analyzeLogo: {
    summary: "Suggest three brand colours from the tenant's logo",
    tag: 'Tenants',
    access: 'admin',
    params: tenantParams,
    responses: { 200: extractedColorsSchema },
  },
  rotateInboundKey: {
    summary: "Create or replace the tenant's inbound key (shown once; only its hash is kept)",
    tag: 'Inbound',
    access: 'admin',
    params: tenantParams,
    responses: { 201: inboundKeyResponseSchema },
  },
} satisfies EndpointGroup;
