import {
  api,
  type GenerateQuoteResponse,
  type InboxMessage,
  type ListedContact,
  type MessagePage,
  type SettableMessageStatus,
} from 'shared-api';

export interface MessagePageArgs {
  tenantId: string;
  source: string;
  status: string;
  search: string;
  limit: number;
  cursor?: string | null;
}

/** Spec §7 message calls (plus inbox paging), the AI quote call, and the contacts a message may link to. */
export const messagesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getMessagePage: build.query<MessagePage, MessagePageArgs>({
      query: ({ cursor, ...params }) => ({
        url: '/api/messages',
        params: cursor ? { ...params, cursor } : params,
      }),
      // Pages live in the inbox hook, which aborts stale ones; the cache need not keep them.
      keepUnusedDataFor: 0,
    }),
    getMessage: build.query<InboxMessage, string>({
      query: (id) => `/api/messages/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Message', id }],
    }),
    updateMessageStatus: build.mutation<InboxMessage, { id: string; status: SettableMessageStatus }>({
      query: ({ id, status }) => ({
        url: `/api/messages/${encodeURIComponent(id)}/status`,
        method: 'PATCH',
        body: { status },
      }),
    }),
    deleteMessage: build.mutation<void, string>({
      query: (id) => ({ url: `/api/messages/${encodeURIComponent(id)}`, method: 'DELETE' }),
    }),
    autoLinkMessage: build.mutation<
      InboxMessage,
      { id: string; tenantId: string; email: string | null; phone: string | null }
    >({
      query: ({ id, ...body }) => ({
        url: `/api/messages/${encodeURIComponent(id)}/auto-link`,
        method: 'PUT',
        body,
      }),
    }),
    linkMessageToContact: build.mutation<InboxMessage, { id: string; contactId: string; tenantId: string }>({
      query: ({ id, ...body }) => ({
        url: `/api/messages/${encodeURIComponent(id)}/link`,
        method: 'PUT',
        body,
      }),
    }),
    generateQuoteFromMessage: build.mutation<
      GenerateQuoteResponse,
      { messageId: string; tenantId: string; userId: string }
    >({
      query: (body) => ({ url: '/api/ai/generate-quote', method: 'POST', body }),
      invalidatesTags: ['Quote', 'AiPrompt'],
    }),
    getLinkableContacts: build.query<ListedContact[], string>({
      query: (tenantId) => ({ url: '/api/contacts', params: { tenantId } }),
      providesTags: [{ type: 'Contact', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetMessageQuery,
  useUpdateMessageStatusMutation,
  useDeleteMessageMutation,
  useAutoLinkMessageMutation,
  useLinkMessageToContactMutation,
  useGenerateQuoteFromMessageMutation,
  useGetLinkableContactsQuery,
} = messagesApi;
