import { envelope, idParamSchema, messageDataSchema, messageEnvelopeSchema } from '@carshop/contract/api';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  PASSWORD_RESET_MESSAGES,
  RESET_LINK_MINUTES,
  refreshAnswerSchema,
  registerSchema,
  resetPasswordSchema,
} from '@carshop/contract/auth';
import {
  EMAIL_VERIFICATION_MESSAGES,
  VERIFICATION_MAILS_PER_HOUR,
  VERIFY_LINK_HOURS,
  verifyEmailSchema,
} from '@carshop/contract/email-verification';
import { userSchema } from '@carshop/contract/user';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey } from '../../lib/client-address.ts';
import { checkRequestOrigin } from '../../lib/cross-origin.ts';
import { ok, okMessage } from '../../lib/envelope.ts';
import { errorResponses, routesOf } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { resendVerificationMail, verifyEmail } from './email-verification.service.ts';
import { createLoginLimiter } from './login-limiter.ts';
import {
  createLinkTokens,
  createResetWork,
  requestPasswordReset,
  resetPasswordWithLink,
} from './password-reset.service.ts';
import { REFRESH_COOKIE, refreshCookieOptions } from './refresh-cookie.ts';
import { createRegistrationLimiter } from './registration-limiter.ts';
import { changePassword, login, logout, refresh, register } from './service.ts';

const route = routesOf(['auth'], { private: true });
const TOO_MANY_WRONG_PASSWORDS = 'Too many wrong passwords. Try again later.';

