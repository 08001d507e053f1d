import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { addCars } from '../modules/cars/catalogue.service.ts';
import { createCar } from '../seed/car-factory.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  // Enough cars for a list bigger than the 1 KB compression threshold.
  await addCars(
    t.db,
    Array.from({ length: 10 }, () => createCar()),
  );
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  it('sends a strict CSP and the other hardening headers on every answer', async () => {
    for (const url of ['/api/health', '/api/nothing']) {
      const { headers } = await get(url);
      const csp = String(headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "script-src 'self';",
        "frame-ancestors 'none'",
        'frame-src https://www.google.com',
        "img-src 'self' data: blob:",
        "object-src 'none'",
      ])
        expect(csp).toContain(directive);
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers).not.toHaveProperty('x-powered-by');
    }
  });
});

describe('compression', () => {
  it('compresses large JSON answers with brotli or gzip, as the client accepts', async () => {
    const plain = await get('/api/cars');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await get('/api/cars', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await get('/api/cars', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(plain.body.length / 2);
  });

  it('leaves small answers alone', async () => {
    const response = await get('/api/health', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/cars', '/api/cars/{id}', '/api/health']),
    );
    const list = doc.paths['/api/cars'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['searchTerm', 'category', 'minPrice', 'maxPrice', 'sort', 'page', 'limit']),
    );
    const ok = list.responses['200'].content['application/json'].schema;
    expect(Object.keys(ok.properties)).toEqual(['success', 'message', 'data', 'meta']);
    expect(ok.properties.data.items.required).toEqual(expect.arrayContaining(['_id', 'brand', 'inStock']));
    // Internal routes stay out of the contract.
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/api/docs') || path === '/*')).toBe(false);
  });

  it('documents the error answers of every route the same way', async () => {
    const doc = (await get('/api/openapi.json')).json();
    type Operation = { security?: unknown[]; parameters?: { in: string }[]; requestBody?: unknown };
    const operations = Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(
      ([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(8);
    for (const { path, method, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      const statuses = Object.keys((operation as { responses: object }).responses);
      const errorSchema = (status: string) =>
        (operation as { responses: Record<string, { content: Record<string, { schema: object }> }> })
          .responses[status]?.content['application/json']?.schema;
      expect(statuses, where).toContain('500');
      expect(errorSchema('500'), where).toMatchObject({ required: ['success', 'message'] });
      // A guarded route answers 401 and 403; input (a body, a query, a path id) can be a 400.
      if (operation.security) expect(statuses, where).toEqual(expect.arrayContaining(['401', '403']));
      if (operation.requestBody || operation.parameters?.length) expect(statuses, where).toContain('400');
    }
  });

  it('serves the Swagger UI under the same policy', async () => {
    const page = await get('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/); // only external scripts: no inline code
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const initializer = await get('/api/docs/static/swagger-initializer.js');
    expect(initializer.statusCode).toBe(200);
  });
});
