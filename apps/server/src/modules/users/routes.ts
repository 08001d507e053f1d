import { envelope, idParamSchema, pagedEnvelope } from '@carshop/contract/api';
import { userListQuerySchema, userSchema, userUpdateSchema } from '@carshop/contract/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../../lib/envelope.ts';
import { MAX_UNPAGED_ITEMS } from '../../lib/paging.ts';
import { errorResponses, routesOf } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getUser, listUsers, updateUser } from './service.ts';

const route = routesOf(['users'], { private: true }); // account data: never kept by a cache

/** The user endpoints of the /api/auth contract (paths kept as the specification's client calls them). */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/all-user',
    route('listUsers', {
      summary: 'Every user, newest first (admin)',
      description:
        `At most ${MAX_UNPAGED_ITEMS} users; \`meta\` says how many there are. \`search\`: words found in the ` +
        'name or the email (any case).',
      querystring: userListQuerySchema,
      response: { 200: pagedEnvelope(userSchema), ...errorResponses(400, 401, 403) },
    }),
    async (request) =>
      okPage('Users retrieved successfully', await listUsers(app.db, { search: request.query.search })),
  );

  app.get(
    '/user/get-me/:id',
    route('readUser', {
      summary: 'One user (that user or an admin)',
      params: idParamSchema,
      response: { 200: envelope(userSchema), ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => ok('User retrieved successfully', await getUser(app.db, request.params.id)),
  );

  app.put(
    '/user/:id',
    route('updateUser', {
      summary: 'Update a user: an admin may set status and role, the user themself their name',
      description:
        "A new role (`admin`, `sales`, `inventory`, `customer`) or a block ends the account's sessions at once. " +
        'The last active admin can be neither blocked nor given another role (409).',
      params: idParamSchema,
      body: userUpdateSchema,
      response: { 200: envelope(userSchema), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const { user, statusChanged, roleChanged } = await updateUser(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
      );
      if (statusChanged) return ok('User status updated successfully', user);
      return ok(roleChanged ? 'User role updated successfully' : 'User updated successfully', user);
    },
  );
};

export default userRoutes;
