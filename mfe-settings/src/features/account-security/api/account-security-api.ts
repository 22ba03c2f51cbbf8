import { api, endpointRequest, type RequestOf, type ResponseOf } from 'shared-api';

/** User Settings' security calls: sessions and password change. */
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
  }),
});

export const {
  useListMySessionsQuery,
  useRevokeMySessionMutation,
  useRevokeMyOtherSessionsMutation,
  useChangeMyPasswordMutation,
} = accountSecurityApi;
