import { envelope } from '@carshop/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { etagMatches } from '../../lib/etag.ts';
import { HttpError } from '../../lib/http-error.ts';
import { errorResponses, routesOf } from '../../lib/route-docs.ts';
import { trustedOrigin } from '../../lib/trusted-origin.ts';
import { createVehicleFeeds, LEFT_OUT_LISTED } from './service.ts';
import { FEEDS, type FeedName } from './vehicle-feeds.ts';

const route = routesOf(['feeds']);
const staffRoute = routesOf(['feeds'], { private: true });
const TYPES: Record<FeedName, string> = {
  google: 'application/xml; charset=utf-8',
  meta: 'text/csv; charset=utf-8',
};

const leftOutSchema = z.object({
  settingsMissing: z.object({ google: z.array(z.string()), meta: z.array(z.string()) }),
  cars: z.array(z.object({ _id: z.string(), name: z.string(), missing: z.array(z.string()) })),
  total: z.number().int(),
});

/**
 * The vehicle feeds for buyers' search channels (issue 31, ADR 064) at stable addresses, and for the staff who
 * keep the stock, the cars that no feed can carry and why.
 */
const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const feeds = createVehicleFeeds(app);

  for (const name of Object.keys(FEEDS) as FeedName[]) {
    app.get(
      `/feeds/${FEEDS[name]}`,
      route('readFeeds', {
        summary: name === 'google' ? "Google's vehicle listings feed" : "Meta's automotive inventory feed",
        description:
          'Every car for sale that has what the feed requires, rebuilt after each change to car data. ' +
          '404 while a shop setting the feed needs is unset (the message names it).',
        response: {
          200: z.unknown().describe(name === 'google' ? 'XML (RSS 2.0)' : 'CSV, a header row first'),
          304: z.unknown().describe('Not modified: the ETag sent is the current one'),
          ...errorResponses(404),
        },
      }),
      async (request, reply) => {
        const sent = await feeds.feed(name, trustedOrigin(request, app.config.publicUrl));
        if ('missing' in sent) {
          throw new HttpError(404, `This feed is off until the shop sets ${sent.missing.join(', ')}.`);
        }
        reply
          .type(TYPES[name])
          .header('cache-control', 'no-cache')
          .header('etag', sent.etag)
          .header('vary', 'accept-encoding');
        if (etagMatches(request.headers['if-none-match'], sent.etag)) return reply.code(304).send();
        if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
          return reply.header('content-encoding', 'gzip').send(sent.gzip);
        }
        return reply.send(sent.text);
      },
    );
  }

  app.get(
    '/api/feeds/left-out',
    staffRoute('readFeedProblems', {
      summary: 'The cars for sale that the vehicle feeds leave out, and why (staff with the cars)',
      description: `The first ${LEFT_OUT_LISTED} such cars, with what each lacks; \`total\` counts them all.`,
      response: {
        200: envelope(leftOutSchema),
        ...errorResponses(401, 403),
      },
    }),
    async () => ok('Cars left out of the feeds', await feeds.leftOut()),
  );
};

export default feedRoutes;
