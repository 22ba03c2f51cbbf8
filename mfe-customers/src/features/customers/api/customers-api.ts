import {
  api,
  type CustomerListArgs,
  type CustomerWithFigures,
  customerListRequest,
  endpointRequest,
  type RequestOf,
  type ResponseOf,
} from 'shared-api';
import type {
  ContactPage,
  CustomerNotePage,
  CustomerPage,
  CustomerRequest,
  MessagePage,
} from 'shared-api/contract';
import { moveBetweenStatuses, moveWithinList } from '../domain/moves';

const CUSTOMER_LIST = { type: 'Customer', id: 'LIST' } as const;
const CUSTOMER_SUMMARY = { type: 'Customer', id: 'SUMMARY' } as const;
/** One list of customers (a column under a search, say), to reload it alone. */
const listTag = (list: CustomerListArgs) => ({
  type: 'Customer' as const,
  id: `LIST ${JSON.stringify(list)}`,
});
/** Messages and contacts the customer's tabs load at first and per 'Show more'. */
const CUSTOMER_MESSAGES_PAGE = 20;
const CUSTOMER_CONTACTS_PAGE = 20;
/** Notes the Notes tab loads at first and per 'Show older notes'. */
const CUSTOMER_NOTES_PAGE = 20;
const notesOf = (customerId: string) => [{ type: 'CustomerNote' as const, id: customerId }];

/**
 * The customer, contact and quote calls, and the customer's messages, typed from the API contract. Endpoint names carry "Customer" since
 * they share one API slice with every remote. A contact change refreshes the customer list too: the pipeline's
 * cards carry their contacts.
 */
