import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * For routes whose answers carry tokens or account data (auth, users, orders): `Cache-Control: no-store`
 * keeps them out of the browser's cache and any shared cache on the way, errors included. A module adds it
 * to all of its routes by declaring them with `routesOf(tags, { private: true })` (lib/route-docs.ts) or in one
 * line, `app.addHook('onRequest', noStore)` (the hook stays inside the module's plugin); or to one route:
 * `onRequest: noStore`. The route's guard, from its policy, runs after it.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}
