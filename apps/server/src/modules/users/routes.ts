import { envelope, idParamSchema, messageDataSchema } from '@carshop/contract/api';
import { changePasswordSchema } from '@carshop/contract/auth';
import { userSchema, userUpdateSchema } from '@carshop/contract/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { currentUser } from '../../plugins/auth.ts';
import { REFRESH_COOKIE } from '../auth/refresh-token.ts';
import { createUserService } from './service.ts';

const tags = ['users'];
/** The access token scheme declared by plugins/docs.ts. */
const security = [{ accessToken: [] }];

/** The user endpoints of the /api/auth contract (paths kept as the specification's client calls them). */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createUserService(app.db);

  app.get(
    '/all-user',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Every user, newest first (admin)',
        response: { 200: envelope(z.array(userSchema)), ...errorResponses(401, 403) },
      },
    },
    async () => ({ success: true, message: 'Users retrieved successfully', data: await service.list() }),
  );

  app.get(
    '/user/get-me/:id',
    {
      preHandler: app.requireSelfOrAdmin,
      schema: {
        tags,
        security,
        summary: 'One user (that user or an admin)',
        params: idParamSchema,
        response: { 200: envelope(userSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      success: true,
      message: 'User retrieved successfully',
      data: await service.get(request.params.id),
    }),
  );

  app.put(
    '/user/:id',
    {
      preHandler: app.requireSelfOrAdmin,
      schema: {
        tags,
        security,
        summary: 'Update a user: an admin may set status, the user themself their name',
        params: idParamSchema,
        body: userUpdateSchema,
        response: { 200: envelope(userSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { user, statusChanged } = await service.update(
        currentUser(request),
        request.params.id,
        request.body,
      );
      const message = statusChanged ? 'User status updated successfully' : 'User updated successfully';
      return { success: true, message, data: user };
    },
  );

  app.put(
    '/user/change-password/:id',
    {
      preHandler: app.requireSelf,
      schema: {
        tags,
        security,
        summary: "Change one's own password; every other session is signed out",
        params: idParamSchema,
        body: changePasswordSchema,
        response: { 200: envelope(messageDataSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      await service.changePassword(id, request.body, request.cookies[REFRESH_COOKIE]);
      const message = 'Password changed successfully';
      return { success: true, message, data: { message } };
    },
  );
};

export default userRoutes;
