import { envelope } from '@carshop/contract/api';
import {
  FAVOURITE_MESSAGES,
  favouriteAlertsSchema,
  favouriteParamSchema,
  favouriteSchema,
  MAX_FAVOURITES,
} from '@carshop/contract/favourite';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { errorResponses, routesOf } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listFavourites, removeFavourite, saveFavourite, setFavouriteAlerts } from './service.ts';

const route = routesOf(['favourites'], { private: true }); // one person's list: never kept by a shared cache

/**
 * Saved cars under /api (issue 22): the signed-in user's own, and only theirs. There is no user id in the path:
 * the token says whose list it is.
 */
const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/favourites',
    route('manageFavourites', {
      summary: 'Your saved cars, newest first, each with its current price and stock',
      description: `At most ${MAX_FAVOURITES}. A car the shop has deleted is no longer listed.`,
      response: { 200: envelope(z.array(favouriteSchema)), ...errorResponses(401, 403) },
    }),
    async (request) => ok(FAVOURITE_MESSAGES.listed, await listFavourites(app.db, currentUser(request).id)),
  );

  app.put(
    '/favourites/:carId',
    route('manageFavourites', {
      summary: 'Save a car (idempotent: saving it again keeps when it was first saved)',
      description: `404 for an unknown car; 409 when ${MAX_FAVOURITES} cars are already saved.`,
      params: favouriteParamSchema,
      response: { 200: envelope(favouriteSchema), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request) =>
      ok(
        FAVOURITE_MESSAGES.saved,
        await saveFavourite(app.db, currentUser(request).id, request.params.carId),
      ),
  );

  app.patch(
    '/favourites/:carId',
    route('manageFavourites', {
      summary: 'Turn the mails about a saved car (price drops, back in stock, sold) on or off (ADR 071)',
      description: '404 when the car is not among your saved cars.',
      params: favouriteParamSchema,
      body: favouriteAlertsSchema,
      response: { 200: envelope(favouriteSchema), ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const { alerts } = request.body;
      return ok(
        alerts ? FAVOURITE_MESSAGES.alertsOn : FAVOURITE_MESSAGES.alertsOff,
        await setFavouriteAlerts(app.db, currentUser(request).id, request.params.carId, alerts),
      );
    },
  );

  app.delete(
    '/favourites/:carId',
    route('manageFavourites', {
      summary: 'Remove a car from your saved cars (idempotent: a car not saved is fine)',
      params: favouriteParamSchema,
      response: { 200: envelope(z.object({ carId: z.string() })), ...errorResponses(400, 401, 403) },
    }),
    async (request) => {
      await removeFavourite(app.db, currentUser(request).id, request.params.carId);
      return ok(FAVOURITE_MESSAGES.removed, { carId: request.params.carId });
    },
  );
};

export default favouriteRoutes;
