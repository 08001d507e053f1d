import { envelope, idParamSchema, messageDataSchema } from '@carshop/contract/api';
import {
  carFacetsQuerySchema,
  carFacetsSchema,
  carListQuerySchema,
  carListResponseSchema,
  carSchema,
  carUpdateSchema,
  vinDecodingSchema,
} from '@carshop/contract/car';
import { carCreateSchema } from '@carshop/contract/car-create';
import { vinProblem } from '@carshop/contract/vin';
import { FIRST_CHECKED_VIN_YEAR } from '@carshop/contract/vin-shape';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/http-error.ts';
import { MAX_UNPAGED_ITEMS } from '../../lib/paging.ts';
import { errorResponses } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { addCar, deleteCar, updateCar } from './car-writes.service.ts';
import { SIMILAR_CARS } from './catalogue.service.ts';
import { createVinDecoder } from './vin-decoder.ts';

const tags = ['cars'];

/**
 * The catalogue under /api. Routes only parse (the schemas), authorize (the guard their policy brings, lib/policies.ts) and call
 * the service; the answer is always `ok(message, data, meta?)`. The public reads go through the module's one
 * entry, `app.catalogue` (catalogue-reads.service.ts), which keeps their answers.
 */
const carRoutes: FastifyPluginAsyncZod = async (app) => {
  // The kept answers' routes: a URL answered before is sent from the answer cache before anything else runs.
  const sendKnown = (request: FastifyRequest, reply: FastifyReply) => app.catalogue.sendKnown(request, reply);

  app.get(
    '/cars',
    {
      config: { policy: 'browseCatalogue' },
      onRequest: sendKnown,
      schema: {
        tags,
        summary: 'List cars: search, filter, sort and (optionally) page',
        description:
          `Without \`page\` and \`limit\` every match is returned (meta: page 1, limit = total), up to ${MAX_UNPAGED_ITEMS} ` +
          `cars: beyond that the answer is the first ${MAX_UNPAGED_ITEMS} and meta says so (the real total, totalPage). ` +
          '`searchTerm` matches brand, model, category, fuel type, transmission and colour, case-insensitively, ' +
          'forgiving small typos. Filters: `category`, `fuelType`, `transmission`, `condition`, `minYear`/`maxYear`, ' +
          '`maxMileage` (km), `minPrice`/`maxPrice`. Sorts: `price`/`-price`, `year`/`-year`, `mileage`/`-mileage`, ' +
          '`createdAt` (newest first, the default). With `maxPrice`, ' +
          '`meta.aboveMaxPrice` counts the cars that match everything else but cost more.',
        querystring: carListQuerySchema,
        response: { 200: carListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => app.catalogue.sendList(request, reply, request.query),
  );

  app.get(
    '/cars/facets',
    {
      config: { policy: 'browseCatalogue' },
      onRequest: sendKnown,
      schema: {
        tags,
        summary: 'How many cars each filter value would list (for "Diesel (12)")',
        description:
          "The list's filters (no paging or sort). For each of category, fuel type, transmission and condition: " +
          'every value with the number of cars the same query would list with that value, the other filters as ' +
          'given (a chosen value does not zero the others of its own dimension).',
        querystring: carFacetsQuerySchema,
        response: { 200: envelope(carFacetsSchema), ...errorResponses(400, 503) },
      },
    },
    async (request, reply) => app.catalogue.sendFacets(request, reply, request.query),
  );

  app.get(
    '/cars/:id',
    {
      config: { policy: 'browseCatalogue' },
      onRequest: sendKnown,
      schema: {
        tags,
        summary: 'One car',
        params: idParamSchema,
        response: { 200: envelope(carSchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => app.catalogue.sendCar(request, reply, request.params.id),
  );

  app.get(
    '/cars/:id/similar',
    {
      config: { policy: 'browseCatalogue' },
      onRequest: sendKnown,
      schema: {
        tags,
        summary: 'Similar cars: the same category, in stock, at the nearest prices',
        description: `Up to ${SIMILAR_CARS} cars other than this one, nearest price first (a tie goes to the cheaper).`,
        params: idParamSchema,
        response: { 200: envelope(z.array(carSchema)), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => app.catalogue.sendSimilar(request, reply, request.params.id),
  );

  // The admin's writes. Each publishes the car change after it commits (what was built on the car listens).
  const deps = (request: FastifyRequest) => ({
    changes: app.carChanges,
    pictures: app.pictureStore,
    actor: currentUser(request),
  });

  const vinDecoder = createVinDecoder(app.config.vinDecoder, app.log);
  app.get(
    '/cars/vin/:vin',
    {
      config: { policy: 'manageCars' },
      schema: {
        tags,
        summary: 'Decode a VIN for the car forms (staff with car rights)',
        description:
          'The model year, the brand and (through NHTSA vPIC, when VIN_DECODER_URL is set) the model of a valid ' +
          '17-character VIN. Without the setting, or when vPIC fails or is slow, the year and the maker are read ' +
          'from the VIN itself (`source: offline`). A VIN that does not check out is a 400 saying why.',
        params: z.object({ vin: z.string().max(17, 'VIN must be 17 characters at most') }),
        response: { 200: envelope(vinDecodingSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const decoding = vinDecoder.decode(request.params.vin);
      if (!decoding)
        throw badRequest(vinProblem(request.params.vin, FIRST_CHECKED_VIN_YEAR) ?? 'VIN not valid');
      return ok('VIN decoded', await decoding);
    },
  );

  app.post(
    '/cars',
    {
      config: { policy: 'manageCars' },
      schema: {
        tags,
        summary: 'Add a car (admin)',
        description:
          'Pictures are optional, each the `display_url` of a picture uploaded with POST /uploads: `images` ' +
          'lists up to 10 in order, the first being the main one, which the answer also gives as `image`; ' +
          'a client that sends only `image` gives the car that one picture. `inStock` follows `quantity`; ' +
          'ids and times are set by the server.',
        body: carCreateSchema,
        response: { 201: envelope(carSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const car = await addCar(app.db, request.body, deps(request));
      return reply.status(201).send(ok('Car created successfully', car));
    },
  );

  app.put(
    '/cars/:id',
    {
      config: { policy: 'manageCars' },
      schema: {
        tags,
        summary: 'Change a car (admin): any of its fields',
        description:
          'A quantity of 0 marks the car out of stock. `images` replaces the pictures (in order, the first ' +
          'is `image`); `image` alone replaces the main picture and keeps the others, and `image: null` ' +
          'removes every picture.',
        params: idParamSchema,
        body: carUpdateSchema,
        response: { 200: envelope(carSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok('Car updated successfully', await updateCar(app.db, request.params.id, request.body, deps(request))),
  );

  app.delete(
    '/cars/:id',
    {
      config: { policy: 'manageCars' },
      schema: {
        tags,
        summary: 'Delete a car (admin); orders that bought it keep their lines',
        params: idParamSchema,
        response: { 200: envelope(messageDataSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteCar(app.db, request.params.id, deps(request));
      return ok('Car deleted successfully', { message: 'Car deleted successfully' });
    },
  );
};

export default carRoutes;
