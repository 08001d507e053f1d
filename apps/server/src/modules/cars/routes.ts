import { envelope, idParamSchema, pagedEnvelope } from '@carshop/contract/api';
import { carListQuerySchema, carSchema } from '@carshop/contract/car';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { MAX_UNPAGED_ITEMS } from '../../lib/paging.ts';
import { errorResponses } from '../../lib/route-docs.ts';
import { getCar, listCars } from './service.ts';

const tags = ['cars'];

/**
 * The catalogue under /api. Routes only parse (the schemas), authorize (a guard in `onRequest`) and call
 * the service; the answer is always `ok(message, data, meta?)`.
 */
const carRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cars',
    {
      schema: {
        tags,
        summary: 'List cars: search, filter, sort and (optionally) page',
        description:
          `Without \`page\` and \`limit\` every match is returned (meta: page 1, limit = total), up to ${MAX_UNPAGED_ITEMS} ` +
          `cars: beyond that the answer is the first ${MAX_UNPAGED_ITEMS} and meta says so (the real total, totalPage). ` +
          '`searchTerm` matches brand, model and category, case-insensitively, forgiving small typos.',
        querystring: carListQuerySchema,
        response: { 200: pagedEnvelope(carSchema), ...errorResponses(400) },
      },
    },
    async (request) => {
      const { cars, meta } = await listCars(app.db, app.catalogueCache, request.query);
      return ok('Cars retrieved successfully', cars, meta);
    },
  );

  app.get(
    '/cars/:id',
    {
      schema: {
        tags,
        summary: 'One car',
        params: idParamSchema,
        response: { 200: envelope(carSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => ok('Car retrieved successfully', await getCar(app.db, request.params.id)),
  );
};

export default carRoutes;
