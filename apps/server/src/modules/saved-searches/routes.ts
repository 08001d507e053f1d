import { envelope } from '@carshop/contract/api';
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES,
  savedSearchCreateSchema,
  savedSearchParamSchema,
  savedSearchSchema,
  savedSearchUpdateSchema,
} from '@carshop/contract/saved-search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { errorResponses, routesOf } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listSavedSearches, removeSavedSearch, saveSearch, updateSavedSearch } from './service.ts';

const route = routesOf(['saved searches'], { private: true }); // one person's list: never kept by a shared cache

/** Saved searches under /api (issue 32): the signed-in buyer's own. The token says whose; no user id in a path. */
const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/saved-searches',
    route('manageSavedSearches', {
      summary: 'Your saved searches, in the order you saved them, each with how many cars match it now',
      response: { 200: envelope(z.array(savedSearchSchema)), ...errorResponses(401, 403) },
    }),
    async (request) =>
      ok(
        SAVED_SEARCH_MESSAGES.listed,
        await listSavedSearches(app.db, app.catalogue, currentUser(request).id),
      ),
  );

  app.post(
    '/saved-searches',
    route('manageSavedSearches', {
      summary: "Save the catalogue's current filter under a name, with alerts by mail when `alerts` is true",
      description: `\`query\` is the catalogue address's query string (\`category=SUV&maxPrice=50000\`); a value the catalogue would refuse is a 400. 409 past ${MAX_SAVED_SEARCHES} searches.`,
      body: savedSearchCreateSchema,
      response: { 201: envelope(savedSearchSchema), ...errorResponses(400, 401, 403, 409) },
    }),
    async (request, reply) => {
      const saved = await saveSearch(app.db, app.catalogue, currentUser(request).id, request.body);
      return reply.code(201).send(ok(SAVED_SEARCH_MESSAGES.saved, saved));
    },
  );

  app.patch(
    '/saved-searches/:id',
    route('manageSavedSearches', {
      summary: 'Rename a saved search, or turn its alerts by mail on or off (`alerts`, ADR 071)',
      params: savedSearchParamSchema,
      body: savedSearchUpdateSchema,
      response: { 200: envelope(savedSearchSchema), ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) =>
      ok(
        // A toggle alone is answered with what it does.
        request.body.name === undefined && request.body.alerts !== undefined
          ? SAVED_SEARCH_MESSAGES[request.body.alerts ? 'alertsOn' : 'alertsOff']
          : SAVED_SEARCH_MESSAGES.updated,
        await updateSavedSearch(
          app.db,
          app.catalogue,
          currentUser(request).id,
          request.params.id,
          request.body,
        ),
      ),
  );

  app.delete(
    '/saved-searches/:id',
    route('manageSavedSearches', {
      summary: 'Remove a saved search',
      params: savedSearchParamSchema,
      response: { 200: envelope(z.object({ _id: z.string() })), ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      await removeSavedSearch(app.db, currentUser(request).id, request.params.id);
      return ok(SAVED_SEARCH_MESSAGES.removed, { _id: request.params.id });
    },
  );
};

export default savedSearchRoutes;
