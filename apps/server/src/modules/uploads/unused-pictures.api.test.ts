import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type Session } from '../../../test/auth-helpers.ts';
import { jpegPicture, uploadPicture } from '../../../test/picture-helpers.ts';
import { authHeader, checkoutBody, createBuyer, postCar, postOrder } from '../../../test/shop-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { createLocalPictureStore, removeUnusedPictures, UNUSED_PICTURE_GRACE_MS } from './service.ts';

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-unused-pictures-'));
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp({ uploadDir });
  admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

/** Every file under the upload folder, relative to it. */
const storedFiles = () =>
  fs
    .readdirSync(uploadDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => fs.statSync(path.join(uploadDir, name)).isFile())
    .sort();

/** Uploads a picture as the admin; answers its URL and its stored files (every width). */
async function upload() {
  const response = await uploadPicture(t.app, admin, await jpegPicture(800, 500));
  expect(response.statusCode, response.body).toBe(201);
  const { display_url: url, variants } = response.json().data as {
    display_url: string;
    variants: { url: string }[];
  };
  return { url, files: variants.map((variant) => variant.url.replace('/uploads/', '')) };
}

/** Dates the picture's files back, as if written `ms` ago. */
function age(files: string[], ms: number) {
  const then = new Date(Date.now() - ms);
  for (const file of files) fs.utimesSync(path.join(uploadDir, file), then, then);
}

async function addCar(image: string, others: string[] = []) {
  const response = await postCar(t.app, admin, {
    brand: 'Volvo',
    model: 'XC40',
    year: 2023,
    price: 30000,
    category: 'SUV',
    description: 'A small SUV.',
    quantity: 2,
    image,
    ...(others.length > 0 ? { images: [image, ...others] } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id as string;
}

/** What the running app does every few hours: an app started on the same database and folder sweeps at start. */
async function sweepAsTheAppDoes() {
  const app = await buildApp({ config: t.app.config, database: t.database, logger: false });
  await app.ready();
  await app.close(); // waits for the sweep started when the app became ready
}

describe('unused pictures', () => {
  it('are removed once a day old; a car\u2019s pictures and an order\u2019s picture stay, however old', async () => {
    const onCar = await upload();
    const secondOnCar = await upload();
    const onOrderOnly = await upload();
    const abandoned = await upload();
    const justUploaded = await upload();
    const replacement = await upload();

    // A car sold with one picture, then given another: the order keeps showing the first.
    const carId = await addCar(onOrderOnly.url);
    await addCar(onCar.url, [secondOnCar.url]);
    const { session: buyer } = await createBuyer(t.app, t.db);
    const order = await postOrder(t.app, buyer, checkoutBody([{ car: carId, quentity: 1 }]));
    expect(order.statusCode, order.body).toBe(201);
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/cars/${carId}`,
      headers: authHeader(admin),
      payload: { image: replacement.url },
    });
    expect(update.statusCode, update.body).toBe(200);

    const twoDays = 2 * UNUSED_PICTURE_GRACE_MS;
    for (const picture of [onCar, secondOnCar, onOrderOnly, abandoned, replacement])
      age(picture.files, twoDays);
    age(justUploaded.files, UNUSED_PICTURE_GRACE_MS / 2); // the admin may still be filling in the form

    const before = storedFiles();
    expect(before).toEqual(expect.arrayContaining(abandoned.files));
    await sweepAsTheAppDoes();
    expect(storedFiles()).toEqual(before.filter((file) => !abandoned.files.includes(file)));

    // The pictures that stayed still show.
    for (const url of [onCar.url, secondOnCar.url, onOrderOnly.url, replacement.url, justUploaded.url]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }
    expect((await t.app.inject({ url: abandoned.url })).statusCode).toBe(404);
  });

  it('reads the pictures in use after listing the store, and removes nothing when that read fails', async () => {
    const store = createLocalPictureStore(uploadDir);
    const picture = await upload();
    const steps: string[] = [];
    const listing = store.list;
    const watched = {
      ...store,
      list: async () => {
        steps.push('list');
        return listing();
      },
    };
    const future = new Date(Date.now() + 60_000); // every picture counts as old here

    // A car saved while the sweep runs (after the listing) keeps its picture.
    const kept = await removeUnusedPictures(watched, {
      olderThan: future,
      inUse: async () => {
        steps.push('in use');
        return (await fs.promises.readdir(uploadDir, { recursive: true }))
          .map(String)
          .filter((name) => name.endsWith('-960.webp'))
          .map((name) => `/uploads/${name.split(path.sep).join('/')}`);
      },
    });
    expect(steps).toEqual(['list', 'in use']);
    expect(kept).toEqual([]);

    await expect(
      removeUnusedPictures(store, {
        olderThan: future,
        inUse: async () => {
          throw new Error('database unavailable');
        },
      }),
    ).rejects.toThrow('database unavailable');
    expect(storedFiles()).toEqual(expect.arrayContaining(picture.files));
  });

  it('leaves alone what is not a picture: a write in progress, a stray file', async () => {
    const partial = 'abc-960.webp.1234.partial';
    const stray = 'README.txt';
    for (const name of [partial, stray]) fs.writeFileSync(path.join(uploadDir, name), 'x');
    age([partial, stray], 2 * UNUSED_PICTURE_GRACE_MS);
    const removed = await removeUnusedPictures(createLocalPictureStore(uploadDir), {
      olderThan: new Date(Date.now() + 60_000),
      inUse: async () => [],
    });
    expect(removed.every((key) => /^[0-9a-f]{32}-(480|960)\.webp$/.test(key))).toBe(true);
    expect(storedFiles()).toEqual([stray, partial].sort());
  });
});
