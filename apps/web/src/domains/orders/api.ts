import type { Envelope } from '@carshop/contract/api';
import {
  IDEMPOTENCY_KEY_HEADER,
  type Order,
  type OrderCreateBody,
  type OrderDetail,
  type OrderListQuery,
  type OrderQuote,
  type OrderQuoteRequest,
  type OrderUpdate,
} from '@carshop/contract/order';
import type { CheckoutSessionAnswer, PaymentReturnRequest } from '@carshop/contract/payment';
import type { Receipt } from '@carshop/contract/receipt';
import { baseApi } from '@/lib/api';
import { answersOneRecord, apiPath } from '@/lib/api-path';
import { type ApiResult, toApiResult } from '@/lib/api-result';

/**
 * Orders (product decisions §3): the customer's checkout and their own orders, and the admin's order list and
 * status changes (admin only on the server). A status change invalidates `Order` and `Stats`, and `Car` too,
 * since canceling returns cars to stock.
 */
const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /orders with an Idempotency-Key: sending the same checkout again (a retry after a lost answer)
     * gives back the first order instead of a second one. Stock changed, so `Car` is refetched too (spec §4).
     */
    placeOrder: build.mutation<ApiResult<Order>, { order: OrderCreateBody; idempotencyKey: string }>({
      query: ({ order, idempotencyKey }) => ({
        url: '/orders',
        method: 'POST',
        body: order,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      transformResponse: toApiResult,
      invalidatesTags: ['Order', 'Car'],
    }),
    /**
     * POST /orders/quote: what the cart costs with these choices (the server's breakdown), the ways of paying the
     * shop offers and the days a handover can be booked on. A question, not a change: a query, refetched as the
     * cart or the choices change.
     */
    quoteOrder: build.query<ApiResult<OrderQuote>, Pick<OrderQuoteRequest, 'items' | 'payment' | 'handover'>>(
      {
        query: (body) => ({ url: '/orders/quote', method: 'POST', body }),
        transformResponse: toApiResult,
        providesTags: ['Car'],
      },
    ),
    /**
     * POST /orders/checkout-session: the payment provider's hosted page for what the order owes now (a deposit, or
     * everything). The browser goes there; the provider sends the buyer back to /checkout/return.
     */
    startCheckoutSession: build.mutation<ApiResult<CheckoutSessionAnswer>, string>({
      query: (orderId) => ({ url: '/orders/checkout-session', method: 'POST', body: { orderId } }),
      transformResponse: toApiResult,
    }),
    /**
     * POST /payments/stripe/return: back from the hosted payment page, the server asks the provider what became of
     * the payment, records it and answers the order (its `payment` summary).
     */
    settlePaymentReturn: build.mutation<ApiResult<OrderDetail>, PaymentReturnRequest>({
      query: (body) => ({ url: '/payments/stripe/return', method: 'POST', body }),
      transformResponse: toApiResult,
      invalidatesTags: ['Order', 'Car'],
    }),
    /** GET /orders/{userId}: the user's orders, newest first. */
    getUserOrders: build.query<ApiResult<Order[]>, string>({
      query: (userId) => apiPath`/orders/${userId}`,
      transformResponse: (answer: Envelope<Order[] | Order>) => {
        const result = toApiResult(answer);
        return { ...result, data: Array.isArray(result.data) ? result.data : [result.data] };
      },
      providesTags: ['Order'],
    }),
    /** Every order, newest first, a page at a time (`meta` says how many pages); by status, or searched. */
    adminOrders: build.query<
      ApiResult<Order[]>,
      Pick<OrderListQuery, 'page' | 'limit' | 'status' | 'payment' | 'search'>
    >({
      query: (params) => ({ url: '/orders', params }),
      transformResponse: toApiResult,
      providesTags: ['Order'],
    }),
    /**
     * POST /orders/refund (admin): everything the buyer paid online and has not been given back goes back, once.
     * The order's payment, its receipts and the overview's revenue change.
     */
    refundOrder: build.mutation<ApiResult<{ orderId: string; refunded: number; currency: string }>, string>({
      query: (orderId) => ({ url: '/orders/refund', method: 'POST', body: { orderId } }),
      transformResponse: toApiResult,
      invalidatesTags: ['Order', 'Stats'],
    }),
    /** GET /orders/{id}/receipts: the order's numbered receipts, one per payment and refund (ADR 056). */
    orderReceipts: build.query<ApiResult<Receipt[]>, string>({
      query: (id) => apiPath`/orders/${id}/receipts`,
      transformResponse: toApiResult,
      providesTags: ['Order'],
    }),
    /**
     * GET /receipts/{id}: the receipt's PDF, sent with the session's token (a plain link could not), answered as
     * an object URL for the browser to save; the caller revokes it.
     */
    receiptFile: build.mutation<string, string>({
      query: (id) => ({
        url: apiPath`/receipts/${id}`,
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
    }),
    /** One order with its status history: the customer's own, or any for an admin (who also sees who changed it). */
    orderDetail: build.query<ApiResult<OrderDetail>, string>({
      query: (id) => ({ url: apiPath`/orders/${id}`, validateStatus: answersOneRecord }),
      transformResponse: toApiResult,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    /** The customer cancels their pending order: its cars go back to stock. */
    cancelOrder: build.mutation<ApiResult<OrderDetail>, string>({
      query: (id) => ({ url: apiPath`/orders/${id}/cancel`, method: 'POST' }),
      transformResponse: toApiResult,
      invalidatesTags: ['Order', 'Stats', 'Car'],
    }),
    updateOrderStatus: build.mutation<ApiResult<OrderDetail>, { id: string } & OrderUpdate>({
      // `from`: the one-tap move's status as the list showed it; the API refuses it if the order moved meanwhile.
      query: ({ id, status, from }) => ({
        url: apiPath`/orders/${id}`,
        method: 'PUT',
        body: { status, from },
      }),
      transformResponse: toApiResult,
      invalidatesTags: ['Order', 'Stats', 'Car'],
    }),
  }),
});

export const {
  usePlaceOrderMutation,
  useQuoteOrderQuery,
  useStartCheckoutSessionMutation,
  useSettlePaymentReturnMutation,
  useGetUserOrdersQuery,
  useAdminOrdersQuery,
  useOrderDetailQuery,
  useCancelOrderMutation,
  useUpdateOrderStatusMutation,
  useRefundOrderMutation,
  useOrderReceiptsQuery,
  useReceiptFileMutation,
} = ordersApi;

/** What is already known of an order, without asking the server (the order page decides whether to poll). */
export const useKnownOrderDetail = (orderId: string) =>
  ordersApi.endpoints.orderDetail.useQueryState(orderId).data?.data;
