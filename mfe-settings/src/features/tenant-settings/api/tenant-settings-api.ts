import { api, endpointRequest, type RequestOf, type ResponseOf } from 'shared-api';

export type LogoKind = 'logo' | 'sidebar-logo';

/** Each logo's upload call and the multipart part it reads (the contract's `filePart`). */
const LOGO_UPLOADS = {
  logo: { endpoint: 'uploadLogo', part: 'logo' },
  'sidebar-logo': { endpoint: 'uploadSidebarLogo', part: 'sidebarLogo' },
} as const satisfies Record<LogoKind, { endpoint: string; part: string }>;
const brandingTag = (tenantId: string) => [{ type: 'Branding' as const, id: tenantId }];

/**
 * The tenant calls. Each change invalidates what the shell shows (the session's tenant name, the branding
 * the sidebar and the theme read), so the sidebar follows at once.
 */
export const tenantSettingsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getTenantById: build.query<ResponseOf<'getTenant'>, string>({
      query: (tenantId) => endpointRequest('getTenant', { params: { tenantId } }),
      providesTags: (_result, _error, tenantId) => [{ type: 'Tenant', id: tenantId }],
    }),
    getTwoFactorPolicy: build.query<ResponseOf<'getTwoFactorPolicy'>, string>({
      query: (tenantId) => endpointRequest('getTwoFactorPolicy', { params: { tenantId } }),
      providesTags: (_result, _error, tenantId) => [{ type: 'Tenant', id: `${tenantId}:two-factor` }],
    }),
    updateTwoFactorPolicy: build.mutation<
      ResponseOf<'updateTwoFactorPolicy'>,
      { tenantId: string; required: boolean }
    >({
      query: ({ tenantId, required }) =>
        endpointRequest('updateTwoFactorPolicy', { params: { tenantId }, body: { required } }),
      invalidatesTags: (_result, _error, { tenantId }) => [{ type: 'Tenant', id: `${tenantId}:two-factor` }],
    }),
    updateTenantName: build.mutation<ResponseOf<'updateTenantName'>, { tenantId: string; name: string }>({
      query: ({ tenantId, name }) =>
        endpointRequest('updateTenantName', { params: { tenantId }, body: { name } }),
      invalidatesTags: ['Session', 'Me', 'Tenant'],
    }),
    updateTenantBranding: build.mutation<
      ResponseOf<'updateBranding'>,
      RequestOf<'updateBranding'>['body'] & { tenantId: string }
    >({
      query: ({ tenantId, ...body }) => endpointRequest('updateBranding', { params: { tenantId }, body }),
      invalidatesTags: (_result, _error, { tenantId }) => brandingTag(tenantId),
    }),
    updateTenantTheme: build.mutation<
      ResponseOf<'updateTenantTheme'>,
      RequestOf<'updateTenantTheme'>['body'] & { tenantId: string }
    >({
      query: ({ tenantId, ...body }) => endpointRequest('updateTenantTheme', { params: { tenantId }, body }),
      invalidatesTags: (_result, _error, { tenantId }) => brandingTag(tenantId),
    }),
    uploadTenantLogo: build.mutation<
      ResponseOf<'uploadLogo'> | ResponseOf<'uploadSidebarLogo'>,
      { tenantId: string; kind: LogoKind; file: File }
    >({
      query: ({ tenantId, kind, file }) => {
        const { endpoint, part } = LOGO_UPLOADS[kind];
        const body = new FormData();
        body.append(part, file);
        return endpointRequest(endpoint, { params: { tenantId }, body });
      },
      invalidatesTags: (_result, _error, { tenantId }) => brandingTag(tenantId),
    }),
    analyzeTenantLogo: build.mutation<ResponseOf<'analyzeLogo'>, string>({
      query: (tenantId) => endpointRequest('analyzeLogo', { params: { tenantId } }),
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
  useGetTwoFactorPolicyQuery,
  useUpdateTwoFactorPolicyMutation,
} = tenantSettingsApi;