/** Registration, sessions and passwords under /api/auth. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every answer here carries tokens or account data: no cache, shared or private, may keep it.
  // Failed-login, wrong-password and sign-up counters: shared by every app server (ADR 027).
  const store = app.attemptStore;
  const limiter = createLoginLimiter(store, app.config.login);
  const passwordLimiter = createLoginLimiter(store, app.config.login, { message: TOO_MANY_WRONG_PASSWORDS });
  const registrationLimiter = createRegistrationLimiter(store, app.config.registrationsPerHour);
  const tokens = app.accessTokens;
  // "Forgot password?": the link's work happens after the answer (the same time for any email); closing waits for it.
  const resetWork = createResetWork(app.log);
  const linkTokens = createLinkTokens(app.config.jwtSecret);
  app.addHook('onClose', () => resetWork.idle());
  const setRefreshCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE, token, refreshCookieOptions(app.config, reply.request));
  const clearRefreshCookie = (reply: FastifyReply) => {
    const { maxAge: _, ...rest } = refreshCookieOptions(app.config, reply.request);
    reply.clearCookie(REFRESH_COOKIE, rest);
  };

  app.post(
    '/register',
    route('register', {
      summary: 'Create a customer account; a link to confirm its email is mailed to it',
      body: registerSchema,
      response: { 201: envelope(userSchema), ...errorResponses(400, 409, 429, 503) },
    }),
    async (request, reply) => {
      const user = await register(app.db, request.body, {
        ip: clientKey(request.ip),
        limiter: registrationLimiter,
        store,
        mail: app.mailSettings,
      });
      return reply.status(201).send(ok('User registered successfully', user));
    },
  );

  app.post(
    '/login',
    route('signIn', {
      summary: 'Log in: the access token in data, the refresh token in an httpOnly cookie',
      body: loginSchema,
      response: { 200: envelope(z.string()), ...errorResponses(400, 403, 429, 503) },
    }),
    async (request, reply) => {
      const session = await login(app.db, request.body, { ip: clientKey(request.ip), limiter, tokens });
      setRefreshCookie(reply, session.refreshToken);
      return ok('User logged in successfully', session.accessToken);
    },
  );

  app.post(
    '/refresh-token',
    route(
      'signIn',
      {
        summary: 'Trade the refresh cookie for a new access token; rotates the cookie',
        description:
          'With CORS_ORIGINS set, a browser request must come from the shop or a listed origin (`Origin`), else 403.',
        response: { 200: envelope(refreshAnswerSchema), ...errorResponses(401, 403) },
      },
      async (request) => checkRequestOrigin(request, app.config),
    ),
    async (request, reply) => {
      try {
        const session = await refresh(app.db, request.cookies[REFRESH_COOKIE], {
          tokens,
          sessions: app.config.sessions,
        });
        // A repeated refresh (REFRESH_GRACE_MS) leaves the cookie to the rotation's answer.
        if (session.refreshToken) setRefreshCookie(reply, session.refreshToken);
        return ok('Access token refreshed successfully', { accessToken: session.accessToken });
      } catch (error) {
        // A cookie that no longer works is removed, so the browser stops presenting it.
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );

  app.post(
    '/logout',
    route(
      'signIn',
      {
        summary: 'Revoke the session of the refresh cookie and clear it',
        description:
          'With CORS_ORIGINS set, a browser request must come from the shop or a listed origin (`Origin`), else 403.',
        response: { 200: messageEnvelopeSchema, ...errorResponses(403) },
      },
      async (request) => checkRequestOrigin(request, app.config),
    ),
    async (request, reply) => {
      await logout(app.db, request.cookies[REFRESH_COOKIE]);
      clearRefreshCookie(reply);
      return ok('User logged out successfully');
    },
  );

  app.post(
    '/forgot-password',
    route('recoverAccount', {
      summary: 'Mail a link to reset the password (the same answer whether the account exists or not)',
      description:
        `The link works once, for ${RESET_LINK_MINUTES} minutes; asking again while it is live mails the same ` +
        'link. The answer comes before any account is looked up. Counted per client address ' +
        '(PASSWORD_RESETS_PER_ADDRESS_PER_HOUR), per email from one address (PASSWORD_RESETS_PER_ACCOUNT_PER_HOUR) ' +
        'and per email from all addresses (PASSWORD_RESETS_PER_ACCOUNT_ALL_ADDRESSES_PER_HOUR): 429 beyond. ' +
        'A blocked account gets no link.',
      body: forgotPasswordSchema,
      response: { 200: envelope(messageDataSchema), ...errorResponses(400, 429, 503) },
    }),
    async (request) => {
      await requestPasswordReset(app.db, request.body, {
        ip: clientKey(request.ip),
        store,
        limits: app.config.passwordResets,
        mail: app.mailSettings,
        tokens: linkTokens,
        work: resetWork,
      });
      return okMessage(PASSWORD_RESET_MESSAGES.sent);
    },
  );

  app.post(
    '/reset-password',
    route('recoverAccount', {
      summary: "Set a new password with a mailed link's token; every session of the account ends",
      body: resetPasswordSchema,
      response: { 200: envelope(messageDataSchema), ...errorResponses(400, 503) },
    }),
    async (request) => {
      await resetPasswordWithLink(app.db, request.body);
      return okMessage(PASSWORD_RESET_MESSAGES.done);
    },
  );

  app.post(
    '/verify-email',
    route('verifyEmail', {
      summary: "Confirm an account's email with the mailed link's token (single use)",
      description: `The link works once, for ${VERIFY_LINK_HOURS} hours; anyone holding it may open it.`,
      body: verifyEmailSchema,
      response: { 200: envelope(messageDataSchema), ...errorResponses(400, 503) },
    }),
    async (request) => {
      await verifyEmail(app.db, request.body.token);
      return okMessage(EMAIL_VERIFICATION_MESSAGES.verified);
    },
  );

  app.post(
    '/verification-mail',
    route('askForVerificationMail', {
      summary: 'Mail the signed-in account a new link to confirm its email ("Send again")',
      description:
        `At most ${VERIFICATION_MAILS_PER_HOUR} an hour per account and per mailbox (+tags and Gmail's dots ` +
        'folded): 429 beyond. 409 when the email is confirmed already.',
      response: { 200: envelope(messageDataSchema), ...errorResponses(401, 403, 409, 429, 503) },
    }),
    async (request) => {
      await resendVerificationMail(app.db, currentUser(request).id, { store, mail: app.mailSettings });
      return okMessage(EMAIL_VERIFICATION_MESSAGES.sent);
    },
  );

  app.put(
    '/user/change-password/:id',
    route('changePassword', {
      summary: "Change one's own password; every other session is signed out",
      params: idParamSchema,
      body: changePasswordSchema,
      response: { 200: envelope(messageDataSchema), ...errorResponses(400, 401, 403, 429, 503) },
    }),
    async (request) => {
      const { id } = currentUser(request);
      await changePassword(app.db, id, request.body, {
        presentedRefreshToken: request.cookies[REFRESH_COOKIE],
        limiter: passwordLimiter,
      });
      return okMessage('Password changed successfully');
    },
  );
};

export default authRoutes;
