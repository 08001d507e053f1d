import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Storefronts on other origins (CORS_ORIGINS, ADR 026): their pages may call the API with credentials (the
 * refresh cookie). `@fastify/cors` answers the preflight for the methods and headers the API uses, names only a
 * listed origin in `Access-Control-Allow-Origin` (never `*`, which credentials forbid) and adds `Vary: Origin`.
 * Without CORS_ORIGINS nothing is registered: browsers keep other origins out.
 */
async function cors(app: FastifyInstance) {
  const origins = app.config.corsOrigins;
  if (origins.length === 0) return;
  await app.register(fastifyCors, {
    origin: [...origins],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
    strictPreflight: true,
  });
}

export default fp(cors, { name: 'cors' });
