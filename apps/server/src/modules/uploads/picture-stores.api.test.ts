import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type Session } from '../../../test/auth-helpers.ts';
import { jpegPicture, uploadPicture } from '../../../test/picture-helpers.ts';
import { startS3Server } from '../../../test/s3-server.ts';
import { newCarBody, postCar } from '../../../test/shop-helpers.ts';
import { createTestApp, testConfig } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import type { Config } from '../../config.ts';
import { connectPostgres } from '../../db/client.ts';
import { renderDemoImage } from '../../seed/demo-images.ts';
import { createLocalPictureStore, type PictureStore } from './picture-store.ts';
import { importLocalPictures, openPictureStore } from './picture-stores.service.ts';
import { removeUnusedPictures } from './service.ts';

/**
 * The three picture stores (ADR 028) through the same journey: the store's own contract, then an app on it
 * (upload, serve, a car that shows it, the clean-up, demo pictures). The S3 store talks to a local
 * S3-compatible server (s3rver) that this file starts.
 */
let s3: Awaited<ReturnType<typeof startS3Server>>;
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-stores-'));
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.stop();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

const KINDS = ['files', 'database', 's3'] as const;
const picturesOf = (kind: (typeof KINDS)[number]): Config['pictures'] =>
  kind === 's3' ? { store: 's3', s3: s3.settings({ prefix: 'shop/' }) } : { store: kind };

const newCar = newCarBody;

describe.each(KINDS)('the %s picture store', (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Session;
  let store: PictureStore;
  beforeAll(async () => {
    t = await createTestApp({ uploadDir: path.join(uploadDir, kind), pictures: picturesOf(kind) });
    store = t.app.pictureStore;
    admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }));
  });
  afterAll(() => t.close());

  it('keeps, finds, lists, replaces and removes pictures by key', async () => {
    expect(store.kind).toBe(kind);
    const key = 'contract-test-480.webp';
    expect(await store.exists(key)).toBe(false);
    expect(await store.read(key)).toBeNull();
    await store.put(key, Buffer.from('first'));
    await store.put(key, Buffer.from('second'));
    expect(await store.exists(key)).toBe(true);
    expect(await store.read(key)).toEqual({ bytes: Buffer.from('second') });
    const listed = (await store.list()).find((picture) => picture.key === key);
    expect(listed?.writtenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    await store.remove(key);
    await store.remove(key); // a missing key is not an error
    expect(await store.exists(key)).toBe(false);
    expect((await store.list()).map((picture) => picture.key)).not.toContain(key);
  });

  it('refuses keys that could leave the store', async () => {
    for (const key of [
      '../x.webp',
      'a/b/c.webp',
      '/etc/passwd',
      'x.png',
      'A.webp',
      'demo/../x.webp',
      'x\0.webp',
    ]) {
      expect(await store.exists(key), key).toBe(false);
      expect(await store.read(key), key).toBeNull();
      await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow('Not a picture key');
    }
  });

  it('serves an uploaded picture at /uploads/ for a year, and a car may show it', async () => {
    const uploaded = await uploadPicture(t.app, admin, await jpegPicture(1600, 1000));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { display_url: url, variants } = uploaded.json().data as {
      display_url: string;
      variants: { url: string; width: number }[];
    };
    for (const variant of variants) {
      const response = await t.app.inject({ method: 'GET', url: variant.url });
      expect(response.statusCode, variant.url).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(response.rawPayload).metadata()).width).toBe(variant.width);
      // A browser that has it asks again with its ETag and gets no bytes.
      const again = await t.app.inject({
        method: 'GET',
        url: variant.url,
        headers: { 'if-none-match': String(response.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
    const car = await postCar(t.app, admin, { ...newCar, image: url });
    expect(car.statusCode, car.body).toBe(201);
  });

  it('answers 404 for a picture it does not have, and for any path that is not a key', async () => {
    for (const url of [
      '/uploads/0123456789abcdef0123456789abcdef-960.webp',
      '/uploads/..%2F..%2Fpackage.json',
      '/uploads/demo/x/y-960.webp',
      '/uploads/',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(String(response.headers['cache-control'] ?? ''), url).not.toContain('immutable');
    }
  });

  it('removes unused pictures and keeps the ones a car shows', async () => {
    const kept = (await uploadPicture(t.app, admin, await jpegPicture())).json().data.display_url as string;
    const dropped = (await uploadPicture(t.app, admin, await jpegPicture())).json().data
      .display_url as string;
    const keyOf = (url: string) => url.replace('/uploads/', '');
    const removed = await removeUnusedPictures(store, {
      olderThan: new Date(Date.now() + 60_000),
      inUse: async () => [kept],
    });
    expect(removed).toContain(keyOf(dropped));
    expect(removed).toContain(keyOf(dropped).replace('-960', '-480'));
    expect(removed).not.toContain(keyOf(kept));
    expect(await store.exists(keyOf(kept))).toBe(true);
    expect(await store.exists(keyOf(dropped))).toBe(false);
  });

  it('holds the demo pictures, rendered once', async () => {
    const url = await renderDemoImage(store, 'coupe', 'silver', '#c0c0c0');
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    const before = (await store.list()).filter((picture) => picture.key.startsWith('demo/'));
    expect(await renderDemoImage(store, 'coupe', 'silver', '#c0c0c0')).toBe(url);
    expect((await store.list()).filter((picture) => picture.key.startsWith('demo/'))).toEqual(before);
  });
});

describe('a bucket with a public address (S3_PUBLIC_URL)', () => {
  it('sends browsers to the bucket for a picture, and lets pages show it', async () => {
    const settings = s3.settings({ prefix: 'cdn/', publicUrl: `${s3.endpoint}/pictures/` });
    const t = await createTestApp({ pictures: { store: 's3', s3: settings } });
    try {
      const admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }));
      const url = (await uploadPicture(t.app, admin, await jpegPicture())).json().data.display_url as string;
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(301);
      const location = `${s3.endpoint}/pictures/cdn/${url.replace('/uploads/', '')}`;
      expect(response.headers.location).toBe(location);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The bucket answers the same bytes to anyone (as a public bucket or a CDN would).
      const object = await fetch(location);
      expect(object.status).toBe(200);
      expect((await sharp(Buffer.from(await object.arrayBuffer())).metadata()).width).toBe(960);
      // The page's Content Security Policy lets images come from there.
      const page = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(String(page.headers['content-security-policy'])).toMatch(
        new RegExp(`img-src 'self' data: blob: ${s3.endpoint.replace(/[.:/]/g, '\\$&')}`),
      );
    } finally {
      await t.close();
    }
  });
});

