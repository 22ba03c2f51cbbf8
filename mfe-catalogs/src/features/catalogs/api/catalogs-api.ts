import { api, endpointRequest, type RequestOf, type ResponseOf } from 'shared-api';

/**
 * The catalog and service calls, typed from the API contract. Every change invalidates the catalog list too, so
 * the service counts and cost figures (computed by the server) update at once.
 */
export const catalogsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getCatalogs: build.query<ResponseOf<'listCatalogs'>, string>({
      query: (tenantId) => endpointRequest('listCatalogs', { query: { tenantId } }),
      providesTags: (result) => [
        { type: 'Catalog', id: 'LIST' },
        ...(result ?? []).map(({ id }) => ({ type: 'Catalog' as const, id })),
      ],
    }),
    createCatalog: build.mutation<ResponseOf<'createCatalog'>, RequestOf<'createCatalog'>['body']>({
      query: (body) => endpointRequest('createCatalog', { body }),
      invalidatesTags: [{ type: 'Catalog', id: 'LIST' }],
    }),
    updateCatalog: build.mutation<
      ResponseOf<'updateCatalog'>,
      RequestOf<'updateCatalog'>['body'] & { id: string }
    >({
      query: ({ id, ...body }) => endpointRequest('updateCatalog', { params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Catalog', id: 'LIST' },
        { type: 'Catalog', id },
      ],
    }),
    deleteCatalog: build.mutation<void, string>({
      query: (id) => endpointRequest('deleteCatalog', { params: { id } }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Catalog', id: 'LIST' },
        { type: 'Service', id: `CATALOG-${id}` },
      ],
    }),
    getServices: build.query<ResponseOf<'listServices'>, string>({
      query: (catalogId) => endpointRequest('listServices', { query: { catalogId } }),
      providesTags: (result, _error, catalogId) => [
        { type: 'Service', id: `CATALOG-${catalogId}` },
        ...(result ?? []).map(({ id }) => ({ type: 'Service' as const, id })),
      ],
    }),
    createService: build.mutation<ResponseOf<'createService'>, RequestOf<'createService'>['body']>({
      query: (body) => endpointRequest('createService', { body }),
      invalidatesTags: (_result, _error, { catalogId }) => [
        { type: 'Catalog', id: 'LIST' },
        { type: 'Service', id: `CATALOG-${catalogId}` },
      ],
    }),
    updateService: build.mutation<
      ResponseOf<'updateService'>,
      RequestOf<'updateService'>['body'] & { id: string }
    >({
      query: ({ id, ...body }) => endpointRequest('updateService', { params: { id }, body }),
      invalidatesTags: (_result, _error, { id, catalogId }) => [
        { type: 'Catalog', id: 'LIST' },
        { type: 'Service', id },
        { type: 'Service', id: `CATALOG-${catalogId}` },
      ],
    }),
    deleteService: build.mutation<void, { id: string; catalogId: string }>({
      query: ({ id }) => endpointRequest('deleteService', { params: { id } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Catalog', id: 'LIST' },
        { type: 'Service', id },
      ],
    }),
  }),
});

export const {
  useGetCatalogsQuery,
  useCreateCatalogMutation,
  useUpdateCatalogMutation,
  useDeleteCatalogMutation,
  useGetServicesQuery,
  useCreateServiceMutation,
  useUpdateServiceMutation,
  useDeleteServiceMutation,
} = catalogsApi;
