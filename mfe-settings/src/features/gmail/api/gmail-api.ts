import { api, type GmailDeleteResult, type GmailDisconnectResult } from 'shared-api';

/** Spec §7 Gmail calls beside the shared import: disconnect the account, delete what was imported. */
export const gmailApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    disconnectGmail: build.mutation<GmailDisconnectResult, void>({
      query: () => ({ url: '/api/oauth/google/disconnect', method: 'POST' }),
      invalidatesTags: ['Me'],
    }),
    deleteImportedGmailMessages: build.mutation<GmailDeleteResult, string>({
      query: (userId) => ({ url: '/api/messages/delete/gmail', method: 'DELETE', params: { userId } }),
      invalidatesTags: ['Message', 'MessageCounts'],
    }),
  }),
});

export const { useDisconnectGmailMutation, useDeleteImportedGmailMessagesMutation } = gmailApi;
