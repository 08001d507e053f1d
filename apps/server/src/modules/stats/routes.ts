import { envelope } from '@carshop/contract/api';
import { chartsSchema, statsSchema } from '@carshop/contract/stats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { noStore } from '../../lib/no-store.ts';
import { errorResponses } from '../../lib/route-docs.ts';
import { getCharts, getStats } from './service.ts';

const tags = ['stats'];

/** The admin overview under /api/admin (the specification's path for the stats). */
const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore); // account and order data: never kept by a cache

  app.get(
    '/admin',
    {
      config: { policy: 'readStats' },
      schema: {
        tags,
        summary: 'The overview cards: users, cars (and those in stock), orders and revenue (admin)',
        description:
          '`totalCar` counts every car (one per row); `carsInStock` those with a quantity, `unitsInStock` the ' +
          'quantities added up. `totalRevenu` has one entry; its `price` is the money taken: paid online and kept, ' +
          'plus delivered orders (ADR 056).',
        response: { 200: envelope(statsSchema), ...errorResponses(401, 403) },
      },
    },
    async () => ok('Stats retrieved successfully', await getStats(app.db)),
  );

  app.get(
    '/admin/charts',
    {
      config: { policy: 'readStats' },
      schema: {
        tags,
        summary: 'Revenue by day (30) and month (12), and orders by status (admin)',
        description: 'Periods are UTC, oldest first, zero-filled; revenue is the money taken (ADR 056).',
        response: { 200: envelope(chartsSchema), ...errorResponses(401, 403) },
      },
    },
    async () => ok('Charts retrieved successfully', await getCharts(app.db)),
  );
};

export default statsRoutes;
