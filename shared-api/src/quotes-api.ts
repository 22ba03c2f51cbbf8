import { api } from './api';
import { endpointRequest, type RequestOf, type ResponseOf } from './contract/endpoint-request';
import type { QuoteSettings } from './contract/quotes';
import { fillPath, routeOf } from './contract/routes';
import { apiUrl } from './runtime-config';

/** Every quote list (the tenant's, a customer's) and the dashboard: stale whenever any quote changes. */
const QUOTE_LISTS = { type: 'Quote', id: 'LIST' } as const;
const quoteTag = (id: string) => ({ type: 'Quote' as const, id });
/** A quote's change moves its customer's figures (revenue, active quotes) and maybe its pipeline status. */
const CUSTOMER_FIGURES = ['Customer'] as const;

/**
 * The quote calls, shared here because two remotes use them (the inbox saves an AI quote as a quote; the
 * customer page lists, edits and sends them). Live `quotes.changed` events make every 'Quote' tag stale.
 */
export const quotesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getQuotes: build.query<ResponseOf<'listQuotes'>, { customerId?: string }>({
      query: (args) => endpointRequest('listQuotes', { query: { customerId: args.customerId } }),
      providesTags: [QUOTE_LISTS],
    }),
    getQuote: build.query<ResponseOf<'getQuote'>, string>({
      query: (id) => endpointRequest('getQuote', { params: { id } }),
      providesTags: (_result, _error, id) => [quoteTag(id)],
    }),
    createQuote: build.mutation<ResponseOf<'createQuote'>, RequestOf<'createQuote'>['body']>({
      query: (body) => endpointRequest('createQuote', { body }),
      invalidatesTags: ['Quote', ...CUSTOMER_FIGURES],
    }),
    updateQuote: build.mutation<
      ResponseOf<'updateQuote'>,
      { id: string; body: RequestOf<'updateQuote'>['body'] }
    >({
      query: ({ id, body }) => endpointRequest('updateQuote', { params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [quoteTag(id), QUOTE_LISTS, ...CUSTOMER_FIGURES],
    }),
    deleteQuote: build.mutation<void, string>({
      query: (id) => endpointRequest('deleteQuote', { params: { id } }),
      invalidatesTags: ['Quote', ...CUSTOMER_FIGURES],
    }),
    sendQuote: build.mutation<ResponseOf<'sendQuote'>, { id: string; to?: string }>({
      query: ({ id, to }) => endpointRequest('sendQuote', { params: { id }, body: to ? { to } : {} }),
      invalidatesTags: (_result, _error, { id }) => [quoteTag(id), QUOTE_LISTS, ...CUSTOMER_FIGURES],
    }),
    getQuoteSettings: build.query<QuoteSettings, string>({
      query: (tenantId) => endpointRequest('getQuoteSettings', { params: { tenantId } }),
      providesTags: (_result, _error, tenantId) => [{ type: 'Tenant', id: `QUOTE-SETTINGS-${tenantId}` }],
    }),
    updateQuoteSettings: build.mutation<QuoteSettings, { tenantId: string; body: QuoteSettings }>({
      query: ({ tenantId, body }) => endpointRequest('updateQuoteSettings', { params: { tenantId }, body }),
      invalidatesTags: (_result, _error, { tenantId }) => [
        { type: 'Tenant', id: `QUOTE-SETTINGS-${tenantId}` },
      ],
    }),
  }),
});

export const {
  useGetQuotesQuery,
  useGetQuoteQuery,
  useCreateQuoteMutation,
  useUpdateQuoteMutation,
  useDeleteQuoteMutation,
  useSendQuoteMutation,
  useGetQuoteSettingsQuery,
  useUpdateQuoteSettingsMutation,
} = quotesApi;

/** The PDF of a quote, for a download link (the session cookie goes with it). */
export const quotePdfUrl = (id: string) => apiUrl(fillPath(routeOf('getQuotePdf').path, { id }));
