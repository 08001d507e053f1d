import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { UPLOAD_MESSAGES } from '@carshop/contract/upload';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type Session } from '../../../test/auth-helpers.ts';
import { expectError, expectForbidden, expectUnauthorized } from '../../../test/expect-error.ts';
import { jpegPicture, multipartBody, uploadPicture } from '../../../test/picture-helpers.ts';
import { authHeader } from '../../../test/shop-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { createLocalPictureStore, storePicture } from './service.ts';

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-uploads-'));
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Session;
let customer: Session;

beforeAll(async () => {
  t = await createTestApp({ uploadDir });
  [admin, customer] = await Promise.all([
    createUser(t.db, { role: 'admin' }).then((user) => loginAs(t.app, user)),
    createUser(t.db).then((user) => loginAs(t.app, user)),
  ]);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

/** Every file under the upload folder, relative to it. */
const storedFiles = () => fs.readdirSync(uploadDir, { recursive: true, encoding: 'utf8' }).sort();
const fileOf = (url: string) => path.join(uploadDir, url.replace('/uploads/', ''));

/** A PNG whose header claims `width` x `height`, with `idat` as its (compressed) pixel data. */
function pngWithHeader(width: number, height: number, idat = Buffer.alloc(0)) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // 1 bit per pixel
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100"/></svg>`;

describe('POST /api/uploads', () => {
  it('stores a JPEG as 16:10 WebP at both widths and answers display_url like the old image host', async () => {
    const response = await uploadPicture(t.app, admin, await jpegPicture(1600, 1200));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Image uploaded successfully' });
    const { display_url: url, srcset, variants } = body.data;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}-960\.webp$/);
    const base = url.replace('-960.webp', '');
    expect(srcset).toBe(`${base}-480.webp 480w, ${base}-960.webp 960w`);
    expect(variants).toEqual([
      { width: 480, height: 300, url: `${base}-480.webp` },
      { width: 960, height: 600, url },
    ]);
    for (const variant of variants) {
      const meta = await sharp(fileOf(variant.url)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', variant.width, variant.height]);
    }
  });

  it('serves the stored picture as WebP, never sniffed, cached for a year', async () => {
    const { display_url: url } = (await uploadPicture(t.app, admin, await jpegPicture())).json().data;
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('strips EXIF and GPS: the stored pictures carry no metadata at either width', async () => {
    const withGps = await jpegPicture(1200, 900, {
      IFD0: { Make: 'Spy Camera', Copyright: 'secret-owner' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '23/1 48/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '90/1 24/1 0/1',
      },
    });
    const before = await sharp(withGps).metadata();
    expect(before.exif?.toString('latin1')).toContain('Spy Camera');
    const response = await uploadPicture(t.app, admin, withGps, { filename: 'holiday.jpg' });
    expect(response.statusCode, response.body).toBe(201);
    for (const { url } of response.json().data.variants) {
      const bytes = fs.readFileSync(fileOf(url));
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(bytes.toString('latin1')).not.toMatch(/Spy Camera|secret-owner|GPS|Exif/);
    }
  });

  it.each([
    [
      'PNG',
      () =>
        sharp({ create: { width: 800, height: 500, channels: 4, background: '#0a0' } })
          .png()
          .toBuffer(),
    ],
    [
      'WebP',
      () =>
        sharp({ create: { width: 800, height: 500, channels: 3, background: '#00a' } })
          .webp()
          .toBuffer(),
    ],
    [
      'AVIF',
      () =>
        sharp({ create: { width: 320, height: 200, channels: 3, background: '#a0a' } })
          .avif()
          .toBuffer(),
    ],
  ])('accepts a %s picture', async (_type, make) => {
    const response = await uploadPicture(t.app, admin, await make(), {
      filename: 'x.bin',
      type: 'application/octet-stream',
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('reads the type from the bytes: a PNG named .gif and declared image/gif is still a PNG', async () => {
    const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const response = await uploadPicture(t.app, admin, png, { filename: 'car.gif', type: 'image/gif' });
    expect(response.statusCode, response.body).toBe(201);
  });

  it.each([
    [
      'an SVG with a script, named .png and declared image/png',
      () => Buffer.from(SVG),
      'car.png',
      'image/png',
    ],
    [
      'an SVG behind an XML declaration',
      () => Buffer.from(`<?xml version="1.0"?>${SVG}`),
      'car.jpg',
      'image/jpeg',
    ],
    [
      'an HTML page named .jpg',
      () => Buffer.from('<!doctype html><script>alert(1)</script>'),
      'car.jpg',
      'image/jpeg',
    ],
    [
      'a GIF named .jpg',
      () =>
        sharp({ create: { width: 40, height: 40, channels: 3, background: '#f00' } })
          .gif()
          .toBuffer(),
      'car.jpg',
      'image/jpeg',
    ],
    ['a PDF', () => Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'car.png', 'image/png'],
    [
      'a HEIC (not AVIF) container',
      () => Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheicmif1heic')]),
      'car.avif',
      'image/avif',
    ],
    ['plain text', () => Buffer.from('just some words'), 'car.webp', 'image/webp'],
  ])('refuses %s with 415', async (_name, make, filename, type) => {
    const before = storedFiles();
    const response = await uploadPicture(t.app, admin, await make(), { filename, type });
    expectError(response, 415, 'Only JPEG, PNG, WebP or AVIF pictures are accepted');
    expect(storedFiles()).toEqual(before);
  });

  it('re-encodes a JPEG/HTML polyglot: the stored picture holds no trace of the HTML', async () => {
    const jpeg = await jpegPicture(640, 400);
    const html = Buffer.from('<html><body><script>alert("owned")</script></body></html>');
    // A comment segment (FF FE) right after the start-of-image marker, and the same HTML after the end.
    const length = Buffer.alloc(2);
    length.writeUInt16BE(html.length + 2);
    const polyglot = Buffer.concat([
      jpeg.subarray(0, 2),
      Buffer.from([0xff, 0xfe]),
      length,
      html,
      jpeg.subarray(2),
      html,
    ]);
    expect((await sharp(polyglot).metadata()).format).toBe('jpeg');
    const response = await uploadPicture(t.app, admin, polyglot, {
      filename: 'page.html',
      type: 'text/html',
    });
    expect(response.statusCode, response.body).toBe(201);
    for (const { url } of response.json().data.variants) {
      expect(fs.readFileSync(fileOf(url)).toString('latin1')).not.toMatch(/script|html|owned/i);
    }
  });

  it('refuses a picture whose header declares 30000 x 30000 pixels before decoding it (413)', async () => {
    const response = await uploadPicture(t.app, admin, pngWithHeader(30_000, 30_000), {
      filename: 'tiny.png',
    });
    expectError(response, 413, UPLOAD_MESSAGES.tooManyPixels);
  });

  it('refuses a real decompression bomb quickly: 70 KB of PNG that would decode to 400 megapixels', async () => {
    const side = 20_000;
    const rows = Buffer.alloc((side / 8 + 1) * side); // filter byte + 1 bit per pixel, all zero
    const bomb = pngWithHeader(side, side, zlib.deflateSync(rows, { level: 9 }));
    expect(bomb.length).toBeLessThan(MAX_SMALL);
    const started = performance.now();
    const response = await uploadPicture(t.app, admin, bomb, { filename: 'bomb.png', type: 'image/png' });
    expectError(response, 413, UPLOAD_MESSAGES.tooManyPixels);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses a file over 5 MB with 413 and keeps nothing of it', async () => {
    const before = storedFiles();
    const big = Buffer.concat([await jpegPicture(64, 64), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await uploadPicture(t.app, admin, big);
    expectError(response, 413, 'The picture must be at most 5 MB');
    expect(storedFiles()).toEqual(before);
  });

  it.each([
    ['a truncated JPEG', async () => (await jpegPicture(800, 600)).subarray(0, 600)],
    [
      'a WebP header with garbage after it',
      async () => Buffer.from('RIFF\u0010\u0000\u0000\u0000WEBPVP8 garbage!!'),
    ],
    [
      'a PNG signature followed by an SVG',
      async () =>
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(SVG)]),
    ],
  ])('answers 400 to %s, never a 500', async (_name, make) => {
    const response = await uploadPicture(t.app, admin, await make());
    expect([400, 415]).toContain(response.statusCode);
    expect(response.json().success).toBe(false);
  });

  it('ignores the file name: path tricks name nothing on disk', async () => {
    const before = storedFiles();
    const response = await uploadPicture(t.app, admin, await jpegPicture(), {
      filename: '../../etc/passwd.png',
    });
    expect(response.statusCode, response.body).toBe(201);
    const url: string = response.json().data.display_url;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}-960\.webp$/);
    const added = storedFiles().filter((file) => !before.includes(file));
    expect(added.sort()).toEqual([url.slice(9).replace('-960', '-480'), url.slice(9)].sort());
    expect(fs.existsSync(path.join(uploadDir, '..', 'etc'))).toBe(false);
  });

  it('answers 400 without a file, with a file in another field, and with two files', async () => {
    const send = (parts: Parameters<typeof multipartBody>[0]) => {
      const { payload, contentType } = multipartBody(parts);
      return t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        payload,
        headers: { ...authHeader(admin), 'content-type': contentType },
      });
    };
    const jpeg = await jpegPicture(200, 125);
    expectError(await send([{ field: 'title', content: 'no file here' }]), 400, UPLOAD_MESSAGES.noFile);
    expectError(await send([]), 400, UPLOAD_MESSAGES.noFile);
    expectError(
      await send([{ field: 'photo', filename: 'a.jpg', content: jpeg }]),
      400,
      UPLOAD_MESSAGES.noFile,
    );
    expectError(
      await send([{ field: 'image', filename: 'a.jpg', content: Buffer.alloc(0) }]),
      400,
      UPLOAD_MESSAGES.noFile,
    );
    expectError(
      await send([
        { field: 'image', filename: 'a.jpg', content: jpeg },
        { field: 'image', filename: 'b.jpg', content: jpeg },
      ]),
      400,
      UPLOAD_MESSAGES.oneFile,
    );
  });

  it('answers 415 to a body that is not multipart, and 400 to a broken multipart body', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: { image: 'https://example.com/car.jpg' },
      headers: authHeader(admin),
    });
    expectError(json, 415, UPLOAD_MESSAGES.notMultipart);
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: 'whatever',
      headers: { ...authHeader(admin), 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);
    const cutOff = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: '--abc\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\n\xff\xd8\xff',
      headers: { ...authHeader(admin), 'content-type': 'multipart/form-data; boundary=abc' },
    });
    expect(cutOff.statusCode).toBe(400);
  });

  it('is 401 for a visitor and 403 for a customer, before the body is read', async () => {
    const jpeg = await jpegPicture(100, 100);
    expectUnauthorized(await uploadPicture(t.app, undefined, jpeg));
    expectForbidden(await uploadPicture(t.app, customer, jpeg));
    // Not even a valid body: the guard answers first.
    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: 'x'.repeat(10),
      headers: { ...authHeader(customer), 'content-type': 'multipart/form-data; boundary=zzz' },
    });
    expectForbidden(junk);
  });
});

const MAX_SMALL = 200_000;

describe('storePicture', () => {
  it('leaves no file behind when the store fails half-way', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-store-'));
    try {
      const local = createLocalPictureStore(dir);
      let puts = 0;
      const failing = {
        ...local,
        put: async (key: string, bytes: Buffer) => {
          puts += 1;
          if (puts === 2) throw new Error('disk full');
          await local.put(key, bytes);
        },
      };
      await expect(storePicture(failing, await jpegPicture())).rejects.toThrow('disk full');
      expect(fs.readdirSync(dir, { recursive: true })).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses keys that could leave the store', async () => {
    const store = createLocalPictureStore(uploadDir);
    for (const key of ['../x.webp', 'a/b/c.webp', '/etc/passwd', 'x.png', 'A.webp', 'demo/../x.webp']) {
      expect(await store.exists(key), key).toBe(false);
      await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow('Not a picture key');
    }
  });
});
