import { envelope, idParamSchema, pagedEnvelope, pageMetaSchema } from '@carshop/contract/api';
import {
  idempotencyKeySchema,
  ORDER_MESSAGES,
  orderCreateSchema,
  orderDetailSchema,
  orderListQuerySchema,
  orderLookupParamSchema,
  orderQuoteAnswerSchema,
  orderQuoteSchema,
  orderSchema,
  orderUpdateSchema,
  userOrdersOrOrderSchema,
} from '@carshop/contract/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey } from '../../lib/client-address.ts';
import { csvAnswers, sendCsv } from '../../lib/csv-cells.ts';
import { ok, okPage } from '../../lib/envelope.ts';
import { noStore } from '../../lib/no-store.ts';
import { errorResponses } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { placeOrder, quoteOrder } from './checkout.service.ts';
import type { CheckoutTerms } from './checkout-terms.ts';
import { exportOrders, ORDER_EXPORT_MAX } from './order-export.service.ts';
import { getUserOrdersOrOrder, listOrders } from './order-reads.service.ts';
import { cancelOwnOrder, updateOrderStatus } from './order-status.service.ts';

const tags = ['orders'];

/** Other headers pass through untouched (the validated object replaces request.headers). */
const checkoutHeadersSchema = z.looseObject({ 'idempotency-key': idempotencyKeySchema.optional() });

/** The checkout's answer carries the specification's `status: true` beside `success`. */
const orderCreatedSchema = envelope(orderSchema).extend({ status: z.literal(true) });

