import {
  api,
  type ContactPage,
  type CustomerPage,
  endpointRequest,
  type MessagePage,
  type MessagePageArgs,
  messagePageRequest,
  type RequestOf,
  type ResponseOf,
  type SettableMessageStatus,
} from 'shared-api';
import { SEARCH_MATCHES } from 'shared-ui/search-select';

/**
 * The message calls (plus inbox paging), the AI quote calls (generate, correct a line, the services to pick
 * from), and the contacts a message may link to.
 */
export const messagesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /**
     * A page of the inbox. It only reads, but it is a mutation: pages live in the inbox hook, which aborts stale
     * ones, and a query would share one request among all asking for the same page at once, so asking again
     * for a page just given up (the filters changed away and back) ended with the aborted request.
     */
    getMessagePage: build.mutation<MessagePage, MessagePageArgs>({ query: messagePageRequest }),
    getMessage: build.query<ResponseOf<'getMessage'>, string>({
      query: (id) => endpointRequest('getMessage', { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Message', id }],
    }),
    updateMessageStatus: build.mutation<
      ResponseOf<'updateMessageStatus'>,
      { id: string; status: SettableMessageStatus }
    >({
      query: ({ id, status }) => endpointRequest('updateMessageStatus', { params: { id }, body: { status } }),
    }),
    deleteMessage: build.mutation<void, string>({
      query: (id) => endpointRequest('deleteMessage', { params: { id } }),
    }),
    autoLinkMessage: build.mutation<
      ResponseOf<'autoLinkMessage'>,
      { id: string; tenantId: string; email: string | null; phone: string | null }
    >({
      query: ({ id, ...body }) => endpointRequest('autoLinkMessage', { params: { id }, body }),
    }),
    linkMessageToContact: build.mutation<
      ResponseOf<'linkMessage'>,
      { id: string; contactId: string; tenantId: string }
    >({
      query: ({ id, ...body }) => endpointRequest('linkMessage', { params: { id }, body }),
    }),
    generateQuoteFromMessage: build.mutation<ResponseOf<'generateQuote'>, RequestOf<'generateQuote'>['body']>(
      {
        query: (body) => endpointRequest('generateQuote', { body }),
        invalidatesTags: ['Quote', 'AiPrompt'],
      },
    ),
    /** The tenant's services, for picking the right one of a quote line. */
    getQuoteServices: build.query<ResponseOf<'listServices'>, string>({
      query: (tenantId) => endpointRequest('listServices', { query: { tenantId } }),
      providesTags: (result) => [
        { type: 'Service', id: 'LIST' },
        ...(result ?? []).map(({ id }) => ({ type: 'Service' as const, id })),
      ],
    }),
    /** A quote line marked wrong: its phrase becomes an "Also known as" phrase of the right service. */
    correctQuoteLine: build.mutation<
      ResponseOf<'createAiCorrection'>,
      RequestOf<'createAiCorrection'>['body']
    >({
      query: (body) => endpointRequest('createAiCorrection', { body }),
      invalidatesTags: (_result, _error, { serviceId }) => [{ type: 'Service', id: serviceId }, 'AiPrompt'],
    }),
    /** The first contacts of the tenant matching a search (name, email, phone or company). */
    getLinkableContacts: build.query<ContactPage['contacts'], { tenantId: string; search: string }>({
      query: ({ tenantId, search }) =>
        endpointRequest('listContacts', {
          query: { tenantId, search: search || undefined, limit: SEARCH_MATCHES },
        }),
      transformResponse: (page: ContactPage) => page.contacts,
      providesTags: [{ type: 'Contact', id: 'LIST' }],
    }),
    /** The first customers of the tenant matching a search, to save an AI quote for. */
    getQuoteCustomerMatches: build.query<CustomerPage['customers'], { tenantId: string; search: string }>({
      query: ({ tenantId, search }) =>
        endpointRequest('listCustomers', {
          query: { tenantId, search: search || undefined, limit: SEARCH_MATCHES },
        }),
      transformResponse: (page: CustomerPage) => page.customers,
      providesTags: [{ type: 'Customer', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetQuoteCustomerMatchesQuery,
  useGetMessageQuery,
  useUpdateMessageStatusMutation,
  useDeleteMessageMutation,
  useAutoLinkMessageMutation,
  useLinkMessageToContactMutation,
  useGenerateQuoteFromMessageMutation,
  useGetQuoteServicesQuery,
  useCorrectQuoteLineMutation,
  useGetLinkableContactsQuery,
} = messagesApi;
