import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-web-'));
const webDistDir = path.join(root, 'dist');
const uploadDir = path.join(root, 'uploads');
const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

const BIG_SCRIPT = `export const cars = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `car ${i}`))};`;

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  fs.mkdirSync(path.join(webDistDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webDistDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(webDistDir, 'assets', 'index-abc123.js'), 'console.log("shop");');
  // As the build writes them (vite.config.ts): a script with its Brotli and gzip forms beside it.
  fs.writeFileSync(path.join(webDistDir, 'assets', 'big-abc123.js'), BIG_SCRIPT);
  fs.writeFileSync(path.join(webDistDir, 'assets', 'big-abc123.js.br'), zlib.brotliCompressSync(BIG_SCRIPT));
  fs.writeFileSync(path.join(webDistDir, 'assets', 'big-abc123.js.gz'), zlib.gzipSync(BIG_SCRIPT));
  fs.writeFileSync(path.join(webDistDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.mkdirSync(path.join(uploadDir, 'demo'), { recursive: true });
  fs.writeFileSync(path.join(uploadDir, 'demo', 'sedan-red-1234-960.webp'), Buffer.from('RIFF0000WEBPVP8 '));
  fs.writeFileSync(path.join(root, 'jwt-secret'), 'do-not-serve-me');
  t = await createTestApp({ webDistDir, uploadDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const get = (url: string, headers: Record<string, string> = html) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the web app', () => {
  it('serves index.html at / without caching it', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('lets browsers keep hashed assets for a year', async () => {
    const response = await get('/assets/index-abc123.js', { accept: '*/*' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br, gzip', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', 'gzip', (body: Buffer) => zlib.gunzipSync(body)],
    ['identity', undefined, (body: Buffer) => body],
  ] as const)(
    'sends the build-time compressed script to a browser that accepts %s',
    async (accepted, encoding, decode) => {
      const response = await get('/assets/big-abc123.js', { accept: '*/*', 'accept-encoding': accepted });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(response.rawPayload).toString()).toBe(BIG_SCRIPT);
    },
  );

  it('caches other public files briefly', async () => {
    const response = await get('/favicon.svg', { accept: 'image/*' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each(['/all-product', '/products/123', '/dashboard/cars', '/all-product?category=SUV'])(
    'answers the client route %s with index.html',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('never falls back for /api paths, files or non-HTML requests', async () => {
    for (const [url, headers] of [
      ['/api/unknown', html],
      ['/api', html],
      ['/assets/missing-123.js', { accept: '*/*' }],
      ['/all-product', { accept: 'application/json' }],
    ] as const) {
      const response = await get(url, headers);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ success: false, message: `Route GET ${url} not found` });
    }
    const post = await t.app.inject({ method: 'POST', url: '/all-product', headers: html });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ success: false, message: 'Route POST /all-product not found' });
  });
});

describe('uploads', () => {
  it('serves uploaded images with a long cache', async () => {
    const response = await get('/uploads/demo/sedan-red-1234-960.webp', { accept: 'image/webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a JSON 404 for a missing upload and never leaves the upload folder', async () => {
    const missing = await get('/uploads/demo/nothing.webp');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(missing.json()).toEqual({
      success: false,
      message: 'Route GET /uploads/demo/nothing.webp not found',
    });
    for (const url of ['/uploads/../jwt-secret', '/uploads/%2e%2e/jwt-secret', '/uploads/..%2fjwt-secret']) {
      const response = await get(url, { accept: '*/*' });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('do-not-serve-me');
    }
  });
});

describe('without a built web app', () => {
  it('still starts and serves the API, answering 404 for pages', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-noweb-'));
    const bare = await createTestApp({ webDistDir: empty, uploadDir });
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const page = await bare.app.inject({ method: 'GET', url: '/all-product', headers: html });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({ success: false, message: 'Route GET /all-product not found' });
    } finally {
      await bare.close();
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
