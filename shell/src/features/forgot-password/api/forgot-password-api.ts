import { api, endpointRequest, type RequestOf, type ResponseOf } from 'shared-api';

/** Asks for a reset link by email: public, XSRF-checked like sign-in, the same answer for any address. */
export const forgotPasswordApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<ResponseOf<'forgotPassword'>, RequestOf<'forgotPassword'>['body']>({
      query: (body) => endpointRequest('forgotPassword', { body }),
    }),
  }),
});

export const { useRequestPasswordResetMutation } = forgotPasswordApi;