describe('a store that is away', () => {
  it('answers 503 with no year-long cache while the database holding the pictures is unreachable', async () => {
    // A PostgreSQL server that refuses every connection (nothing listens on port 1).
    const database = connectPostgres('postgres://carshop@127.0.0.1:1/carshop');
    const app = await buildApp({
      config: testConfig({ pictures: { store: 'database' } }),
      database,
      logger: false,
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/uploads/0123456789abcdef-960.webp' });
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(String(response.headers['cache-control'] ?? '')).not.toContain('immutable');
      expect(response.headers.etag).toBeUndefined();
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('moving from files to another store', () => {
  it('copies the pictures of UPLOAD_DIR the new store lacks, once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-import-'));
    const t = await createTestApp({ uploadDir: dir, pictures: { store: 'database' } });
    try {
      const files = createLocalPictureStore(dir);
      await files.put('abcdef-480.webp', Buffer.from('small'));
      await files.put('demo/suv-red-12345678-960.webp', Buffer.from('large'));
      fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a picture');
      const database = openPictureStore({ uploadDir: dir, pictures: { store: 'database' } }, { db: t.db });
      expect(await importLocalPictures(database, dir)).toBe(2);
      expect(await importLocalPictures(database, dir)).toBe(0);
      expect(await database.read('demo/suv-red-12345678-960.webp')).toEqual({ bytes: Buffer.from('large') });
      const served = await t.app.inject({ method: 'GET', url: '/uploads/abcdef-480.webp' });
      expect(served.body).toBe('small');
    } finally {
      await t.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
