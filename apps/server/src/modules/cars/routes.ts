import { envelope, errorEnvelopeSchema, idParamSchema, pagedEnvelope } from '@carshop/contract/api';
import { carListQuerySchema, carSchema } from '@carshop/contract/car';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCar, listCars } from './service.ts';

/** The public catalogue. The admin's write routes join this file later, behind requireAdmin. */
const carRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cars',
    {
      schema: {
        tags: ['cars'],
        summary: 'List cars: search, filter, sort and (optionally) page',
        description:
          'Without `page` and `limit` every match is returned (meta: page 1, limit = total). ' +
          '`searchTerm` matches brand, model and category, case-insensitively, forgiving small typos.',
        querystring: carListQuerySchema,
        response: { 200: pagedEnvelope(carSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { cars, meta } = await listCars(app.db, request.query, { cacheMs: app.config.catalogueCacheMs });
      return { success: true, message: 'Cars retrieved successfully', data: cars, meta };
    },
  );

  app.get(
    '/cars/:id',
    {
      schema: {
        tags: ['cars'],
        summary: 'One car',
        params: idParamSchema,
        response: { 200: envelope(carSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const car = await getCar(app.db, request.params.id);
      return { success: true, message: 'Car retrieved successfully', data: car };
    },
  );
};

export default carRoutes;
