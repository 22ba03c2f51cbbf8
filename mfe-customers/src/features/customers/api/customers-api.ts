import { api, type CustomerWithFigures, endpointRequest, type RequestOf, type ResponseOf } from 'shared-api';
import type { CustomerRequest, MessagesResponse } from 'shared-api/contract';

const CUSTOMER_LIST = { type: 'Customer', id: 'LIST' } as const;
const CUSTOMER_SUMMARY = { type: 'Customer', id: 'SUMMARY' } as const;

/**
 * The customer, contact and quote calls, and the customer's messages, typed from the API contract. Endpoint names carry "Customer" since
 * they share one API slice with every remote. A contact change refreshes the customer list too: the pipeline's
 * cards carry their contacts.
 */
export const customersApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getCustomerList: build.query<CustomerWithFigures[], string>({
      query: (tenantId) => endpointRequest('listCustomers', { query: { tenantId } }),
      transformResponse: (body: ResponseOf<'listCustomers'>) => body.customers,
      providesTags: (result) => [
        CUSTOMER_LIST,
        ...(result ?? []).map(({ id }) => ({ type: 'Customer' as const, id })),
      ],
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
      async onQueryStarted({ tenantId, customer, status }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          customersApi.util.updateQueryData('getCustomerList', tenantId, (draft) => {
            const moved = draft.find((row) => row.id === customer.id);
            if (moved) moved.status = status;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_result, error, { customer }) =>
        error ? [] : [{ type: 'Customer', id: customer.id }, CUSTOMER_SUMMARY],
    }),
    deleteCustomer: build.mutation<void, string>({
      query: (id) => endpointRequest('deleteCustomer', { params: { id } }),
      invalidatesTags: [CUSTOMER_LIST, 'Message'],
    }),
    getCustomerContacts: build.query<ResponseOf<'listContacts'>, string>({
      query: (customerId) => endpointRequest('listContacts', { query: { customerId } }),
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
    getCustomerMessages: build.query<MessagesResponse['messages'], string>({
      query: (customerId) => endpointRequest('listMessages', { query: { customerId } }),
      // Without `limit` the list answers whole: every message with its body.
      transformResponse: (body: MessagesResponse) => body.messages,
      providesTags: (_result, _error, customerId) => [
        { type: 'Message', id: `CUSTOMER-${customerId}` },
        'Message',
      ],
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
  useGetCustomerListQuery,
  useGetCustomerSummaryQuery,
  useGetCustomerByIdQuery,
  useCreateCustomerMutation,
  useUpdateCustomerMutation,
  useMoveCustomerMutation,
  useDeleteCustomerMutation,
  useGetCustomerContactsQuery,
  useCreateCustomerContactMutation,
  useUpdateCustomerContactMutation,
  useDeleteCustomerContactMutation,
  useGetCustomerQuotesQuery,
  useGetCustomerMessagesQuery,
} = customersApi;
