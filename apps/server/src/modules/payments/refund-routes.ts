import { envelope } from '@carshop/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { errorResponses, routesOf } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refundOrder } from './refund.service.ts';

const route = routesOf(['payments'], { private: true }); // inside the payment routes' plugin: a buyer's money

const refundBodySchema = z.object({
  orderId: z.string().trim().min(1, 'Order id is required').max(100),
});
const refundAnswerSchema = z.object({ orderId: z.string(), refunded: z.number(), currency: z.string() });

/** The admin's refund of what an order's buyer paid online (registered by routes.ts under /api). */
const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/refund',
    route('refundPayments', {
      summary: "Gives back everything the order's buyer paid online and has not been given back (admin)",
      description:
        'Each payment is refunded through the provider once, however often (or however many at once) this is ' +
        'asked. The order keeps its status. 409 when nothing is left to refund or the shop takes no payments ' +
        'online; 404 for no such order.',
      body: refundBodySchema,
      response: { 200: envelope(refundAnswerSchema), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request) =>
      ok('Refunded', await refundOrder(app.db, app.payments, request.body.orderId, currentUser(request))),
  );
};

export default refundRoutes;
