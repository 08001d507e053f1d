import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../test/test-app.ts';
import { addCars } from '../modules/cars/catalogue.service.ts';
import { createCar } from '../seed/car-factory.ts';

/**
 * The car page's schema.org `Car` (issue 31) on the REAL web build (`npm run build` first, as ssr.api.test.ts):
 * complete for Google's vehicle listings, typed as schema.org says, naming the dealer of the settings, escaped,
 * and saying nothing the page does not show.
 */
const webDistDir = path.resolve(import.meta.dirname, '../../../web/dist');
const ORIGIN = 'https://shop.example.com';
const DEALER = {
  name: 'Springfield Motors & Sons',
  address: '1800 Amphibious Blvd. & 2nd St, Mountain View, CA 94045, US',
  phone: '+1 650 555 0199',
  storeCode: 'SPR-1',
};

let t: Awaited<ReturnType<typeof createTestApp>>;
const ids: Record<string, string> = {};
beforeAll(async () => {
  if (!fs.existsSync(path.resolve(webDistDir, '../dist-ssr/entry-server.js')))
    throw new Error('No web build: run `npm run build` first');
  t = await createTestApp({ webDistDir, publicUrl: ORIGIN, dealer: DEALER });
  const created = await addCars(t.db, [
    createCar({
      brand: 'Honda',
      model: 'Accord EX',
      year: 2003,
      price: 5_400,
      category: 'Sedan',
      condition: 'Used',
      mileage: 182_000,
      fuelType: 'Petrol',
      transmission: 'Automatic',
      color: 'Silver',
      vin: '1HGCM82633A004352',
      quantity: 1,
      images: ['/uploads/accord-1-960.webp', '/uploads/accord-2-960.webp'],
    }),
    createCar({ brand: 'Evil', model: '</script><script>alert(1)</script>', year: 2024, condition: 'New' }),
  ]);
  for (const car of created) ids[car.brand] = car._id;
});
afterAll(() => t?.close());

const html = async (id: string) => {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/products/${id}`,
    headers: { accept: 'text/html' },
  });
  expect(answer.statusCode).toBe(200);
  return answer.body;
};
const scripts = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => match[1] ?? '');
/** What a visitor reads: the page's text without its tags (the footer included). */
const visibleText = (page: string) =>
  page
    .slice(page.indexOf('<div id="root">'), page.indexOf('id="server-state"'))
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"');

type Thing = Record<string, unknown>;
const isUrl = (value: unknown) => typeof value === 'string' && /^https:\/\//.test(value);
const schemaOrg = (value: unknown, names: string[]) =>
  names.map((name) => `https://schema.org/${name}`).includes(String(value));

describe("a car page's JSON-LD", () => {
  it("has every property Google's vehicle listings require, with schema.org's types", async () => {
    const [script] = scripts(await html(ids.Honda ?? ''));
    const car = JSON.parse(script ?? '{}') as Thing;
    const offer = car.offers as Thing;
    const brand = car.brand as Thing;
    const mileage = car.mileageFromOdometer as Thing;
    const seller = offer.seller as Thing;
    expect(car['@context']).toBe('https://schema.org');
    expect(car['@type']).toBe('Car');
    expect(brand).toEqual({ '@type': 'Brand', name: 'Honda' });
    expect(car.model).toBe('Accord EX');
    expect(car.name).toBe('Honda Accord EX');
    expect(car.vehicleIdentificationNumber).toBe('1HGCM82633A004352');
    expect(car.vehicleModelDate).toBe('2003'); // schema.org: a Date, here the year
    expect(mileage).toEqual({ '@type': 'QuantitativeValue', value: 182_000, unitCode: 'KMT' });
    expect(car.fuelType).toBe('Petrol');
    expect(car.vehicleTransmission).toBe('Automatic');
    expect(car.color).toBe('Silver');
    expect(schemaOrg(car.itemCondition, ['NewCondition', 'UsedCondition'])).toBe(true);
    expect(car.image).toEqual([`${ORIGIN}/uploads/accord-1-960.webp`, `${ORIGIN}/uploads/accord-2-960.webp`]);
    expect(isUrl(car.url)).toBe(true);
    expect(offer['@type']).toBe('Offer');
    expect(offer.price).toBe(5_400);
    expect(offer.priceCurrency).toMatch(/^[A-Z]{3}$/);
    expect(schemaOrg(offer.availability, ['InStock', 'OutOfStock'])).toBe(true);
    expect(schemaOrg(offer.itemCondition, ['UsedCondition'])).toBe(true);
    expect(offer.url).toBe(car.url);
    expect(seller).toEqual({
      '@type': 'AutoDealer',
      name: DEALER.name,
      address: DEALER.address,
      telephone: DEALER.phone,
    });
  });

  it('says nothing the page does not show', async () => {
    const page = await html(ids.Honda ?? '');
    const text = visibleText(page);
    const car = JSON.parse(scripts(page)[0] ?? '{}') as Thing;
    const seller = (car.offers as Thing).seller as Thing;
    for (const shown of [
      car.model,
      (car.brand as Thing).name,
      car.vehicleIdentificationNumber,
      car.vehicleModelDate,
      car.fuelType,
      car.vehicleTransmission,
      car.color,
      car.bodyType,
      '182,000 km',
      '$5,400',
      'Used',
      seller.address,
      seller.telephone,
    ])
      expect(text, String(shown)).toContain(String(shown));
    // The pictures it names are the gallery's.
    for (const image of car.image as string[]) expect(page).toContain(image.replace(ORIGIN, ''));
  });

  it('stays one script, whatever a car is named', async () => {
    const page = await html(ids.Evil ?? '');
    const found = scripts(page);
    expect(found).toHaveLength(1);
    expect(found[0]).not.toContain('</script');
    expect(JSON.parse(found[0] ?? '{}').model).toBe('</script><script>alert(1)</script>');
    expect(page).not.toContain('<script>alert(1)</script>');
  });

  it('shows the placeholder dealer of the footer when the settings are unset', async () => {
    const plain = await createTestApp({ webDistDir, publicUrl: ORIGIN, dealer: testConfig().dealer });
    try {
      const [car] = await addCars(plain.db, [createCar({ brand: 'Plain', model: 'Dealer' })]);
      const answer = await plain.app.inject({
        method: 'GET',
        url: `/products/${car?._id}`,
        headers: { accept: 'text/html' },
      });
      const seller = (JSON.parse(scripts(answer.body)[0] ?? '{}').offers as Thing).seller as Thing;
      expect(seller.name).toBe('CarShop');
      expect(visibleText(answer.body)).toContain(String(seller.address));
      expect(visibleText(answer.body)).toContain(String(seller.telephone));
      expect(answer.body).not.toContain('name="shop-address"');
    } finally {
      await plain.close();
    }
  });
});

describe('the dealer settings in the page', () => {
  it('carries the address and the phone for the browser, escaped', async () => {
    const page = await html(ids.Honda ?? '');
    expect(page).toContain(`<meta name="shop-address" content="${DEALER.address.replace('&', '&amp;')}">`);
    expect(page).toContain(`<meta name="shop-phone" content="${DEALER.phone}">`);
    expect(page).not.toMatch(/<meta name="shop-name"/); // the name is in the JSON-LD only
  });
});
