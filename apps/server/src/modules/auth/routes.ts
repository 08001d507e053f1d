import { envelope, messageEnvelopeSchema } from '@carshop/contract/api';
import { loginSchema, refreshAnswerSchema, registerSchema } from '@carshop/contract/auth';
import { userSchema } from '@carshop/contract/user';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { type AttemptStore, createMemoryAttemptStore } from './attempt-store.ts';
import { createLoginLimiter } from './login-limiter.ts';
import { REFRESH_COOKIE, refreshCookieOptions } from './refresh-token.ts';
import { createAuthService } from './service.ts';

export type AuthRoutesOptions = {
  /** Where failed-login counters live; in memory by default (one app server). */
  attemptStore?: AttemptStore;
};

const tags = ['auth'];

/** POST /register, /login, /refresh-token, /logout under the /api/auth prefix. */
const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const limiter = createLoginLimiter(options.attemptStore ?? createMemoryAttemptStore(), app.config.login);
  const service = createAuthService({ db: app.db, accessTokens: app.accessTokens, limiter });
  const cookieOptions = refreshCookieOptions(app.config);
  const setRefreshCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE, token, cookieOptions);
  const clearRefreshCookie = (reply: FastifyReply) => {
    const { maxAge: _, ...rest } = cookieOptions;
    reply.clearCookie(REFRESH_COOKIE, rest);
  };

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Create a customer account',
        body: registerSchema,
        response: { 201: envelope(userSchema), ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const user = await service.register(request.body);
      return reply.status(201).send({ success: true, message: 'User registered successfully', data: user });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Log in: the access token in data, the refresh token in an httpOnly cookie',
        body: loginSchema,
        response: { 200: envelope(z.string()), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { accessToken, refreshToken } = await service.login(request.body, request.ip);
      setRefreshCookie(reply, refreshToken);
      return { success: true, message: 'User logged in successfully', data: accessToken };
    },
  );

  app.post(
    '/refresh-token',
    {
      schema: {
        tags,
        summary: 'Trade the refresh cookie for a new access token; rotates the cookie',
        response: { 200: envelope(refreshAnswerSchema), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      try {
        const { accessToken, refreshToken } = await service.refresh(request.cookies[REFRESH_COOKIE]);
        setRefreshCookie(reply, refreshToken);
        return { success: true, message: 'Access token refreshed successfully', data: { accessToken } };
      } catch (error) {
        // A cookie that no longer works is removed, so the browser stops presenting it.
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'Revoke the session of the refresh cookie and clear it',
        response: { 200: messageEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await service.logout(request.cookies[REFRESH_COOKIE]);
      clearRefreshCookie(reply);
      return { success: true, message: 'User logged out successfully' };
    },
  );
};

export default authRoutes;
