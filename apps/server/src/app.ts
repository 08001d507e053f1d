import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerJobs } from './jobs.ts';
import { logSerializers } from './lib/log-serializers.ts';
import { limitPasswordWork } from './lib/password.ts';
import { RequestLogs } from './lib/request-logs.ts';
import alertRoutes from './modules/alerts/routes.ts';
import auditRoutes from './modules/audit/routes.ts';
import { openAttemptStore } from './modules/auth/attempt-stores.service.ts';
import invitationRoutes from './modules/auth/invitation-routes.ts';
import authRoutes from './modules/auth/routes.ts';
import { createCarChanges } from './modules/cars/car-changes.service.ts';
import carImportRoutes from './modules/cars/car-import-routes.ts';
import { createCatalogueReads } from './modules/cars/catalogue-reads.service.ts';
import carRoutes from './modules/cars/routes.ts';
import enquiryRoutes from './modules/enquiries/routes.ts';
import tradeInRoutes from './modules/enquiries/trade-in-routes.ts';
import favouriteRoutes from './modules/favourites/routes.ts';
import feedRoutes from './modules/feeds/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import { mailSettings } from './modules/mail/service.ts';
import noticeRoutes from './modules/notices/routes.ts';
import orderRoutes from './modules/orders/routes.ts';
import paymentRoutes from './modules/payments/routes.ts';
import { createStripeProvider } from './modules/payments/stripe-provider.ts';
import receiptRoutes from './modules/receipts/routes.ts';
import savedSearchRoutes from './modules/saved-searches/routes.ts';
import { isSessionLive } from './modules/sessions/service.ts';
import statsRoutes from './modules/stats/routes.ts';
import todayRoutes from './modules/today/routes.ts';
import type { PictureStore } from './modules/uploads/picture-store.ts';
import { openPictureStore } from './modules/uploads/picture-stores.service.ts';
import uploadRoutes from './modules/uploads/routes.ts';
import pictureRoutes from './modules/uploads/serve-routes.ts';
import userRoutes from './modules/users/routes.ts';
import { findSessionUser } from './modules/users/service.ts';
import webhookRoutes from './modules/webhooks/routes.ts';
import authPlugin from './plugins/auth.ts';
import compressionPlugin from './plugins/compression.ts';
import corsPlugin from './plugins/cors.ts';
import docsPlugin from './plugins/docs.ts';
import errorsPlugin from './plugins/errors.ts';
import securityPlugin from './plugins/security.ts';
import { EARLY_TAPS_HASH } from './web/early-taps.ts';
import webPlugin from './web/web-host.ts';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** `false` for silence (tests); otherwise pino options, always with the serializers below. */
  logger?: false | Exclude<FastifyServerOptions['logger'], boolean | undefined>;
  /** The store the pictures live in, when the caller opened it already (server.ts seeds through it); the app closes it. */
  pictureStore?: PictureStore;
};

