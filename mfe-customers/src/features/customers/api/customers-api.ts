import { api, type Contact, type CustomerWithFigures, type InboxMessage, type Quote } from 'shared-api';
import type { ContactRequest, ContactUpdate, CustomerRequest } from 'shared-api/contract';

const CUSTOMER_LIST = { type: 'Customer', id: 'LIST' } as const;

/**
 * Spec §7 customer, contact and quote calls, and the customer's messages. Endpoint names carry "Customer" since
 * they share one API slice with every remote. A contact change refreshes the customer list too: the pipeline's
 * cards carry their contacts.
 */
export const customersApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getCustomerList: build.query<CustomerWithFigures[], string>({
      query: (tenantId) => ({ url: '/api/customers', params: { tenantId } }),
      transformResponse: (body: { customers: CustomerWithFigures[] }) => body.customers,
      providesTags: (result) => [
        CUSTOMER_LIST,
        ...(result ?? []).map(({ id }) => ({ type: 'Customer' as const, id })),
      ],
    }),
    getCustomerById: build.query<CustomerWithFigures, string>({
      query: (id) => `/api/customers/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Customer', id }],
    }),
    createCustomer: build.mutation<CustomerWithFigures, CustomerRequest>({
      query: (body) => ({ url: '/api/customers', method: 'POST', body }),
      invalidatesTags: [CUSTOMER_LIST],
    }),
    updateCustomer: build.mutation<CustomerWithFigures, CustomerRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/api/customers/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [CUSTOMER_LIST, { type: 'Customer', id }],
    }),
    /**
     * A pipeline move: the card shows in its new column at once (optimistic), and goes back if the server refuses.
     */
    moveCustomer: build.mutation<
      CustomerWithFigures,
      { tenantId: string; customer: CustomerWithFigures; status: string }
    >({
      query: ({ customer, status }) => ({
        url: `/api/customers/${encodeURIComponent(customer.id)}`,
        method: 'PUT',
        body: { ...requestOf(customer), status },
      }),
      async onQueryStarted({ tenantId, customer, status }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          customersApi.util.updateQueryData('getCustomerList', tenantId, (draft) => {
            const moved = draft.find((row) => row.id === customer.id);
            if (moved) moved.status = status as CustomerWithFigures['status'];
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_result, error, { customer }) =>
        error ? [] : [{ type: 'Customer', id: customer.id }],
    }),
    deleteCustomer: build.mutation<void, string>({
      query: (id) => ({ url: `/api/customers/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [CUSTOMER_LIST, 'Message'],
    }),
    getCustomerContacts: build.query<Contact[], string>({
      query: (customerId) => ({ url: '/api/contacts', params: { customerId } }),
      providesTags: (_result, _error, customerId) => [{ type: 'Contact', id: `CUSTOMER-${customerId}` }],
    }),
    createCustomerContact: build.mutation<Contact, ContactRequest>({
      query: (body) => ({ url: '/api/contacts', method: 'POST', body }),
      invalidatesTags: (_result, _error, { customerId }) => [
        CUSTOMER_LIST,
        { type: 'Customer', id: customerId },
        { type: 'Contact', id: `CUSTOMER-${customerId}` },
      ],
    }),
    updateCustomerContact: build.mutation<Contact, ContactUpdate & { id: string; customerId: string }>({
      query: ({ id, ...body }) => ({ url: `/api/contacts/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { customerId }) => [
        CUSTOMER_LIST,
        { type: 'Customer', id: customerId },
        { type: 'Contact', id: `CUSTOMER-${customerId}` },
      ],
    }),
    deleteCustomerContact: build.mutation<void, Pick<Contact, 'id' | 'customerId'>>({
      query: ({ id }) => ({ url: `/api/contacts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { customerId }) => [
        CUSTOMER_LIST,
        { type: 'Customer', id: customerId },
        { type: 'Contact', id: `CUSTOMER-${customerId}` },
      ],
    }),
    getCustomerQuotes: build.query<Quote[], string>({
      query: (customerId) => ({ url: '/api/quotes', params: { customerId } }),
      providesTags: (_result, _error, customerId) => [{ type: 'Quote', id: `CUSTOMER-${customerId}` }],
    }),
    getCustomerMessages: build.query<InboxMessage[], string>({
      query: (customerId) => ({ url: '/api/messages', params: { customerId } }),
      transformResponse: (body: { messages: InboxMessage[] }) => body.messages,
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
