import { envelope } from '@carshop/contract/api';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/route-docs.ts';

const healthEnvelope = envelope(z.object({ status: z.enum(['ok', 'error']), db: z.enum(['up', 'down']) }));

/** A load balancer asks this before sending traffic; it must answer quickly even when the DB hangs. */
const DB_CHECK_TIMEOUT_MS = 2000;

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        // 503 carries the same data as 200, so a load balancer can read why.
        response: { 200: healthEnvelope, 503: healthEnvelope, ...errorResponses() },
      },
    },
    async (request, reply) => {
      try {
        await withTimeout(app.db.execute(sql`select 1`), DB_CHECK_TIMEOUT_MS);
        return ok('Server is healthy', { status: 'ok' as const, db: 'up' as const });
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({
          success: false,
          message: 'Database is unavailable',
          data: { status: 'error', db: 'down' },
        });
      }
    },
  );
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export default healthRoutes;
