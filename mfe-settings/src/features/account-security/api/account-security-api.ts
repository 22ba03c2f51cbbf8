import { api, endpointRequest, type RequestOf, type ResponseOf } from 'shared-api';

/** User Settings' security calls: sessions, password change and turning two-factor sign-in off. */
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
    // Enrolling is shared-api's (the sign-in enrols too); turning it off is only done here.
    disableTwoFactor: build.mutation<void, RequestOf<'disableTwoFactor'>['body']>({
      query: (body) => endpointRequest('disableTwoFactor', { body }),
      invalidatesTags: ['Me', 'MySessions'],
    }),
  }),
});

export const {
  useListMySessionsQuery,
  useRevokeMySessionMutation,
  useRevokeMyOtherSessionsMutation,
  useChangeMyPasswordMutation,
  useDisableTwoFactorMutation,
} = accountSecurityApi;
