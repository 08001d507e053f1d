import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { XmlDocument } from 'libxml2-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createBuyer } from '../../../test/shop-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCar } from '../../seed/car-factory.ts';
import { addCars } from '../cars/catalogue.service.ts';

/**
 * The vehicle feeds (issue 31, ADR 064): Google's vehicle listings and Meta's automotive inventory, checked
 * against the fields each requires, never staler than the last change, cheap to fetch, and the cars they leave
 * out listed for the staff with what each lacks.
 */

/** A valid VIN (49 CFR 565: the check digit in position 9) from 16 of its characters. */
function vin(from16: string): string {
  const values: Record<string, number> = {};
  for (const [i, c] of [...'ABCDEFGH'].entries()) values[c] = i + 1;
  for (const [i, c] of [...'JKLMN'].entries()) values[c] = i + 1;
  values.P = 7;
  values.R = 9;
  for (const [i, c] of [...'STUVWXYZ'].entries()) values[c] = i + 2;
  const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
  const chars = [...`${from16.slice(0, 8)}0${from16.slice(8)}`];
  const sum = chars.reduce(
    (total, c, i) => total + (/\d/.test(c) ? Number(c) : (values[c] ?? 0)) * weights[i]!,
    0,
  );
  const check = sum % 11 === 10 ? 'X' : String(sum % 11);
  return `${from16.slice(0, 8)}${check}${from16.slice(8)}`;
}

const DEALER = {
  name: 'Lakeside Motors',
  address: '1800 Lake Road, Springfield, IL 62701, US',
  phone: '+1 555 010 2022',
  storeCode: 'LAKE-1',
};
const picture = (n: number) => `/uploads/car${n}-960.webp`;
const complete = (n: number, overrides: Parameters<typeof createCar>[0] = {}) =>
  createCar({
    brand: 'Volvo',
    model: `XC60 ${n}`,
    vin: vin(`YV1DZ8256${String(n).padStart(7, '0')}`),
    images: [picture(n), picture(n + 1)],
    image: picture(n),
    color: 'Silver',
    mileage: 12_000 + n,
    condition: 'Used',
    ...overrides,
  });

let t: TestApp;
let inventory: { token: string };
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({
    shopCurrency: 'USD',
    publicUrl: 'https://shop.example',
    sitemapRefreshMs: 10,
    dealer: DEALER,
  });
  const [listed, noVin, soldOut, tricky] = await addCars(t.db, [
    complete(1),
    createCar({ brand: 'Kia', model: 'Picanto', images: [picture(9)], image: picture(9), color: 'Red' }),
    complete(3, { quantity: 0 }),
    complete(5, { model: 'S60 <R> & "Polestar"', description: '=HYPERLINK("x"), a, "quoted" one' }),
  ]);
  Object.assign(ids, { listed: listed!._id, noVin: noVin!._id, soldOut: soldOut!._id, tricky: tricky!._id });
  await t.app.carChanges.publish({ kind: 'catalogue' });
  inventory = (await createBuyer(t.app, t.db, { role: 'inventory' })).session;
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** Google's items, each as its attributes (a repeated one as a list), read by a real XML parser. */
function googleItems(xml: string) {
  const doc = XmlDocument.fromString(xml);
  try {
    const ns = { g: 'http://base.google.com/ns/1.0' };
    return doc.find('/rss/channel/item').map((item) => {
      const attributes: Record<string, string[]> = {};
      for (const node of item.find('g:*', ns)) {
        const name = (node as unknown as { name: string }).name;
        attributes[name] = [...(attributes[name] ?? []), node.content];
      }
      return attributes;
    });
  } finally {
    doc.dispose();
  }
}

const GOOGLE_REQUIRED = ['vin', 'store_code', 'dealership_name', 'dealership_address', 'price', 'condition'];

