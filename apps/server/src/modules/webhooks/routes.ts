import { envelope, idParamSchema } from '@carshop/contract/api';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  webhookCreatedSchema,
  webhookCreateSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookUpdateSchema,
} from '@carshop/contract/webhook';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { errorResponses, routesOf } from '../../lib/route-docs.ts';
import {
  addWebhookEndpoint,
  changeWebhookEndpoint,
  DELIVERY_LOG_SIZE,
  listWebhookDeliveries,
  listWebhookEndpoints,
  removeWebhookEndpoint,
  resendWebhookDelivery,
} from './service.ts';

// The answers carry the endpoints' addresses and, once, a secret: never kept by a cache.
const route = routesOf(['webhooks'], { private: true });

/** The admin's outgoing webhooks (issue 31, ADR 066): endpoints, their delivery log, "send again". */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { allowPrivate } = app.config.webhooks;

  app.post(
    '/webhooks',
    route('manageWebhooks', {
      summary: 'Add a webhook endpoint (admin); the answer carries its signing secret, this once',
      description:
        `\`url\`: http:// or https://, a public address unless WEBHOOKS_ALLOW_PRIVATE is set (every address its ` +
        `name resolves to is checked). \`events\`: one or more of ${WEBHOOK_EVENTS.join(', ')}. ` +
        'Each delivery is signed as Standard Webhooks says (README, ADR 066) with the `secret` answered here.',
      body: webhookCreateSchema,
      response: { 201: envelope(webhookCreatedSchema), ...errorResponses(400, 401, 403, 409) },
    }),
    async (request, reply) => {
      const created = await addWebhookEndpoint(app.db, request.body, { allowPrivate });
      return reply.status(201).send(ok(WEBHOOK_MESSAGES.created, created));
    },
  );

  app.get(
    '/webhooks',
    route('manageWebhooks', {
      summary: 'The webhook endpoints, oldest first, without their secrets (admin)',
      response: { 200: envelope(z.array(webhookEndpointSchema)), ...errorResponses(401, 403) },
    }),
    async () => ok('Webhook endpoints', await listWebhookEndpoints(app.db)),
  );

  app.patch(
    '/webhooks/:id',
    route('manageWebhooks', {
      summary: "Change an endpoint's events, or turn it off and on (admin)",
      description:
        'Turned off (`enabled: false`), it is queued nothing and sent nothing; what was queued for it waits, and ' +
        'goes once it is turned on again.',
      params: idParamSchema,
      body: webhookUpdateSchema,
      response: { 200: envelope(webhookEndpointSchema), ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) =>
      ok(WEBHOOK_MESSAGES.updated, await changeWebhookEndpoint(app.db, request.params.id, request.body)),
  );

  app.delete(
    '/webhooks/:id',
    route('manageWebhooks', {
      summary: 'Delete an endpoint and its delivery log (admin)',
      params: idParamSchema,
      response: { 200: envelope(z.object({ message: z.string() })), ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      await removeWebhookEndpoint(app.db, request.params.id);
      return ok(WEBHOOK_MESSAGES.deleted, { message: WEBHOOK_MESSAGES.deleted });
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    route('manageWebhooks', {
      summary: "An endpoint's delivery log, newest first (admin)",
      description:
        `The newest ${DELIVERY_LOG_SIZE}: the event, its state, attempts, the last answer's HTTP status or the ` +
        "error, when it was tried and when it is tried next. The receivers' answer bodies are never kept.",
      params: idParamSchema,
      response: { 200: envelope(z.array(webhookDeliverySchema)), ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => ok('Deliveries', await listWebhookDeliveries(app.db, request.params.id)),
  );

  app.post(
    '/webhooks/deliveries/:id/resend',
    route('manageWebhooks', {
      summary: 'Send a delivery again (admin)',
      description:
        'Due at once, its attempts counted afresh, with the same event id (`webhook-id`). 409 while a server is ' +
        'sending it at this moment, or while its endpoint is turned off.',
      params: idParamSchema,
      response: { 200: envelope(webhookDeliverySchema), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request) => ok(WEBHOOK_MESSAGES.resent, await resendWebhookDelivery(app.db, request.params.id)),
  );
};

export default webhookRoutes;
