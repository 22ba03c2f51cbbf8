import {
  api,
  type Branding,
  type ExtractedColors,
  type Tenant,
  type UpdateBrandingRequest,
  type UpdateTenantThemeRequest,
} from 'shared-api';

export type LogoKind = 'logo' | 'sidebar-logo';

/** The multipart part each upload call reads (spec §7). */
const LOGO_PART: Record<LogoKind, string> = { logo: 'logo', 'sidebar-logo': 'sidebarLogo' };

const tenantPath = (tenantId: string, rest = '') => `/api/tenants/${encodeURIComponent(tenantId)}${rest}`;
const brandingTag = (tenantId: string) => [{ type: 'Branding' as const, id: tenantId }];

/**
 * Spec §7 tenant calls. Each change invalidates what the shell shows (the session's tenant name, the branding
 * the sidebar and the theme read), so the sidebar follows at once.
 */
export const tenantSettingsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getTenantById: build.query<Tenant, string>({
      query: (tenantId) => tenantPath(tenantId),
      providesTags: (_result, _error, tenantId) => [{ type: 'Tenant', id: tenantId }],
    }),
    updateTenantName: build.mutation<Tenant, { tenantId: string; name: string }>({
      query: ({ tenantId, name }) => ({ url: tenantPath(tenantId, '/name'), method: 'PUT', body: { name } }),
      invalidatesTags: ['Session', 'Me', 'Tenant'],
    }),
    updateTenantBranding: build.mutation<Branding, UpdateBrandingRequest & { tenantId: string }>({
      query: ({ tenantId, ...body }) => ({ url: tenantPath(tenantId, '/branding'), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { tenantId }) => brandingTag(tenantId),
    }),
    updateTenantTheme: build.mutation<void, UpdateTenantThemeRequest & { tenantId: string }>({
      query: ({ tenantId, ...body }) => ({ url: tenantPath(tenantId, '/theme'), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { tenantId }) => brandingTag(tenantId),
    }),
    uploadTenantLogo: build.mutation<Partial<Branding>, { tenantId: string; kind: LogoKind; file: File }>({
      query: ({ tenantId, kind, file }) => {
        const body = new FormData();
        body.append(LOGO_PART[kind], file);
        return { url: tenantPath(tenantId, `/${kind}`), method: 'POST', body };
      },
      invalidatesTags: (_result, _error, { tenantId }) => brandingTag(tenantId),
    }),
    analyzeTenantLogo: build.mutation<ExtractedColors, string>({
      query: (tenantId) => ({ url: tenantPath(tenantId, '/analyze-logo'), method: 'POST' }),
    }),
  }),
});

export const {
  useGetTenantByIdQuery,
  useUpdateTenantNameMutation,
  useUpdateTenantBrandingMutation,
  useUpdateTenantThemeMutation,
  useUploadTenantLogoMutation,
  useAnalyzeTenantLogoMutation,
} = tenantSettingsApi;
