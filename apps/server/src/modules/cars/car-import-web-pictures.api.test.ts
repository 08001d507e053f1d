import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Car } from '@carshop/contract/car';
import { CAR_IMPORT_MESSAGES, type CarImportResult } from '@carshop/contract/car-import';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carsCsvOf, csvCar, importCars } from '../../../test/car-import-helpers.ts';
import { expectError } from '../../../test/expect-error.ts';
import { jpegPicture } from '../../../test/picture-helpers.ts';
import { startPictureServer } from '../../../test/picture-server.ts';
import { authHeader, createBuyer } from '../../../test/shop-helpers.ts';
import { queryRows } from '../../../test/sql.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Pictures by web address in the CSV import (issue 31, ADR 063), downloaded from a server this test starts on
 * 127.0.0.1: `open` allows internal addresses (IMPORT_PICTURES_ALLOW_PRIVATE, as the tests must), `strict` is the
 * shop's default and refuses them at the preview, without connecting anywhere.
 */
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-web-pictures-'));
let web: Awaited<ReturnType<typeof startPictureServer>>;
let open: TestApp;
let strict: TestApp;
let admin: { token: string };
let strictAdmin: { token: string };
let jpeg: Buffer;

beforeAll(async () => {
  web = await startPictureServer();
  [open, strict] = await Promise.all([
    createTestApp({ uploadDir, importPictures: { allowPrivate: true, timeoutMs: 1500 } }),
    createTestApp(),
  ]);
  const users = await Promise.all([
    createBuyer(open.app, open.db, { role: 'admin' }),
    createBuyer(strict.app, strict.db, { role: 'admin' }),
  ]);
  admin = users[0].session;
  strictAdmin = users[1].session;
  jpeg = await jpegPicture(1200, 800, { IFD0: { Make: 'Secret Camera' } });
  const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#3060c0' } })
    .png()
    .toBuffer();
  web.serve('/car.jpg', { headers: { 'content-type': 'image/jpeg' }, body: jpeg });
  web.serve('/car.png', { headers: { 'content-type': 'image/png' }, body: png });
  web.serve('/moved.jpg', { status: 302, headers: { location: web.url('/internal-admin') } });
  web.serve('/huge.jpg', { headers: { 'content-type': 'image/jpeg' }, stream: 6 * 1024 * 1024 });
  web.serve('/declared-huge.jpg', {
    headers: { 'content-type': 'image/jpeg', 'content-length': String(6 * 1024 * 1024) },
    body: jpeg,
  });
  web.serve('/page.jpg', { headers: { 'content-type': 'text/html' }, body: Buffer.from('<html></html>') });
  web.serve('/forged.jpg', { headers: { 'content-type': 'image/jpeg' }, body: Buffer.from('not a picture') });
  web.serve('/slow.jpg', { hang: true });
});
afterAll(async () => {
  await Promise.all([open?.close(), strict?.close(), web?.stop()]);
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

type ImportAnswer = { data: CarImportResult };
const carCount = async (t: TestApp) =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from cars`))[0]!.n;
const storedFiles = () =>
  fs.readdirSync(uploadDir, { recursive: true }).filter((name) => String(name).endsWith('.webp'));
const carByStockNumber = async (stockNumber: string): Promise<Car | undefined> => {
  const cars = (await open.app.inject({ url: '/api/cars', headers: authHeader(admin) })).json().data as Car[];
  return cars.find((car) => car.stockNumber === stockNumber);
};

describe('the preview', () => {
  it('refuses internal addresses without connecting, and addresses that are not http(s), naming the column', async () => {
    const addresses = {
      'http://127.0.0.1/a.jpg': '127.0.0.1 is a loopback address, not a public one',
      'http://localhost/a.jpg':
        /^localhost points to (127\.0\.0\.1|::1), a loopback address, not a public one$/,
      'http://[::1]/a.jpg': '::1 is a loopback address, not a public one',
      'http://10.0.0.1/a.jpg': '10.0.0.1 is a private address, not a public one',
      'http://169.254.169.254/latest/meta-data': '169.254.169.254 is a link-local address, not a public one',
      'ftp://example.com/a.jpg': 'a picture by web address must be an http:// or https:// address',
      'data:image/png;base64,AAAA': 'a picture by web address must be an http:// or https:// address',
      'https://user:secret@example.com/a.jpg': 'a picture address must not carry a user name or password',
    };
    const rows = Object.keys(addresses).map((images) => csvCar({ images }));
    const response = await importCars(strict.app, strictAdmin, carsCsvOf(rows));
    expect(response.statusCode, response.body).toBe(200);
    const result = (response.json() as ImportAnswer).data;
    Object.entries(addresses).forEach(([address, why], i) => {
      expect(result.rows[i]!.errors).toHaveLength(1);
      expect(result.rows[i]!.errors[0]!.column).toBe('images');
      const message = result.rows[i]!.errors[0]!.message;
      expect(message.startsWith(`${address}: `), message).toBe(true);
      if (typeof why === 'string') expect(message).toBe(`${address}: ${why}`);
      else expect(message.slice(address.length + 2)).toMatch(why);
    });
    // A commit of the same file writes nothing, and asks nothing of anyone.
    const before = await carCount(strict);
    expectError(
      await importCars(strict.app, strictAdmin, carsCsvOf(rows), { commit: true }),
      400,
      CAR_IMPORT_MESSAGES.hasErrors,
    );
    expect(await carCount(strict)).toBe(before);
  });

  it('downloads nothing, and takes a good address', async () => {
    const rows = [csvCar({ images: web.url('/car.jpg') })];
    const result = (await importCars(open.app, admin, carsCsvOf(rows))).json() as ImportAnswer;
    expect(result.data.rows[0]).toMatchObject({ action: 'add', errors: [] });
    expect(web.hitsOf('/car.jpg')).toBe(0);
  });

  it('refuses a file naming more than 500 distinct addresses: 400', async () => {
    const many = Array.from({ length: 501 }, (_, i) => `http://10.0.0.1/${i}.jpg`);
    const rows = [
      csvCar({ images: many.slice(0, 250).join('|') }),
      csvCar({ images: many.slice(250).join('|') }),
    ];
    expectError(
      await importCars(strict.app, strictAdmin, carsCsvOf(rows)),
      400,
      CAR_IMPORT_MESSAGES.tooManyWebPictures,
    );
  });
});

