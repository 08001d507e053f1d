import { envelope } from '@carshop/contract/api';
import { todaySchema } from '@carshop/contract/today';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { noStore } from '../../lib/no-store.ts';
import { errorResponses } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getToday } from './service.ts';

/** The staff's Today under /api/dashboard (issue 30). */
const todayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore); // buyers' names, orders and money: never kept by a cache

  app.get(
    '/dashboard/today',
    {
      config: { policy: 'readToday' },
      schema: {
        tags: ['dashboard'],
        summary: 'What needs doing today, most urgent first (staff)',
        description:
          'Test drives to confirm from today through the next day the shop opens, pending orders to call, new enquiries with how long they ' +
          'have waited, payments received in the last day, and deposits whose reservation ends within two days. ' +
          'Each list is present only for a role that may act on it; each has at most 10 items and says how many ' +
          'there are.',
        response: { 200: envelope(todaySchema), ...errorResponses(401, 403) },
      },
    },
    async (request) =>
      ok('Today retrieved successfully', await getToday(app.db, currentUser(request), app.config.enquiries)),
  );
};

export default todayRoutes;
