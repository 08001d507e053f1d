import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import errorsPlugin from './plugins/errors.ts';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
};

/** Builds the whole app (plugins, then modules) without listening, so tests can `inject` into it. */
export async function buildApp({ config, database, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);

  // Cross-cutting plugins first, then the modules under /api, then the web app.
  await app.register(errorsPlugin);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
