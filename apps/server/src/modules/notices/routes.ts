import { envelope } from '@carshop/contract/api';
import { adminNoticesSchema } from '@carshop/contract/notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { errorResponses, routesOf } from '../../lib/route-docs.ts';
import { getAdminNotices } from './service.ts';

const route = routesOf(['admin'], { private: true });

/** Warnings for the admin dashboard's banner, under /api/admin. */
const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/notices',
    route('readStats', {
      summary: 'What the dashboard must warn about: the demo admin password, and who can reach the server',
      response: { 200: envelope(adminNoticesSchema), ...errorResponses(401, 403, 503) },
    }),
    async () => {
      const address = app.server.address();
      const bound = typeof address === 'object' && address ? address.address : undefined;
      return ok('Notices retrieved successfully', await getAdminNotices(app.db, bound));
    },
  );
};

export default noticeRoutes;
