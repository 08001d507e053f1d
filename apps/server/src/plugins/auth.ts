import cookie from '@fastify/cookie';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginCallback,
  FastifyPluginOptions,
  FastifyRequest,
} from 'fastify';
import fp from 'fastify-plugin';
import { type AccessTokens, createAccessTokens, EXPIRED_MESSAGE } from '../lib/access-token.ts';
import { type AuthUser, BLOCKED_MESSAGE, NOT_LOGGED_IN } from '../lib/auth-user.ts';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import { type Action, allows, isAction, POLICIES, type Policy } from '../lib/policies.ts';
import { ACCESS_TOKEN } from '../lib/route-docs.ts';

type Guard = (request: FastifyRequest) => Promise<void>;

/** A route and the action of lib/policies.ts it is (policies.api.test.ts walks them all). */
export type RoutePolicy = { method: string; url: string; policy: Action };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route does, a row of lib/policies.ts: the auth plugin builds its guard from it. */
    policy?: Action;
  }
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** Every route with its action, in the order they were added. */
    routePolicies: RoutePolicy[];
  }
  interface FastifyRequest {
    /** Set by the guards from the user's current database row; null on routes without a guard. */
    user: AuthUser | null;
  }
}

const DEFAULT_POLICY = Symbol('carshop.defaultPolicy');

/**
 * Registers a plugin we do not write (the API docs' pages) with one action for every route it adds, since it
 * cannot name one itself.
 */
export function registerWithPolicy<Options extends FastifyPluginOptions>(
  app: FastifyInstance,
  policy: Action,
  plugin: FastifyPluginCallback<Options> | FastifyPluginAsync<Options>,
  options: Options,
) {
  return app.register(async (scope) => {
    (scope as unknown as Record<symbol, Action>)[DEFAULT_POLICY] = policy;
    await scope.register(plugin as FastifyPluginAsync<Options>, options);
  });
}

type AuthPluginOptions = {
  /** The user's current row (users module), or undefined when there is none. */
  loadUser: (id: string) => Promise<(AuthUser & { sessionVersion: number }) | undefined>;
  /** Whether the session an access token belongs to still stands (sessions module). */
  isSessionLive: (sessionId: string) => Promise<boolean>;
};

/** The spec's client sends the bare token; `Bearer <token>` is accepted too. */
function readAccessToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  const bearer = /^bearer\s+(.+)$/i.exec(header);
  return bearer ? bearer[1] : header;
}

/**
 * Access tokens are short-lived JWTs, but every guarded request still reads the user's current row and asks
 * whether the token's session stands (in parallel), so blocking a user, changing a role, logging out or a
 * detected theft takes effect at once rather than when the token expires.
 */
async function authPlugin(app: FastifyInstance, { loadUser, isSessionLive }: AuthPluginOptions) {
  const secret = app.config.jwtSecret;
  if (!secret) throw new Error('config.jwtSecret must be set before the auth plugin is registered');
  if (!app.hasPlugin('@fastify/cookie')) await app.register(cookie);

  const accessTokens = createAccessTokens(secret);
  app.decorate('accessTokens', accessTokens);
  app.decorateRequest('user', null);

  async function authenticate(request: FastifyRequest): Promise<AuthUser> {
    const token = readAccessToken(request);
    if (!token) throw unauthorized(NOT_LOGGED_IN);
    const claims = accessTokens.verify(token);
    const [user, sessionLive] = await Promise.all([
      loadUser(claims.id),
      claims.sid ? isSessionLive(claims.sid) : false,
    ]);
    if (!user) throw unauthorized(NOT_LOGGED_IN);
    if (user.status === 'blocked') throw forbidden(BLOCKED_MESSAGE);
    // Issued before the password changed, or before tokens named their session: 'jwt expired' makes a
    // client refresh, which only a session that still stands can do.
    if ((claims.sv ?? 0) !== user.sessionVersion || !claims.sid) throw unauthorized(EXPIRED_MESSAGE);
    // The session was logged out, revoked as stolen, or is past its absolute age.
    if (!sessionLive) throw unauthorized(NOT_LOGGED_IN);
    const { sessionVersion: _, ...current } = user;
    request.user = current;
    return current;
  }

  // Route params are known at onRequest (the URL is routed before any hook runs); the body is not read yet.
  const paramId = (request: FastifyRequest) => (request.params as { id?: string } | undefined)?.id ?? '';

  const signedIn: Guard = async (request) => {
    await authenticate(request);
  };
  const identify: Guard = async (request) => {
    if (readAccessToken(request)) await authenticate(request);
  };

  /**
   * The route's guard, an `onRequest` hook after the route's own: it runs before the body is read or validated,
   * so a visitor gets 401 and a customer 403 whatever they send. Where the rule is about a record (an order),
   * the guard only asks for a signed-in user and the service asks the rest (404).
   */
  /** What the route's documentation says it needs: an access token, an optional one, or nothing (undefined). */
  function securityOf(action: Action) {
    const policy: Policy = POLICIES[action];
    if (!('anyone' in policy)) return ACCESS_TOKEN;
    return policy.anyone === 'identify' ? [{}, ...ACCESS_TOKEN] : undefined;
  }

  function guardFor(action: Action): Guard | undefined {
    const policy: Policy = POLICIES[action];
    if ('anyone' in policy) return policy.anyone === 'identify' ? identify : undefined;
    if (policy.owner === 'record') return signedIn;
    return async (request) => {
      if (!allows(action, await authenticate(request), paramId(request))) throw forbidden();
    };
  }

  app.decorate('routePolicies', [] as RoutePolicy[]);
  app.addHook('onRoute', function onRoute(route) {
    const policy = route.config?.policy ?? (this as unknown as Record<symbol, unknown>)[DEFAULT_POLICY];
    if (!isAction(policy)) {
      throw new Error(
        `${route.method} ${route.url} names no action of lib/policies.ts (config.policy): who may use it?`,
      );
    }
    for (const method of [route.method].flat()) app.routePolicies.push({ method, url: route.url, policy });
    const guard = guardFor(policy);
    if (guard) route.onRequest = [...[route.onRequest ?? []].flat(), guard];
    // The API's documentation says what the policy asks, so the two cannot disagree.
    const security = securityOf(policy);
    if (route.schema && !route.schema.hide && security) route.schema.security = security;
  });
}

/** The user a guard attached; a route without a guard that calls this is a programming error. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(NOT_LOGGED_IN);
  return request.user;
}

export default fp(authPlugin, { name: 'auth', dependencies: ['errors'] });
