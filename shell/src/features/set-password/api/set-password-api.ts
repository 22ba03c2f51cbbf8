import { api, endpointRequest, type RequestOf } from 'shared-api';

/** The invitation link's call: public (the token is the credential), XSRF-checked like sign-in. */
export const setPasswordApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    setPasswordWithToken: build.mutation<void, RequestOf<'setPassword'>['body']>({
      query: (body) => endpointRequest('setPassword', { body }),
    }),
  }),
});

export const { useSetPasswordWithTokenMutation } = setPasswordApi;
