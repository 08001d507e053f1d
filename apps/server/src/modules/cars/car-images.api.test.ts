import { CAR_IMAGE_MESSAGES, type Car, IMAGE_NOT_OURS } from '@carshop/contract/car';
import { MAX_CAR_IMAGES } from '@carshop/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type Session } from '../../../test/auth-helpers.ts';
import { expectError } from '../../../test/expect-error.ts';
import { jpegPicture, uploadPicture } from '../../../test/picture-helpers.ts';
import { authHeader, newCarBody } from '../../../test/shop-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';

/** A car's pictures (issue 21): an ordered list, `image` always its first, for spec clients and new ones alike. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Session;
/** Pictures uploaded to this shop, once for the whole file (each upload renders every width). */
let pictures: string[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }));
  const bytes = await jpegPicture(480, 300);
  pictures = [];
  for (let i = 0; i < MAX_CAR_IMAGES + 1; i++) {
    const response = await uploadPicture(t.app, admin, bytes);
    expect(response.statusCode, response.body).toBe(201);
    pictures.push(response.json().data.display_url);
  }
});
afterAll(() => t.close());

const post = (body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cars',
    headers: authHeader(admin),
    payload: { ...newCarBody, ...body },
  });
const put = (id: string, body: object) =>
  t.app.inject({ method: 'PUT', url: `/api/cars/${id}`, headers: authHeader(admin), payload: body });
const read = async (id: string) => (await t.app.inject({ url: `/api/cars/${id}` })).json().data as Car;

async function created(body: object): Promise<Car> {
  const response = await post(body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const picture = (index: number) => () => pictures[index]!;
const [a, b, c, d] = [picture(0), picture(1), picture(2), picture(3)];

describe('a car\u2019s pictures', () => {
  it('are kept in the order given, the first being `image`; every answer lists them', async () => {
    const car = await created({ images: [a(), b(), c()] });
    expect(car).toMatchObject({ image: a(), images: [a(), b(), c()] });
    expect(await read(car._id)).toMatchObject({ image: a(), images: [a(), b(), c()] });
    const list = (await t.app.inject({ url: '/api/cars?search=Camry&limit=50' })).json().data as Car[];
    expect(list.find((item) => item._id === car._id)?.images).toEqual([a(), b(), c()]);
  });

  it('a client of the specification sends `image` and gets it as the one picture; none gives none', async () => {
    expect(await created({ image: a() })).toMatchObject({ image: a(), images: [a()] });
    expect(await created({})).toMatchObject({ image: null, images: [] });
    // Both, when they agree.
    expect(await created({ image: b(), images: [b(), a()] })).toMatchObject({
      image: b(),
      images: [b(), a()],
    });
  });

  it('refuses more than ten, one twice, a picture not of this shop, and an `image` that is not the first', async () => {
    expectError(await post({ images: pictures }), 400, CAR_IMAGE_MESSAGES.tooMany);
    expectError(await post({ images: [a(), b(), a()] }), 400, CAR_IMAGE_MESSAGES.twice);
    expectError(await post({ images: [a(), '/uploads/nowhere-960.webp'] }), 400, IMAGE_NOT_OURS);
    expectError(await post({ images: ['https://evil.example/x.jpg'] }), 400, IMAGE_NOT_OURS);
    expectError(await post({ images: 'not a list' }), 400, 'Images must be a list of pictures');
    expectError(await post({ image: b(), images: [a(), b()] }), 400, CAR_IMAGE_MESSAGES.notFirst);
    expectError(await post({ image: null, images: [a()] }), 400, CAR_IMAGE_MESSAGES.notFirst);
    // Ten is fine.
    expect((await created({ images: pictures.slice(0, MAX_CAR_IMAGES) })).images).toHaveLength(
      MAX_CAR_IMAGES,
    );
  });

  it('an admin reorders, picks the main one, replaces and removes; `image` follows the first', async () => {
    const car = await created({ images: [a(), b(), c()] });
    const update = async (body: object) => {
      const response = await put(car._id, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as Car;
    };
    expect(await update({ images: [c(), a(), b()] })).toMatchObject({ image: c(), images: [c(), a(), b()] });
    expect(await update({ images: [c(), d(), b()] })).toMatchObject({ image: c(), images: [c(), d(), b()] });
    expect(await update({ images: [b()] })).toMatchObject({ image: b(), images: [b()] });
    expect(await update({ images: [] })).toMatchObject({ image: null, images: [] });
    // Other fields leave the pictures alone.
    await update({ images: [a(), b()] });
    expect(await update({ price: 30_000 })).toMatchObject({ image: a(), images: [a(), b()] });
    expectError(await put(car._id, { images: pictures }), 400, CAR_IMAGE_MESSAGES.tooMany);
    expect(await read(car._id)).toMatchObject({ images: [a(), b()] });
  });

  it("a spec client's `image` replaces the main picture and keeps the others; null removes them all", async () => {
    const car = await created({ images: [a(), b(), c()] });
    const update = async (body: object) => {
      const response = await put(car._id, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as Car;
    };
    expect(await update({ image: d() })).toMatchObject({ image: d(), images: [d(), b(), c()] });
    // A picture the car already shows further down moves to the front instead of being listed twice.
    expect(await update({ image: c() })).toMatchObject({ image: c(), images: [c(), b()] });
    expect(await update({ image: null })).toMatchObject({ image: null, images: [] });
    expect(await update({ image: a() })).toMatchObject({ image: a(), images: [a()] });
  });

  it('two admins changing the main picture at once leave a car whose `image` is the first of its pictures', async () => {
    const car = await created({ images: [a(), b()] });
    const answers = await Promise.all([put(car._id, { image: c() }), put(car._id, { images: [b(), d()] })]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const after = await read(car._id);
    expect(after.image).toBe(after.images[0]);
    expect(new Set(after.images).size).toBe(after.images.length);
  });
});
