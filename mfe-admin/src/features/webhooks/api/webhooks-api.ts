import { api, endpointRequest, type RequestOf, type ResponseOf, type WebhookDeliveryPage } from 'shared-api';

/** The deliveries a page of the Deliveries view asks for (the contract's default, named). */
const DELIVERIES_PAGE = 20;

interface DeliveriesArg {
  webhookId: string;
  tenantId: string;
}

/**
 * A tenant's webhooks (docs/api-integrations.md#webhooks): the server answers a webhook's signing secret once,
 * when it is made. Each webhook's deliveries come newest first, a page at a time by the server's cursor.
 */
export const webhooksApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getWebhooks: build.query<ResponseOf<'listWebhooks'>, string>({
      query: (tenantId) => endpointRequest('listWebhooks', { query: { tenantId } }),
      providesTags: (_result, _error, tenantId) => [{ type: 'Webhook', id: tenantId }],
    }),
    createWebhook: build.mutation<
      ResponseOf<'createWebhook'>,
      RequestOf<'createWebhook'>['body'] & { tenantId: string }
    >({
      query: (body) => endpointRequest('createWebhook', { body }),
      invalidatesTags: (_result, _error, { tenantId }) => [{ type: 'Webhook', id: tenantId }],
    }),
    deleteWebhook: build.mutation<void, { id: string; tenantId: string }>({
      query: ({ id, tenantId }) => endpointRequest('deleteWebhook', { params: { id }, query: { tenantId } }),
      invalidatesTags: (_result, _error, { tenantId }) => [{ type: 'Webhook', id: tenantId }],
    }),
    getWebhookDeliveries: build.infiniteQuery<WebhookDeliveryPage, DeliveriesArg, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (page) => page.nextCursor },
      query: ({ queryArg: { webhookId, tenantId }, pageParam }) =>
        endpointRequest('listWebhookDeliveries', {
          params: { id: webhookId },
          query: { tenantId, limit: DELIVERIES_PAGE, cursor: pageParam ?? undefined },
        }),
      providesTags: (_result, _error, { webhookId }) => [{ type: 'WebhookDelivery', id: webhookId }],
    }),
    replayWebhookDelivery: build.mutation<
      ResponseOf<'replayWebhookDelivery'>,
      DeliveriesArg & { deliveryId: string }
    >({
      query: ({ webhookId, deliveryId, tenantId }) =>
        endpointRequest('replayWebhookDelivery', {
          params: { id: webhookId, deliveryId },
          query: { tenantId },
        }),
      invalidatesTags: (_result, _error, { webhookId }) => [{ type: 'WebhookDelivery', id: webhookId }],
    }),
  }),
});

export const {
  useGetWebhooksQuery,
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  useGetWebhookDeliveriesInfiniteQuery,
  useReplayWebhookDeliveryMutation,
} = webhooksApi;
