import type { Envelope } from '@carshop/contract/api';
import { IDEMPOTENCY_KEY_HEADER, type Order, type OrderCreate } from '@carshop/contract/order';
import { baseApi } from '@/lib/api';
import { type ApiResult, toApiResult } from '@/lib/api-result';

/** The customer's side of orders: checkout and their own orders (product decisions §3). */
const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /orders with an Idempotency-Key: sending the same checkout again (a retry after a lost answer)
     * gives back the first order instead of a second one. Stock changed, so `Car` is refetched too (spec §4).
     */
    placeOrder: build.mutation<ApiResult<Order>, { order: OrderCreate; idempotencyKey: string }>({
      query: ({ order, idempotencyKey }) => ({
        url: '/orders',
        method: 'POST',
        body: order,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      transformResponse: toApiResult,
      invalidatesTags: ['Order', 'Car'],
    }),
    /** GET /orders/{userId}: the user's orders, newest first. */
    getUserOrders: build.query<ApiResult<Order[]>, string>({
      query: (userId) => `/orders/${encodeURIComponent(userId)}`,
      transformResponse: (answer: Envelope<Order[] | Order>) => {
        const result = toApiResult(answer);
        return { ...result, data: Array.isArray(result.data) ? result.data : [result.data] };
      },
      providesTags: ['Order'],
    }),
  }),
});

export const { usePlaceOrderMutation, useGetUserOrdersQuery } = ordersApi;
