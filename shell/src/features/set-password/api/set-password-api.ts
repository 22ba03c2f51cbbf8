import { api, type SetPasswordRequest } from 'shared-api';

/** The invitation link's call: public (the token is the credential), XSRF-checked like sign-in. */
export const setPasswordApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    setPasswordWithToken: build.mutation<void, SetPasswordRequest>({
      query: (body) => ({ url: '/api/auth/set-password', method: 'POST', body }),
    }),
  }),
});

export const { useSetPasswordWithTokenMutation } = setPasswordApi;
