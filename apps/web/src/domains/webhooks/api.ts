import type {
  WebhookCreate,
  WebhookCreated,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookUpdate,
} from '@carshop/contract/webhook';
import { baseApi } from '@/lib/api';
import { apiPath } from '@/lib/api-path';
import { type ApiResult, toApiResult } from '@/lib/api-result';

/** The admin's outgoing webhooks (ADR 066). The secret comes once, in the answer to adding an endpoint. */
const webhooksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    webhookEndpoints: build.query<ApiResult<WebhookEndpoint[]>, void>({
      query: () => ({ url: '/webhooks' }),
      transformResponse: toApiResult,
      providesTags: ['Webhook'],
      keepUnusedDataFor: 0,
    }),
    addWebhookEndpoint: build.mutation<ApiResult<WebhookCreated>, WebhookCreate>({
      query: (body) => ({ url: '/webhooks', method: 'POST', body }),
      transformResponse: toApiResult,
      invalidatesTags: ['Webhook'],
    }),
    updateWebhookEndpoint: build.mutation<ApiResult<WebhookEndpoint>, { id: string; patch: WebhookUpdate }>({
      query: ({ id, patch }) => ({ url: apiPath`/webhooks/${id}`, method: 'PATCH', body: patch }),
      transformResponse: toApiResult,
      invalidatesTags: ['Webhook'],
    }),
    deleteWebhookEndpoint: build.mutation<ApiResult<{ message: string }>, string>({
      query: (id) => ({ url: apiPath`/webhooks/${id}`, method: 'DELETE' }),
      transformResponse: toApiResult,
      invalidatesTags: ['Webhook'],
    }),
    webhookDeliveries: build.query<ApiResult<WebhookDelivery[]>, string>({
      query: (id) => ({ url: apiPath`/webhooks/${id}/deliveries` }),
      transformResponse: toApiResult,
      providesTags: ['Webhook'],
      keepUnusedDataFor: 0,
    }),
    resendWebhookDelivery: build.mutation<ApiResult<WebhookDelivery>, string>({
      query: (id) => ({ url: apiPath`/webhooks/deliveries/${id}/resend`, method: 'POST' }),
      transformResponse: toApiResult,
      invalidatesTags: ['Webhook'],
    }),
  }),
});

export const {
  useWebhookEndpointsQuery,
  useAddWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useWebhookDeliveriesQuery,
  useResendWebhookDeliveryMutation,
} = webhooksApi;
