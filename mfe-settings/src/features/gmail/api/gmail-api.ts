import { api, endpointRequest, type ResponseOf } from 'shared-api';

/** The Gmail calls beside the shared import: disconnect the account, delete what was imported. */
export const gmailApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    disconnectGmail: build.mutation<ResponseOf<'disconnectGmail'>, void>({
      query: () => endpointRequest('disconnectGmail'),
      invalidatesTags: ['Me'],
    }),
    deleteImportedGmailMessages: build.mutation<ResponseOf<'deleteGmailMessages'>, string>({
      query: (userId) => endpointRequest('deleteGmailMessages', { query: { userId } }),
      invalidatesTags: ['Message', 'MessageCounts'],
    }),
  }),
});

export const { useDisconnectGmailMutation, useDeleteImportedGmailMessagesMutation } = gmailApi;