/** Builds the whole app (plugins, then modules) without listening, so tests can `inject` into it. */
export async function buildApp({ config, database, logger, pictureStore }: BuildAppOptions) {
  const app = Fastify({
    // The serializers keep SQL parameters (emails, password hashes) out of error logs.
    logger: logger === false ? false : { level: config.logLevel, ...logger, serializers: logSerializers },
    // One line per request at most, and only some of the ordinary ones, unless the level is debug or trace.
    logController: new RequestLogs({
      everyRequest: config.logLevel === 'debug' || config.logLevel === 'trace',
    }),
    bodyLimit: 1024 * 1024,
    // Off unless configured: otherwise any client could pick its own IP for the login limiter.
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    // While a graceful stop finishes, a request that still arrives on an open keep-alive connection (a
    // balancer's pooled upstream connection) is answered as usual, with `connection: close`
    // (endKeepAliveOnClose), instead of Fastify's default 503 that nginx passes on to the visitor: a rolling
    // restart fails no request (scale test).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  limitPasswordWork(config.passwordWork);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('lifecycle', { draining: false });
  const carChanges = createCarChanges(database.notifications, (error) =>
    app.log.warn({ err: error }, 'could not tell the other app servers that car data changed'),
  );
  app.decorate('carChanges', carChanges);
  app.decorate(
    'catalogue',
    createCatalogueReads(
      {
        cacheMs: config.catalogueCacheMs,
        countsMs: config.carCountsMs,
        search: config.search,
        priceDropDays: config.alerts.priceDropDays,
      },
      {
        db: database.db,
        changes: carChanges,
        report: (error) =>
          app.log.warn({ err: error }, 'could not copy the cars for counting; counting in the database'),
      },
    ),
  );
  const pictures = pictureStore ?? openPictureStore(config, database);
  app.decorate('pictureStore', pictures);
  app.decorate('mailSettings', mailSettings(config));
  app.decorate(
    'payments',
    config.payments.stripe && config.shopCurrency
      ? {
          provider: createStripeProvider(config.payments.stripe),
          currency: config.shopCurrency,
          hold: config.payments.hold,
        }
      : undefined,
  );
  app.addHook('onClose', async () => pictures.close?.());
  const attempts = openAttemptStore({ redis: config.redis, database });
  app.decorate('attemptStore', attempts.store);
  app.addHook('onReady', attempts.ready);
  app.addHook('onClose', attempts.close);

  // Cross-cutting plugins first, then the modules under /api, then the web app.
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { pageScriptHashes: [EARLY_TAPS_HASH] });
  await app.register(corsPlugin);
  await app.register(compressionPlugin);
  // Before any route: it refuses a route without a policy (lib/policies.ts) and gives the others their guard.
  await app.register(authPlugin, {
    loadUser: (id) => findSessionUser(app.db, id),
    isSessionLive: (sessionId) => isSessionLive(app.db, sessionId, config.sessions),
  });
  await app.register(docsPlugin); // before any other route: it collects them for /api/openapi.json
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(userRoutes, { prefix: '/api/auth' });
  await app.register(invitationRoutes, { prefix: '/api/auth' });
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(carRoutes, { prefix: '/api' });
  await app.register(carImportRoutes, { prefix: '/api' });
  await app.register(noticeRoutes, { prefix: '/api' });
  await app.register(uploadRoutes, { prefix: '/api' });
  await app.register(orderRoutes, { prefix: '/api' });
  await app.register(paymentRoutes, { prefix: '/api' });
  await app.register(receiptRoutes, { prefix: '/api' });
  await app.register(statsRoutes, { prefix: '/api' });
  await app.register(todayRoutes, { prefix: '/api' });
  await app.register(enquiryRoutes, { prefix: '/api' });
  await app.register(tradeInRoutes, { prefix: '/api' });
  await app.register(favouriteRoutes, { prefix: '/api' });
  await app.register(savedSearchRoutes, { prefix: '/api' });
  await app.register(alertRoutes, { prefix: '/api' });
  await app.register(auditRoutes, { prefix: '/api' });
  await app.register(webhookRoutes, { prefix: '/api' });
  await app.register(feedRoutes); // /feeds/ and /api/feeds/
  await app.register(pictureRoutes); // /uploads/
  await app.register(webPlugin); // last: its catch-all must not shadow anything
  registerJobs(app, { shared: database.kind === 'postgres' });
  endKeepAliveOnClose(app);

  return app;
}

/**
 * A graceful stop (SIGTERM) waits for in-flight requests, but a connection whose request was in flight stays
 * open after its answer when the client keeps connections alive (browsers do, for minutes): the server never
 * finishes closing, and the stop ends in a forced exit that leaves the data directory lock behind. So once
 * the app is closing, every answer tells the client that this connection ends with it.
 */
function endKeepAliveOnClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback, not an async function: this runs on every answer, and a promise per answer is measurable.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