export const customersApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** A list of customers page by page (a pipeline column, the list view, a picker's matches). */
    getCustomerPages: build.infiniteQuery<CustomerPage, CustomerListArgs, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (page) => page.nextCursor },
      query: ({ queryArg, pageParam }) => customerListRequest(queryArg, pageParam),
      // Not per customer: a pipeline move patches the columns in place instead of reloading them.
      providesTags: (_result, _error, list) => [CUSTOMER_LIST, listTag(list)],
    }),
    getCustomerSummary: build.query<ResponseOf<'getCustomerSummary'>['statuses'], string>({
      query: (tenantId) => endpointRequest('getCustomerSummary', { query: { tenantId } }),
      transformResponse: (body: ResponseOf<'getCustomerSummary'>) => body.statuses,
      // Whatever changes the list changes the totals; so does a message's status (pending) or link.
      providesTags: [CUSTOMER_LIST, CUSTOMER_SUMMARY, 'Message'],
    }),
    getCustomerById: build.query<ResponseOf<'getCustomer'>, string>({
      query: (id) => endpointRequest('getCustomer', { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Customer', id }],
    }),
    createCustomer: build.mutation<ResponseOf<'createCustomer'>, CustomerRequest>({
      query: (body) => endpointRequest('createCustomer', { body }),
      invalidatesTags: [CUSTOMER_LIST],
    }),
    updateCustomer: build.mutation<ResponseOf<'updateCustomer'>, CustomerRequest & { id: string }>({
      query: ({ id, ...body }) => endpointRequest('updateCustomer', { params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [CUSTOMER_LIST, { type: 'Customer', id }],
    }),
    /**
     * A pipeline move: the card shows in its new column at once (optimistic), and goes back if the server refuses.
     */
    moveCustomer: build.mutation<
      ResponseOf<'updateCustomer'>,
      { tenantId: string; customer: CustomerWithFigures; status: CustomerWithFigures['status'] }
    >({
      query: ({ customer, status }) =>
        endpointRequest('updateCustomer', {
          params: { id: customer.id },
          body: { ...requestOf(customer), status },
        }),
      async onQueryStarted({ tenantId, customer, status }, { dispatch, getState, queryFulfilled }) {
        const movedAt = Date.now();
        const listsOfTenant = () =>
          customersApi.util
            .selectCachedArgsForQuery(getState(), 'getCustomerPages')
            .filter((list) => list.tenantId === tenantId);
        const patches = [
          ...listsOfTenant().map((list) =>
            dispatch(
              customersApi.util.updateQueryData('getCustomerPages', list, (draft) =>
                moveWithinList(draft, list, customer, status),
              ),
            ),
          ),
          dispatch(
            customersApi.util.updateQueryData('getCustomerSummary', tenantId, (draft) =>
              moveBetweenStatuses(draft, customer, status),
            ),
          ),
        ];
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
          return;
        }
        // A list answered (or still on its way) since the move began may have left the server before the move
        // and hold the card where it was: reload those (once they have settled), not the others.
        const answeredSince = listsOfTenant().filter((list) => {
          const entry = customersApi.endpoints.getCustomerPages.select(list)(getState());
          return entry.isLoading || (entry.fulfilledTimeStamp ?? 0) >= movedAt;
        });
        dispatch(customersApi.util.invalidateTags(answeredSince.map(listTag)));
      },
      invalidatesTags: (_result, error, { customer }) =>
        error ? [] : [{ type: 'Customer', id: customer.id }, CUSTOMER_SUMMARY],
    }),
    deleteCustomer: build.mutation<void, string>({
      query: (id) => endpointRequest('deleteCustomer', { params: { id } }),
      invalidatesTags: [CUSTOMER_LIST, 'Message'],
    }),
    getCustomerContacts: build.infiniteQuery<ContactPage, string, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (page) => page.nextCursor },
      query: ({ queryArg: customerId, pageParam }) =>
        endpointRequest('listContacts', {
          query: { customerId, limit: CUSTOMER_CONTACTS_PAGE, cursor: pageParam ?? undefined },
        }),
      providesTags: (_result, _error, customerId) => [{ type: 'Contact', id: `CUSTOMER-${customerId}` }],
    }),
    createCustomerContact: build.mutation<ResponseOf<'createContact'>, RequestOf<'createContact'>['body']>({
      query: (body) => endpointRequest('createContact', { body }),
      invalidatesTags: (_result, _error, { customerId }) => [
        CUSTOMER_LIST,
        { type: 'Customer', id: customerId },
        { type: 'Contact', id: `CUSTOMER-${customerId}` },
      ],
    }),
    updateCustomerContact: build.mutation<
      ResponseOf<'updateContact'>,
      RequestOf<'updateContact'>['body'] & { id: string; customerId: string }
    >({
      query: ({ id, ...body }) => endpointRequest('updateContact', { params: { id }, body }),
      invalidatesTags: (_result, _error, { customerId }) => [
        CUSTOMER_LIST,
        { type: 'Customer', id: customerId },
        { type: 'Contact', id: `CUSTOMER-${customerId}` },
      ],
    }),
    deleteCustomerContact: build.mutation<void, { id: string; customerId: string }>({
      query: ({ id }) => endpointRequest('deleteContact', { params: { id } }),
      invalidatesTags: (_result, _error, { customerId }) => [
        CUSTOMER_LIST,
        { type: 'Customer', id: customerId },
        { type: 'Contact', id: `CUSTOMER-${customerId}` },
      ],
    }),
    getCustomerQuotes: build.query<ResponseOf<'listQuotes'>, string>({
      query: (customerId) => endpointRequest('listQuotes', { query: { customerId } }),
      providesTags: (_result, _error, customerId) => [{ type: 'Quote', id: `CUSTOMER-${customerId}` }],
    }),
    /** A customer's messages, newest first, a page at a time (rows without bodies: the reader loads one). */
    getCustomerMessages: build.infiniteQuery<MessagePage, string, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (page) => page.nextCursor },
      query: ({ queryArg: customerId, pageParam }) =>
        endpointRequest('listMessages', {
          query: { customerId, limit: CUSTOMER_MESSAGES_PAGE, cursor: pageParam ?? undefined },
        }),
      providesTags: (_result, _error, customerId) => [
        { type: 'Message', id: `CUSTOMER-${customerId}` },
        'Message',
      ],
    }),
    /** One of the customer's messages with its body, for the Messages tab's reader. */
    getCustomerMessage: build.query<ResponseOf<'getMessage'>, string>({
      query: (id) => endpointRequest('getMessage', { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Message', id }],
    }),
    /** A customer's notes, newest first, a page at a time; refetched when anyone changes them (server events). */
    getCustomerNotes: build.infiniteQuery<CustomerNotePage, string, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (page) => page.nextCursor },
      query: ({ queryArg: id, pageParam }) =>
        endpointRequest('listCustomerNotes', {
          params: { id },
          query: { limit: CUSTOMER_NOTES_PAGE, cursor: pageParam ?? undefined },
        }),
      providesTags: (_result, _error, customerId) => notesOf(customerId),
    }),
    createCustomerNote: build.mutation<
      ResponseOf<'createCustomerNote'>,
      { customerId: string; body: string }
    >({
      query: ({ customerId, body }) =>
        endpointRequest('createCustomerNote', { params: { id: customerId }, body: { body } }),
      invalidatesTags: (_result, _error, { customerId }) => notesOf(customerId),
    }),
    updateCustomerNote: build.mutation<
      ResponseOf<'updateCustomerNote'>,
      { customerId: string; noteId: string; body: string }
    >({
      query: ({ customerId, noteId, body }) =>
        endpointRequest('updateCustomerNote', { params: { id: customerId, noteId }, body: { body } }),
      invalidatesTags: (_result, _error, { customerId }) => notesOf(customerId),
    }),
    deleteCustomerNote: build.mutation<void, { customerId: string; noteId: string }>({
      query: ({ customerId, noteId }) =>
        endpointRequest('deleteCustomerNote', { params: { id: customerId, noteId } }),
      invalidatesTags: (_result, _error, { customerId }) => notesOf(customerId),
    }),
  }),
});

/** The request body that keeps every field of a customer as it is. */
export function requestOf(customer: CustomerWithFigures): CustomerRequest {
  const {
    name,
    status,
    email,
    phone,
    website,
    industry,
    address,
    city,
    state,
    postalCode,
    country,
    source,
    notes,
  } = customer;
  return {
    name,
    status,
    email,
    phone,
    website,
    industry,
    address,
    city,
    state,
    postalCode,
    country,
    source,
    notes,
  };
}

export const {
  useGetCustomerPagesInfiniteQuery,
  useGetCustomerSummaryQuery,
  useGetCustomerByIdQuery,
  useCreateCustomerMutation,
  useUpdateCustomerMutation,
  useMoveCustomerMutation,
  useDeleteCustomerMutation,
  useGetCustomerContactsInfiniteQuery,
  useCreateCustomerContactMutation,
  useUpdateCustomerContactMutation,
  useDeleteCustomerContactMutation,
  useGetCustomerQuotesQuery,
  useGetCustomerMessagesInfiniteQuery,
  useGetCustomerMessageQuery,
  useGetCustomerNotesInfiniteQuery,
  useCreateCustomerNoteMutation,
  useUpdateCustomerNoteMutation,
  useDeleteCustomerNoteMutation,
} = customersApi;
