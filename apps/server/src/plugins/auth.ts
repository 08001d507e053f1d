import type { Role, UserStatus } from '@carshop/contract/user';
import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../db/schema/users.ts';
import { type AccessTokens, createAccessTokens, EXPIRED_MESSAGE } from '../lib/access-token.ts';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import { isUuid } from '../lib/ids.ts';

export type AuthUser = { id: string; email: string; role: Role; status: UserStatus; name: string };
type Guard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** preHandlers: name them on a route, e.g. `preHandler: app.requireAdmin`. */
    requireUser: Guard;
    requireAdmin: Guard;
    requireSelf: Guard;
    requireSelfOrAdmin: Guard;
  }
  interface FastifyRequest {
    /** Set by the guards from the user's current database row; null on routes without a guard. */
    user: AuthUser | null;
  }
}

export const BLOCKED_MESSAGE = 'Your account is blocked';
const NOT_LOGGED_IN = 'You are not authorized';

/** The spec's client sends the bare token; `Bearer <token>` is accepted too. */
export function readAccessToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  const bearer = /^bearer\s+(.+)$/i.exec(header);
  return bearer ? bearer[1] : header;
}

/**
 * Access tokens are short-lived JWTs, but every guarded request still reads the user's current row, so
 * blocking a user or changing a role takes effect at once rather than when the token expires.
 */
async function authPlugin(app: FastifyInstance) {
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
    if (!isUuid(claims.id)) throw unauthorized(NOT_LOGGED_IN);
    const [user] = await app.db
      .select({
        id: users.id,
        email: users.email,
        role: users.role,
        status: users.status,
        name: users.name,
        sessionVersion: users.sessionVersion,
      })
      .from(users)
      .where(eq(users.id, claims.id));
    if (!user) throw unauthorized(NOT_LOGGED_IN);
    if (user.status === 'blocked') throw forbidden(BLOCKED_MESSAGE);
    // Issued before the password changed: 'jwt expired' makes a client refresh, which only the session
    // that changed the password can still do.
    if ((claims.sv ?? 0) !== user.sessionVersion) throw unauthorized(EXPIRED_MESSAGE);
    const { sessionVersion: _, ...current } = user;
    request.user = current;
    return current;
  }

  const paramId = (request: FastifyRequest) => (request.params as { id?: string } | undefined)?.id;

  app.decorate('requireUser', async (request: FastifyRequest) => {
    await authenticate(request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const user = await authenticate(request);
    if (user.role !== 'admin') throw forbidden();
  });
  app.decorate('requireSelf', async (request: FastifyRequest) => {
    const user = await authenticate(request);
    if (paramId(request) !== user.id) throw forbidden();
  });
  app.decorate('requireSelfOrAdmin', async (request: FastifyRequest) => {
    const user = await authenticate(request);
    if (user.role !== 'admin' && paramId(request) !== user.id) throw forbidden();
  });
}

/** The user a guard attached; a route without a guard that calls this is a programming error. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(NOT_LOGGED_IN);
  return request.user;
}

export default fp(authPlugin, { name: 'auth', dependencies: ['errors'] });
