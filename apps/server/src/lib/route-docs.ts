import { errorEnvelopeSchema } from '@carshop/contract/api';
import type { FastifyRequest, FastifySchema } from 'fastify';
import { noStore } from './no-store.ts';
import type { Action } from './policies.ts';

/**
 * How every route documents itself in the OpenAPI document (plugins/docs.ts): its success schema, then
 * `...errorResponses(<the statuses it can answer>)`. Each listed status, and 500 which any route can
 * answer, is serialized through the same error envelope schema.
 */
export function errorResponses<const Code extends number>(...codes: Code[]) {
  return Object.fromEntries([...codes, 500].map((code) => [code, errorEnvelopeSchema])) as Record<
    Code | 500,
    typeof errorEnvelopeSchema
  >;
}

/** Routes behind a guard name the access token scheme declared by plugins/docs.ts. */
export const ACCESS_TOKEN = [{ accessToken: [] }];

/**
 * What every route declares, in one call: the action of lib/policies.ts it is (the auth plugin builds its guard
 * from it), its schema under the module's tags and, in a module whose answers carry tokens or people's data,
 * `Cache-Control: no-store` on every answer, errors included (lib/no-store.ts). A module makes its own once,
 * `const route = routesOf(['audit'], { private: true })`, then declares each route as
 * `app.get('/audit', route('readAudit', { summary, querystring, response }), handler)`. `checks` run first, before
 * the guard reads the body (such as the origin check of the refresh cookie's routes).
 */
export const routesOf =
  (tags: string[], { private: personal = false } = {}) =>
  <Schema extends FastifySchema>(
    policy: Action,
    schema: Schema,
    ...checks: ((request: FastifyRequest) => Promise<void>)[]
  ) => ({
    config: { policy },
    schema: { tags, ...schema },
    onRequest: personal ? [noStore, ...checks] : checks,
  });
