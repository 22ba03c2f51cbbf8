import { api, endpointRequest, type ResponseOf } from 'shared-api';

/** The tenant's services, for the quote editor's line picker (searched in the browser: a tenant's catalog is small). */
export const lineServicesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getQuoteLineServices: build.query<ResponseOf<'listServices'>, string>({
      query: (tenantId) => endpointRequest('listServices', { query: { tenantId } }),
      providesTags: (result) => [
        { type: 'Service', id: 'LIST' },
        ...(result ?? []).map(({ id }) => ({ type: 'Service' as const, id })),
      ],
    }),
  }),
});

export const { useGetQuoteLineServicesQuery } = lineServicesApi;
