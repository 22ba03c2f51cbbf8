import { api, endpointRequest, type RequestOf, type ResponseOf } from 'shared-api';

/** A tenant's API keys (docs/api-integrations.md): the server answers a key's secret once, when it is made. */
export const apiKeysApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getApiKeys: build.query<ResponseOf<'listApiKeys'>, string>({
      query: (tenantId) => endpointRequest('listApiKeys', { query: { tenantId } }),
      providesTags: (_result, _error, tenantId) => [{ type: 'ApiKey', id: tenantId }],
    }),
    createApiKey: build.mutation<
      ResponseOf<'createApiKey'>,
      RequestOf<'createApiKey'>['body'] & { tenantId: string }
    >({
      query: (body) => endpointRequest('createApiKey', { body }),
      invalidatesTags: (_result, _error, { tenantId }) => [{ type: 'ApiKey', id: tenantId }],
    }),
    revokeApiKey: build.mutation<void, { id: string; tenantId: string }>({
      query: ({ id, tenantId }) => endpointRequest('revokeApiKey', { params: { id }, query: { tenantId } }),
      invalidatesTags: (_result, _error, { tenantId }) => [{ type: 'ApiKey', id: tenantId }],
    }),
  }),
});

export const { useGetApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
