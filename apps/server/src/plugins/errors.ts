import { GENERIC_ERROR } from '@carshop/contract/api';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../lib/database-errors.ts';
import { HttpError } from '../lib/http-error.ts';

/**
 * The error half of the HTTP contract: every failure answers with the JSON envelope and a proper status;
 * a 5xx says only "Something went wrong" and is logged with the request id. No stack trace leaves the server.
 */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: [
          error.validationContext,
          ...String(issue.instancePath ?? '')
            .split('/')
            .filter(Boolean),
        ]
          .filter(Boolean)
          .join('.'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply
        .status(400)
        .send({ success: false, message: errors[0]?.message ?? 'Invalid input', errors });
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      const { errors } = error;
      return reply
        .status(error.statusCode)
        .send({ success: false, message: error.message, ...(errors ? { errors } : {}) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ success: false, message: GENERIC_ERROR });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong media type): safe to tell.
      if (status === 429 && error.message)
        return reply.status(429).send({ success: false, message: error.message });
      return reply.status(status).send({ success: false, message: clientMessage(status, error) });
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL restarting or out of reach: say so and when to retry; the pool reconnects by itself.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ success: false, message: DATABASE_UNAVAILABLE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: GENERIC_ERROR });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ success: false, message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}

function clientMessage(status: number, error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Malformed JSON body';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported media type';
    default:
      if (status === 413) return 'Request body is too large';
      if (status === 415) return 'Unsupported media type';
      return error.message || 'Bad request';
  }
}

export default fp(errorsPlugin, { name: 'errors' });
