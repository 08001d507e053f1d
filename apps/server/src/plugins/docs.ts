import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { registerWithPolicy } from './auth.ts';

/**
 * The live contract: an OpenAPI document generated from the routes' own zod schemas. It must be
 * registered before any route, since @fastify/swagger collects routes as they are added (after the auth plugin,
 * which refuses a route without a policy).
 */
async function docsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'CarShop API',
        version: '1.0.0',
        description:
          'Every answer is an envelope `{ success, message, data?, meta?, errors? }`. ' +
          'Authenticated routes take the access token in the `Authorization` header, with or without `Bearer `.',
      },
      components: {
        securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await registerWithPolicy(app, 'readApiDocs', swaggerUi, {
    routePrefix: '/api/docs',
    // No call to the public validator service: the CSP allows no such request, and it would leak the URL.
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
  app.get('/api/openapi.json', { config: { policy: 'readApiDocs' }, schema: { hide: true } }, () =>
    app.swagger(),
  );
}

export default fp(docsPlugin, { name: 'docs', dependencies: ['auth'] });