describe("Google's vehicle listings", () => {
  it('lists every car for sale with every required field, in the formats the specification gives', async () => {
    const answer = await get('/feeds/google-vehicle-listings.xml');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    const items = googleItems(answer.body);
    expect(items.map((item) => item.id?.[0]).sort()).toEqual([ids.listed, ids.tricky].sort());
    const item = items.find((each) => each.id?.[0] === ids.listed)!;
    for (const field of [...GOOGLE_REQUIRED, 'brand', 'model', 'year', 'mileage', 'link', 'image_link'])
      expect(item[field]?.[0], field).toBeTruthy();
    expect(item).toMatchObject({
      vin: [vin('YV1DZ82560000001')],
      store_code: ['LAKE-1'],
      dealership_name: ['Lakeside Motors'],
      dealership_address: [DEALER.address],
      price: ['25000.00 USD'],
      condition: ['used'],
      brand: ['Volvo'],
      model: ['XC60 1'],
      year: ['2022'],
      mileage: ['12001 km'],
      link: [`https://shop.example/products/${ids.listed}`],
      image_link: ['https://shop.example/uploads/car1-960.webp'],
      additional_image_link: ['https://shop.example/uploads/car2-960.webp'],
      color: ['Silver'],
    });
    // Text is escaped, never markup: the model reads back as typed.
    expect(items.find((each) => each.id?.[0] === ids.tricky)?.model).toEqual(['S60 <R> & "Polestar"']);
  });

  it('is sent gzipped once compressed, with an ETag that answers 304', async () => {
    const plain = await get('/feeds/google-vehicle-listings.xml');
    const zipped = await get('/feeds/google-vehicle-listings.xml', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/feeds/google-vehicle-listings.xml', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe("Meta's automotive inventory", () => {
  it('has a line for every car for sale with the fields Meta reads, text kept as typed', async () => {
    const answer = await get('/feeds/meta-automotive.csv');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parse(answer.body, { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.vehicle_id).sort()).toEqual([ids.listed, ids.tricky].sort());
    const row = rows.find((each) => each.vehicle_id === ids.listed)!;
    expect(row).toMatchObject({
      vin: vin('YV1DZ82560000001'),
      make: 'Volvo',
      model: 'XC60 1',
      year: '2022',
      'mileage.value': '12001',
      'mileage.unit': 'KM',
      state_of_vehicle: 'USED',
      price: '25000.00 USD',
      sale_price: '',
      url: `https://shop.example/products/${ids.listed}`,
      'image[0].url': 'https://shop.example/uploads/car1-960.webp',
      'image[1].url': 'https://shop.example/uploads/car2-960.webp',
      body_style: 'SEDAN',
      exterior_color: 'Silver',
      dealer_name: 'Lakeside Motors',
    });
    const tricky = rows.find((each) => each.vehicle_id === ids.tricky)!;
    expect(tricky.description).toBe('=HYPERLINK("x"), a, "quoted" one');
  });
});

describe("Meta's previous price (issue 32)", () => {
  it('reads a recent drop off the price history: the price before it, and the sale price now', async () => {
    const admin = await createBuyer(t.app, t.db, { role: 'admin' });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/cars/${ids.tricky}`,
      headers: authHeader(admin.session),
      payload: { price: 23_500 },
    });
    expect(put.statusCode, put.body).toBe(200);
    const rows = parse((await get('/feeds/meta-automotive.csv')).body, { columns: true }) as Record<
      string,
      string
    >[];
    expect(rows.find((row) => row.vehicle_id === ids.tricky)).toMatchObject({
      price: '25000.00 USD',
      sale_price: '23500.00 USD',
    });
    expect(rows.find((row) => row.vehicle_id === ids.listed)).toMatchObject({ sale_price: '' });
  });
});

describe('never staler than the last change', () => {
  it('takes a car in once it gets what it lacked, and out once it is sold out', async () => {
    const admin = await createBuyer(t.app, t.db, { role: 'admin' });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/cars/${ids.noVin}`,
      headers: authHeader(admin.session),
      payload: { vin: vin('KNABE511J0000017') },
    });
    expect(put.statusCode, put.body).toBe(200);
    // No wait: the request after the write gets the feed built after it.
    const after = googleItems((await get('/feeds/google-vehicle-listings.xml')).body);
    expect(after.map((item) => item.id?.[0])).toContain(ids.noVin);

    const sellOut = await t.app.inject({
      method: 'PUT',
      url: `/api/cars/${ids.noVin}`,
      headers: authHeader(admin.session),
      payload: { quantity: 0 },
    });
    expect(sellOut.statusCode, sellOut.body).toBe(200);
    const csv = parse((await get('/feeds/meta-automotive.csv')).body, { columns: true }) as {
      vehicle_id: string;
    }[];
    expect(csv.map((row) => row.vehicle_id)).not.toContain(ids.noVin);
  });
});

describe('the cars left out', () => {
  it('are listed for the staff who keep the stock with what each lacks, and for nobody else', async () => {
    const customer = await createBuyer(t.app, t.db);
    expect((await get('/api/feeds/left-out')).statusCode).toBe(401);
    expect((await get('/api/feeds/left-out', authHeader(customer.session))).statusCode).toBe(403);
    const { data } = (await get('/api/feeds/left-out', authHeader(inventory))).json();
    expect(data.settingsMissing).toEqual({ google: [], meta: [] });
    // The sold-out car is not for sale: not "left out".
    expect(data.cars.map((car: { _id: string }) => car._id)).not.toContain(ids.soldOut);
    const [extra] = await addCars(t.db, [createCar({ brand: 'Fiat', model: '500', color: null })]);
    await t.app.carChanges.publish({ kind: 'car', ids: [extra!._id] });
    const later = (await get('/api/feeds/left-out', authHeader(inventory))).json().data;
    expect(later.cars).toContainEqual({
      _id: extra!._id,
      name: '2022 Fiat 500',
      missing: ['a 17-character VIN', 'a picture', 'a colour'],
    });
    expect(later.total).toBe(later.cars.length);
  });
});

describe('a shop without the settings a feed needs', () => {
  it('answers 404 naming them, and the staff see them', async () => {
    const bare = await createTestApp({
      shopCurrency: undefined,
      dealer: { ...DEALER, storeCode: undefined },
    });
    try {
      for (const url of ['/feeds/google-vehicle-listings.xml', '/feeds/meta-automotive.csv']) {
        const answer = await bare.app.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(404);
        expect(answer.json().message).toContain('SHOP_CURRENCY');
      }
      const google = await bare.app.inject({ method: 'GET', url: '/feeds/google-vehicle-listings.xml' });
      expect(google.json().message).toBe(
        'This feed is off until the shop sets SHOP_CURRENCY, SHOP_STORE_CODE.',
      );
    } finally {
      await bare.close();
    }
  });
});

describe('at 10,000 cars', () => {
  it('builds both feeds within seconds and answers a fetch from memory', async () => {
    const big = await createTestApp({
      shopCurrency: 'USD',
      publicUrl: 'https://shop.example',
      dealer: DEALER,
    });
    try {
      for (let start = 0; start < 10_000; start += 1000)
        await addCars(
          big.db,
          Array.from({ length: 1000 }, (_, i) =>
            complete(100_000 + start + i, { model: `Car ${start + i}` }),
          ),
        );
      const started = performance.now();
      await big.app.carChanges.publish({ kind: 'catalogue' });
      const first = await big.app.inject({ method: 'GET', url: '/feeds/meta-automotive.csv' });
      const built = performance.now() - started;
      expect(first.statusCode).toBe(200);
      expect((parse(first.body, { columns: true }) as unknown[]).length).toBe(10_000);
      expect(
        googleItems(
          (await big.app.inject({ method: 'GET', url: '/feeds/google-vehicle-listings.xml' })).body,
        ),
      ).toHaveLength(10_000);
      const fetchStarted = performance.now();
      for (let i = 0; i < 20; i++)
        await big.app.inject({
          method: 'GET',
          url: '/feeds/google-vehicle-listings.xml',
          headers: { 'accept-encoding': 'gzip' },
        });
      const perFetch = (performance.now() - fetchStarted) / 20;
      console.info(
        `feeds at 10,000 cars: built in ${Math.round(built)} ms, a gzipped fetch ${perFetch.toFixed(1)} ms`,
      );
      expect(built).toBeLessThan(30_000);
      expect(perFetch).toBeLessThan(200);
    } finally {
      await big.close();
    }
  }, 120_000);
});
