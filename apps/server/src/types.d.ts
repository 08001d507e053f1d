import type { Config } from './config.ts';
import type { Db } from './db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
  }
}
