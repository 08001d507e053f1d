import { ALERT_MESSAGES, unsubscribeQuerySchema, unsubscribeScopeSchema } from '@carshop/contract/alert';
import { envelope } from '@carshop/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { errorResponses, routesOf } from '../../lib/route-docs.ts';
import { describeUnsubscribe, unsubscribe } from './service.ts';
import { unsubscribeKey } from './unsubscribe-token.ts';

const route = routesOf(['alerts'], { private: true }); // about one buyer: never kept by a shared cache

/** What a mail client sends with a one-click unsubscribe (RFC 8058: `List-Unsubscribe=One-Click`): read, not used. */
const ONE_CLICK_BODY_LIMIT = 4 * 1024;

/**
 * The alert mails' unsubscribe address under /api (ADR 071): the `List-Unsubscribe` header's URL and what the
 * unsubscribe page calls. No session: the signed token in the query says whose alerts and which.
 */
const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  const key = unsubscribeKey(app.config.jwtSecret);
  // RFC 8058's POST carries a form body (`List-Unsubscribe=One-Click`), urlencoded or multipart; the page sends none.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'],
    { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/alerts/unsubscribe',
    route('unsubscribeFromAlerts', {
      summary: 'What an alert mail’s unsubscribe link would stop (changes nothing)',
      description:
        'Mail scanners open links: reading never unsubscribes. 400 for a token that is not the shop’s; 404 when ' +
        'its saved search or car is gone.',
      querystring: unsubscribeQuerySchema,
      response: { 200: envelope(unsubscribeScopeSchema), ...errorResponses(400, 404) },
    }),
    async (request) =>
      ok(ALERT_MESSAGES.described, await describeUnsubscribe(app.db, key, request.query.token)),
  );

  app.post(
    '/alerts/unsubscribe',
    route('unsubscribeFromAlerts', {
      summary: 'Stop the alert mails an unsubscribe link names (RFC 8058 one-click; no session)',
      description:
        'The `List-Unsubscribe` header of every alert mail names this address with its token; a mail client ' +
        'POSTs `List-Unsubscribe=One-Click` to it. Doing it twice is fine. 400 for a token that is not the ' +
        'shop’s; 404 when its saved search or car is gone.',
      querystring: unsubscribeQuerySchema,
      response: { 200: envelope(unsubscribeScopeSchema), ...errorResponses(400, 404) },
    }),
    async (request) => ok(ALERT_MESSAGES.unsubscribed, await unsubscribe(app.db, key, request.query.token)),
  );
};

export default alertRoutes;
