import { api, apiUrl, endpointRequest, fillPath, type RequestOf, type ResponseOf, routeOf } from 'shared-api';

/**
 * A tenant's data as a whole (docs/imports-and-exports.md#a-tenants-full-export): its full exports, its
 * deletion, and, for the super admin, the tenants to choose from. Live `tenant-export.changed` events make every
 * 'TenantExport' tag stale, so a list follows its exports as they are built.
 */
export const tenantDataApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getTenantExports: build.query<ResponseOf<'listTenantExports'>, string>({
      query: (tenantId) => endpointRequest('listTenantExports', { params: { tenantId } }),
      providesTags: (_result, _error, tenantId) => [{ type: 'TenantExport', id: tenantId }],
    }),
    startTenantExport: build.mutation<ResponseOf<'startTenantExport'>, string>({
      query: (tenantId) => endpointRequest('startTenantExport', { params: { tenantId } }),
      invalidatesTags: (_result, _error, tenantId) => [{ type: 'TenantExport', id: tenantId }],
    }),
    deleteTenant: build.mutation<void, RequestOf<'deleteTenant'>['body'] & { tenantId: string }>({
      query: ({ tenantId, ...body }) => endpointRequest('deleteTenant', { params: { tenantId }, body }),
      // Every list of tenants (this tab's, the users' Tenant field, the support view's switcher).
      invalidatesTags: ['Tenant'],
    }),
    getManagedTenants: build.query<ResponseOf<'listTenants'>, void>({
      query: () => endpointRequest('listTenants'),
      providesTags: [{ type: 'Tenant', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetTenantExportsQuery,
  useStartTenantExportMutation,
  useDeleteTenantMutation,
  useGetManagedTenantsQuery,
} = tenantDataApi;

/** The address of a ready export's download (the session cookie goes with it). */
export const tenantExportDownloadUrl = (tenantId: string, exportId: string) =>
  apiUrl(fillPath(routeOf('downloadTenantExport').path, { tenantId, exportId }));
