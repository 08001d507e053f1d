import { envelope } from '@carshop/contract/api';
import { orderDetailSchema } from '@carshop/contract/order';
import {
  checkoutSessionAnswerSchema,
  checkoutSessionRequestSchema,
  paymentReturnRequestSchema,
} from '@carshop/contract/payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { errorResponses, routesOf } from '../../lib/route-docs.ts';
import { trustedOrigin } from '../../lib/trusted-origin.ts';
import { currentUser } from '../../plugins/auth.ts';
import { openHostedPayment, settleHostedPayment } from './hosted-page.service.ts';
import refundRoutes from './refund-routes.ts';
import {
  paymentsNotOffered,
  receivePaymentEvent,
  refundCanceledOrders,
  requestClientSecret,
} from './service.ts';

const route = routesOf(['payments'], { private: true });

const clientSecretBodySchema = z.object({
  orderId: z.string().trim().min(1, 'Order id is required').max(100),
});
const clientSecretSchema = z.object({
  clientSecret: z.string(),
  amount: z.number(),
  currency: z.string(),
});

/** A provider's event is small; anything larger is not one. */
const EVENT_BODY_LIMIT = 256 * 1024;

/** Money online under /api (ADR 050): a payment request for an order, and the provider's webhook. */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/client-secret',
    route('payOrder', {
      summary:
        "A payment request for what the signed-in customer's order still owes (the specification's path)",
      description:
        "The amount is the server's: the order's total less what was paid; an amount in the body is ignored. " +
        "Answers the provider's client secret for the buyer's browser to complete with the provider's own form. " +
        'A repeated request shares the open payment request. 409 when the shop takes no payments online, when ' +
        'the order is canceled or handed over, or when it is paid; 404 for an order that is not yours.',
      body: clientSecretBodySchema,
      response: { 200: envelope(clientSecretSchema), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const answer = await requestClientSecret(
        app.db,
        app.payments,
        currentUser(request),
        request.body.orderId,
      );
      return ok('Payment request ready', answer);
    },
  );

  await app.register(refundRoutes);
  app.post(
    '/orders/checkout-session',
    route('payOrder', {
      summary: "The provider's hosted payment page for what the signed-in customer's order owes now",
      description:
        "The amount is the server's: a deposit order's deposit, an order paid in full its total, less what was " +
        'paid. The page sends the buyer back to `/checkout/return?order=…&session_id=…` after paying and to ' +
        '`/checkout/return?order=…&canceled=1` after "Back"; it closes when the hold on the cars ends ' +
        '(PAYMENT_HOLD_MINUTES). A repeated request answers the open page. 409 when the shop takes no payments ' +
        'online, when nothing is due online, when the hold has ended or the order is canceled or handed over; ' +
        '404 for an order that is not yours.',
      body: checkoutSessionRequestSchema,
      response: { 200: envelope(checkoutSessionAnswerSchema), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const answer = await openHostedPayment(
        app.db,
        app.payments,
        currentUser(request),
        request.body.orderId,
        {
          origin: trustedOrigin(request, app.config.publicUrl),
        },
      );
      return ok('Payment page ready', answer);
    },
  );

  app.post(
    '/payments/stripe/return',
    route('payOrder', {
      summary: 'Back from the hosted payment page: the order, once Stripe says what became of the payment',
      description:
        "Asks Stripe about the session and records the outcome (once, whether or not Stripe's event came " +
        'first). A payment for an order whose hold ended meanwhile is refunded at once. Answers the order with ' +
        'its `payment` summary. 404 for an order that is not yours or a session that is not its payment.',
      body: paymentReturnRequestSchema,
      response: { 200: envelope(orderDetailSchema), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request) =>
      ok(
        'Payment checked',
        await settleHostedPayment(app.db, app.payments, currentUser(request), request.body),
      ),
  );

  // The webhook reads its body as the provider sent it: the signature is over those exact bytes.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: EVENT_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      '/payments/stripe/webhook',
      route('receivePaymentEvents', {
        summary:
          "Stripe's signed events: what was paid, what failed (set this address in Stripe's dashboard)",
        description:
          "The `Stripe-Signature` header must be Stripe's signature of the body with STRIPE_WEBHOOK_SECRET " +
          '(400 otherwise). Each event is acted on once; one delivered again is answered 200 and changes nothing.',
        response: { 200: envelope(z.object({ handled: z.boolean() })), ...errorResponses(400, 404) },
      }),
      async (request) => {
        if (!app.payments) throw paymentsNotOffered();
        const { payments } = app;
        const signature = request.headers['stripe-signature'];
        const body = typeof request.body === 'string' ? request.body : '';
        const answer = await receivePaymentEvent(
          app.db,
          payments,
          body,
          typeof signature === 'string' ? signature : undefined,
        );
        // A payment that arrived for an order canceled meanwhile goes back now, not at the next round.
        if (answer.handled)
          void refundCanceledOrders(app.db, payments).catch((error: unknown) =>
            app.log.error({ err: error }, 'could not refund the payments of canceled orders'),
          );
        return ok(answer.handled ? 'Event handled' : 'Event already handled', answer);
      },
    );
  });
};

export default paymentRoutes;
