import { envelope, idParamSchema } from '@carshop/contract/api';
import { receiptSchema } from '@carshop/contract/receipt';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { errorResponses, routesOf } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getReceiptPdf, listOrderReceipts } from './service.ts';

const route = routesOf(['receipts'], { private: true }); // a buyer's name and money: never kept by a cache

/** Receipts under /api (ADR 056): an order's list, and each receipt's PDF. */
const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/receipts',
    route('readReceipts', {
      summary: "An order's receipts, one per payment and per refund, oldest first",
      description: 'For its customer or an admin; "Order not found" (404) for anyone else.',
      params: idParamSchema,
      response: { 200: envelope(z.array(receiptSchema)), ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) =>
      ok('Receipts', await listOrderReceipts(app.db, currentUser(request), request.params.id)),
  );

  app.get(
    '/receipts/:id',
    route('readReceipts', {
      summary: "A receipt's PDF (application/pdf)",
      description: 'For the order\'s customer or an admin; "Receipt not found" (404) for anyone else.',
      params: idParamSchema,
      response: {
        200: z.unknown().describe('The PDF (application/pdf)'),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (request, reply) => {
      const { filename, pdf } = await getReceiptPdf(app.db, currentUser(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );
};

export default receiptRoutes;