describe('the commit', () => {
  it('stores each address once as a re-encoded shop picture, without its metadata', async () => {
    const rows = [
      csvCar({ images: `${web.url('/car.jpg')}|${web.url('/car.png')}` }),
      csvCar({ images: web.url('/car.jpg') }),
    ];
    const response = await importCars(open.app, admin, carsCsvOf(rows), { commit: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(web.hitsOf('/car.jpg')).toBe(1);
    expect(web.hitsOf('/car.png')).toBe(1);
    const [first, second] = await Promise.all(rows.map((row) => carByStockNumber(String(row.stockNumber))));
    expect(first?.images).toHaveLength(2);
    for (const url of first!.images) expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}-960\.webp$/);
    expect(second?.images).toEqual([first!.images[0]]);
    const served = await open.app.inject({ url: first!.images[0]! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.exif]).toEqual(['webp', 960, undefined]);
  });

  const failures: [string, string, RegExp][] = [
    [
      'a redirect, not followed',
      '/moved.jpg',
      /answered 302, a redirect to http:\/\/127\.0\.0\.1:\d+\/internal-admin, which is not followed/,
    ],
    ['a body past 5 MB', '/huge.jpg', /is larger than 5 MB$/],
    ['a Content-Length past 5 MB', '/declared-huge.jpg', /is larger than 5 MB$/],
    ['a type other than image/*', '/page.jpg', /is not a picture \(its type is text\/html\)$/],
    ['bytes that are not a picture', '/forged.jpg', /is not a JPEG, PNG, WebP or AVIF picture$/],
    ['no answer in time', '/slow.jpg', /did not answer within 1\.5 s$/],
    ['a 404', '/gone.jpg', /answered 404$/],
  ];
  it.each(failures)('writes nothing when one address among good ones fails: %s', async (_, badPath, why) => {
    const bad = web.url(badPath);
    const rows = [
      csvCar({ images: web.url('/car.png') }),
      csvCar({ images: `${web.url('/car.jpg')}|${bad}` }),
      csvCar({ images: bad }),
    ];
    const [cars, files] = [await carCount(open), storedFiles().length];
    const response = await importCars(open.app, admin, carsCsvOf(rows), { commit: true });
    expectError(response, 400, CAR_IMPORT_MESSAGES.webPictureFailed);
    const errors = response.json().errors as { path: string; message: string }[];
    expect(errors.map((error) => error.path)).toEqual(['row 3: images', 'row 4: images']);
    for (const error of errors) {
      expect(error.message.startsWith(`${bad}: `), error.message).toBe(true);
      expect(error.message).toMatch(why);
    }
    expect(await carCount(open)).toBe(cars);
    expect(storedFiles()).toHaveLength(files);
  });

  it('never requests where a redirect pointed', () => {
    expect(web.hitsOf('/internal-admin')).toBe(0);
  });
});