/** Orders under /api: checkout (signed in), the customer's orders, and the admin's order review. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore); // account and order data: never kept by a cache

  /** The shop's terms of sale (ADR 053): its settings, its opening hours, and whether it takes money online. */
  const termsOfSale = (): CheckoutTerms => ({
    ...app.config.checkout,
    openingHours: app.config.enquiries.openingHours,
    paysOnline: app.payments !== undefined,
  });

  app.post(
    '/orders/quote',
    {
      config: { policy: 'placeOrder' },
      schema: {
        tags,
        summary:
          'What the cart costs with these choices, before checkout: the breakdown, ways of paying, handover days',
        description:
          "Priced from the server's own car prices with the shop's fees (SHOP_FEES), tax (TAX_RATE, " +
          'PRICES_INCLUDE_TAX) and deposit (DEPOSIT_AMOUNT); `payments` lists the ways of paying offered (online ' +
          'ones only with a payment provider); `handoverDays` the days pickup and delivery may be booked. ' +
          'The order placed with the same cart and choices has the same breakdown.',
        body: orderQuoteSchema,
        response: { 200: envelope(orderQuoteAnswerSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok('Quote ready', await quoteOrder(app.db, request.body, termsOfSale())),
  );

  app.post(
    '/orders',
    {
      config: { policy: 'placeOrder' },
      schema: {
        tags,
        summary: 'Check out: place an order for the signed-in user',
        description:
          "The order is the signed-in user's, priced from the server's own car prices: `userId`, `totalPrice` " +
          "and any price in the body are ignored, and `email` is the account's. Lines for the same car are " +
          'added up (at most 10 of one car, 50 lines). Not enough stock for any line refuses the whole order ' +
          '(409, naming the car). An optional `Idempotency-Key` header (1-255 visible ASCII characters, ' +
          'remembered for 24 hours) makes a repeated checkout answer the first order (header ' +
          '`Idempotent-Replayed: true`); the same key with another checkout is 422. With ' +
          'CHECKOUT_REQUIRES_VERIFIED_EMAIL, an account that has not confirmed its email gets 403.',
        headers: checkoutHeadersSchema,
        body: orderCreateSchema,
        response: { 201: orderCreatedSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { order, replayed } = await placeOrder(app.db, currentUser(request), request.body, {
        changes: app.carChanges,
        idempotencyKey: request.headers['idempotency-key'],
        fairUse: {
          perCustomer: app.config.maxOpenUnitsPerCustomer,
          perDelivery: app.config.maxOpenUnitsPerDelivery,
          perClientAddress: app.config.maxOpenUnitsPerAddress,
          perUnverified: app.config.maxOpenUnitsUnverified,
        },
        clientAddress: clientKey(request.ip),
        mail: app.mailSettings,
        terms: termsOfSale(),
        requireVerifiedEmail: app.config.checkoutRequiresVerifiedEmail,
        holdMinutes: app.config.payments.hold.holdMinutes,
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send({ ...ok(ORDER_MESSAGES.created, order), status: true as const });
    },
  );

  app.get(
    '/orders',
    {
      config: { policy: 'listOrders' },
      schema: {
        tags,
        summary: 'Every order, newest first (admin)',
        description:
          'With `page` and/or `limit`: that page (a missing `page` is 1, a missing `limit` 20). Without either: ' +
          'every order, up to 1000 (`meta.total` says how many there are). `status` filters by status.',
        querystring: orderListQuerySchema,
        response: { 200: pagedEnvelope(orderSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => okPage('Orders retrieved successfully', await listOrders(app.db, request.query)),
  );

  app.get(
    '/orders/export',
    {
      config: { policy: 'exportOrders' },
      onRequest: noStore,
      schema: {
        tags,
        summary: 'The orders as CSV (admin): one row per line of each order',
        description:
          `The admin list's filters (\`status\`, \`payment\`, \`search\`), newest first, at most ${ORDER_EXPORT_MAX} ` +
          "orders. A cell a spreadsheet would run as a formula starts with `'`.",
        querystring: orderListQuerySchema.omit({ page: true, limit: true }),
        response: csvAnswers(),
      },
    },
    async (request, reply) => {
      const { csv } = await exportOrders(app.db, request.query);
      return sendCsv(reply, 'orders', csv);
    },
  );

  app.get(
    '/orders/:id',
    {
      config: { policy: 'readOrder' },
      schema: {
        tags,
        summary: "A user's orders (user id or email) or one order with its status history (order id)",
        description:
          "With a user's id or email: that user's orders, newest first (an array), for that user or an admin. " +
          "With an order's id: that order and its `history` (an object), for its customer or an admin. Anything " +
          'else (including an email that is not yours): 404.',
        params: orderLookupParamSchema,
        response: {
          200: envelope(userOrdersOrOrderSchema).extend({ meta: pageMetaSchema.optional() }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const found = await getUserOrdersOrOrder(app.db, currentUser(request), request.params.id);
      return 'orders' in found
        ? ok('Orders retrieved successfully', found.orders, found.meta)
        : ok('Order retrieved successfully', found);
    },
  );

  app.put(
    '/orders/:id',
    {
      config: { policy: 'changeOrderStatus' },
      schema: {
        tags,
        summary: "Change an order's status (admin)",
        description:
          'Only `status` and `from` are read. The customer is mailed about the change. Canceling returns the cars to stock; leaving `canceled` takes them again ' +
          '(409 when they are gone). Every change is recorded in `history`; the current status again changes nothing. With `from` ' +
          '(the status the change was asked from), an order that has moved on since is refused with 409 rather than taken back.',
        params: idParamSchema,
        body: orderUpdateSchema,
        response: { 200: envelope(orderDetailSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { status, from } = request.body;
      const { order, changed } = await updateOrderStatus(
        app.db,
        currentUser(request),
        request.params.id,
        status,
        { changes: app.carChanges, mail: app.mailSettings, from },
      );
      return ok(changed ? 'Order status updated successfully' : `Order status is already ${status}`, order);
    },
  );

  app.post(
    '/orders/:id/cancel',
    {
      config: { policy: 'cancelOrder' },
      schema: {
        tags,
        summary: 'Cancel your own order while it is pending',
        description:
          'The cars go back to stock (once, however often the request arrives), the history records the ' +
          "customer, and the customer is mailed. Someone else's order: 404. An order past pending: 409.",
        params: idParamSchema,
        response: { 200: envelope(orderDetailSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(
        'Order canceled',
        await cancelOwnOrder(app.db, currentUser(request), request.params.id, {
          changes: app.carChanges,
          mail: app.mailSettings,
        }),
      ),
  );
};

export default orderRoutes;
