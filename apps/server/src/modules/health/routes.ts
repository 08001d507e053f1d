import { envelope } from '@carshop/contract/api';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMigrationsCheck } from '../../db/migrations-status.ts';
import { ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/route-docs.ts';

const healthEnvelope = envelope(z.object({ status: z.enum(['ok', 'error']), db: z.enum(['up', 'down']) }));
const liveEnvelope = envelope(z.object({ status: z.literal('ok') }));
const readyEnvelope = envelope(
  z.object({
    status: z.enum(['ok', 'error']),
    db: z.enum(['up', 'down']),
    migrations: z.enum(['done', 'pending', 'unknown']),
    draining: z.boolean(),
  }),
);

/** A load balancer asks this before sending traffic; it must answer quickly even when the DB hangs. */
const DB_CHECK_TIMEOUT_MS = 2000;

/**
 * Three questions a load balancer or an orchestrator asks an app server:
 * - `/health/live`: is the process serving at all? Nothing else is checked, so a database outage never gets a
 *   healthy server restarted (the requests meanwhile answer 503 and it recovers by itself).
 * - `/health/ready`: should it get traffic? The database answers, every migration this build knows is applied,
 *   and the server is not draining (after SIGTERM, server.ts).
 * - `/health`: the database check alone, as it always was.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const migrationsDone = createMigrationsCheck(app.db);
  const databaseUp = async () => {
    try {
      await withTimeout(app.db.execute(sql`select 1`), DB_CHECK_TIMEOUT_MS);
      return true;
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return false;
    }
  };

  app.get(
    '/health',
    {
      config: { policy: 'readHealth' },
      schema: {
        tags: ['health'],
        summary: 'Database reachability',
        // 503 carries the same data as 200, so a load balancer can read why.
        response: { 200: healthEnvelope, 503: healthEnvelope, ...errorResponses() },
      },
    },
    async (_request, reply) => {
      if (await databaseUp()) return ok('Server is healthy', { status: 'ok' as const, db: 'up' as const });
      return reply.status(503).send({
        success: false,
        message: 'Database is unavailable',
        data: { status: 'error', db: 'down' },
      });
    },
  );

  app.get(
    '/health/live',
    {
      config: { policy: 'readHealth' },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process serves',
        response: { 200: liveEnvelope, ...errorResponses() },
      },
    },
    async () => ok('Server is running', { status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      config: { policy: 'readHealth' },
      schema: {
        tags: ['health'],
        summary: 'Readiness: database reachable, migrations done, not draining',
        response: { 200: readyEnvelope, 503: readyEnvelope, ...errorResponses() },
      },
    },
    async (_request, reply) => {
      const draining = app.lifecycle.draining;
      const db = (await databaseUp()) ? ('up' as const) : ('down' as const);
      const migrations =
        db === 'down'
          ? ('unknown' as const)
          : (await migrationsDone().catch(() => false))
            ? ('done' as const)
            : ('pending' as const);
      const ready = !draining && db === 'up' && migrations === 'done';
      const data = { status: ready ? ('ok' as const) : ('error' as const), db, migrations, draining };
      if (ready) return ok('Server is ready', data);
      const message = draining
        ? 'Server is shutting down'
        : db === 'down'
          ? 'Database is unavailable'
          : 'Database migrations are pending';
      return reply.status(503).send({ success: false, message, data });
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
