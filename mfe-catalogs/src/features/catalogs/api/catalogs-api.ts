import { api, type Catalog, type Service } from 'shared-api';
import type { CreateCatalogRequest, ServiceRequest } from 'shared-api/contract';

/**
 * Spec §7 catalog and service calls. Every change invalidates the catalog list too, so the service counts and
 * cost figures (computed by the server) update at once.
 */
export const catalogsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getCatalogs: build.query<Catalog[], string>({
      query: (tenantId) => ({ url: '/api/catalogs', params: { tenantId } }),
      providesTags: (result) => [
        { type: 'Catalog', id: 'LIST' },
        ...(result ?? []).map(({ id }) => ({ type: 'Catalog' as const, id })),
      ],
    }),
    createCatalog: build.mutation<Catalog, CreateCatalogRequest>({
      query: (body) => ({ url: '/api/catalogs', method: 'POST', body }),
      invalidatesTags: [{ type: 'Catalog', id: 'LIST' }],
    }),
    deleteCatalog: build.mutation<void, string>({
      query: (id) => ({ url: `/api/catalogs/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Catalog', id: 'LIST' },
        { type: 'Service', id: `CATALOG-${id}` },
      ],
    }),
    getServices: build.query<Service[], string>({
      query: (catalogId) => ({ url: '/api/services', params: { catalogId } }),
      providesTags: (result, _error, catalogId) => [
        { type: 'Service', id: `CATALOG-${catalogId}` },
        ...(result ?? []).map(({ id }) => ({ type: 'Service' as const, id })),
      ],
    }),
    createService: build.mutation<Service, ServiceRequest>({
      query: (body) => ({ url: '/api/services', method: 'POST', body }),
      invalidatesTags: (_result, _error, { catalogId }) => [
        { type: 'Catalog', id: 'LIST' },
        { type: 'Service', id: `CATALOG-${catalogId}` },
      ],
    }),
    updateService: build.mutation<Service, ServiceRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/api/services/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id, catalogId }) => [
        { type: 'Catalog', id: 'LIST' },
        { type: 'Service', id },
        { type: 'Service', id: `CATALOG-${catalogId}` },
      ],
    }),
    deleteService: build.mutation<void, Pick<Service, 'id' | 'catalogId'>>({
      query: ({ id }) => ({ url: `/api/services/${encodeURIComponent(id)}`, method: 'DELETE' }),
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
  useDeleteCatalogMutation,
  useGetServicesQuery,
  useCreateServiceMutation,
  useUpdateServiceMutation,
  useDeleteServiceMutation,
} = catalogsApi;
