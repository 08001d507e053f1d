import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AccessTokens, createAccessTokens, EXPIRED_MESSAGE } from '../lib/access-token.ts';
import { type AuthUser, BLOCKED_MESSAGE, NOT_LOGGED_IN } from '../lib/auth-user.ts';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import { canActOn, isAdmin } from '../lib/policy.ts';

type Guard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /**
     * `onRequest` hooks: name them on a route, e.g. `onRequest: app.requireAdmin`. They run before the body
     * is read or validated, so a visitor gets 401 and a customer 403 whatever they send.
     */
    requireUser: Guard;
    /**
     * For routes anyone may use that remember who the user is (an enquiry): a request without a token is a
     * visitor (`request.user` stays null); a token that is sent must be good, as on any guarded route (401/403).
     */
    identifyUser: Guard;
    requireAdmin: Guard;
    requireSelf: Guard;
    requireSelfOrAdmin: Guard;
  }
  interface FastifyRequest {
    /** Set by the guards from the user's current database row; null on routes without a guard. */
    user: AuthUser | null;
  }
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

  app.decorate('requireUser', async (request: FastifyRequest) => {
    await authenticate(request);
  });
  app.decorate('identifyUser', async (request: FastifyRequest) => {
    if (readAccessToken(request)) await authenticate(request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!isAdmin(await authenticate(request))) throw forbidden();
  });
  app.decorate('requireSelf', async (request: FastifyRequest) => {
    if ((await authenticate(request)).id !== paramId(request)) throw forbidden();
  });
  app.decorate('requireSelfOrAdmin', async (request: FastifyRequest) => {
    if (!canActOn(await authenticate(request), paramId(request))) throw forbidden();
  });
}

/** The user a guard attached; a route without a guard that calls this is a programming error. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(NOT_LOGGED_IN);
  return request.user;
}

export default fp(authPlugin, { name: 'auth', dependencies: ['errors'] });
