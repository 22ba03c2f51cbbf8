import { api, endpointRequest, type RequestOf, type ResponseOf } from 'shared-api';

/** User Settings' security calls: sessions, password change and the tenant's two-factor requirement. */
export const accountSecurityApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    listMySessions: build.query<ResponseOf<'listMySessions'>, void>({
      query: () => endpointRequest('listMySessions'),
      providesTags: ['MySessions'],
    }),
    revokeMySession: build.mutation<void, string>({
      query: (id) => endpointRequest('revokeMySession', { params: { id } }),
      invalidatesTags: ['MySessions'],
    }),
    revokeMyOtherSessions: build.mutation<void, void>({
      query: () => endpointRequest('revokeMyOtherSessions'),
      invalidatesTags: ['MySessions'],
    }),
    changeMyPassword: build.mutation<void, RequestOf<'changeMyPassword'>['body']>({
      query: (body) => endpointRequest('changeMyPassword', { body }),
      invalidatesTags: ['MySessions'],
    }),
    getTwoFactorPolicy: build.query<ResponseOf<'getTwoFactorPolicy'>, string>({
      query: (tenantId) => endpointRequest('getTwoFactorPolicy', { params: { tenantId } }),
      providesTags: (_result, _error, tenantId) => [{ type: 'Tenant', id: tenantId }],
    }),
    updateTwoFactorPolicy: build.mutation<
      ResponseOf<'updateTwoFactorPolicy'>,
      { tenantId: string; required: boolean }
    >({
      query: ({ tenantId, required }) =>
        endpointRequest('updateTwoFactorPolicy', { params: { tenantId }, body: { required } }),
      invalidatesTags: (_result, _error, { tenantId }) => [{ type: 'Tenant', id: tenantId }],
    }),
  }),
});

export const {
  useListMySessionsQuery,
  useRevokeMySessionMutation,
  useRevokeMyOtherSessionsMutation,
  useChangeMyPasswordMutation,
  useGetTwoFactorPolicyQuery,
  useUpdateTwoFactorPolicyMutation,
} = accountSecurityApi;
