import type { Car, Category, FuelType } from '@carshop/contract/car';
import { MAX_CAR_IMAGES } from '@carshop/contract/constants';
import { productPage } from '@carshop/contract/page-paths';
import type { ShopUnits } from '@carshop/contract/units';
import { stringify } from 'csv-stringify/sync';
import { ORIGIN } from '../cars/kept-files.service.ts';

/**
 * The two vehicle feeds (issue 31, ADR 059): what buyers' search channels read about each car for sale.
 * - Google's vehicle listings (https://developers.google.com/vehicle-listings/reference/feed-specification):
 *   an RSS 2.0 document with the `g:` attributes; required: vin, store_code, dealership_name, dealership_address,
 *   price with its currency, condition, brand, model, year, mileage, link, image_link.
 * - Meta's automotive inventory catalog (https://developers.facebook.com/docs/marketing-api/auto-ads/reference):
 *   a CSV with vehicle_id, vin, make, model, year, mileage.value and mileage.unit, state_of_vehicle, price, url,
 *   image[0].url (and more pictures), body_style, exterior_color, fuel_type, transmission.
 * Built as text with ORIGIN standing for the shop's address (kept-files.service.ts puts the trusted origin in).
 */

/** Who sells the cars, from the settings (config.dealer and SHOP_CURRENCY). */
export type Dealer = {
  name: string;
  address: string | undefined;
  phone: string | undefined;
  storeCode: string | undefined;
  currency: string | undefined;
  /** SHOP_UNITS (issue 32): the unit the cars' mileages are in; unset: kilometres. */
  units?: ShopUnits | undefined;
};

export const FEEDS = {
  google: 'google-vehicle-listings.xml',
  meta: 'meta-automotive.csv',
} as const;
export type FeedName = keyof typeof FEEDS;

/** A dealer whose settings let the feeds go out (see missingSettings). */
export type FeedDealer = Dealer & { address: string; storeCode: string; currency: string };

/** The shop's settings a feed cannot do without: none of its cars can go out while one is missing. */
export function missingSettings(dealer: Dealer, feed: FeedName): string[] {
  const missing: string[] = [];
  if (!dealer.currency) missing.push('SHOP_CURRENCY');
  if (feed === 'google') {
    if (!dealer.address) missing.push('SHOP_ADDRESS');
    if (!dealer.storeCode) missing.push('SHOP_STORE_CODE');
  }
  return missing;
}

/** What a car lacks that a feed requires of every car ("a VIN", "a picture"): none, and it goes out. */
export function missingFields(car: Car): string[] {
  const missing: string[] = [];
  // A 17-character VIN: both channels key the car by it (older identifiers do not qualify).
  if (car.vin?.length !== 17) missing.push('a 17-character VIN');
  if (car.images.length === 0) missing.push('a picture');
  if (!(car.price > 0)) missing.push('a price');
  if (!car.color) missing.push('a colour');
  return missing;
}

/** For sale: in stock. A sold-out car leaves the feeds with the next build (a stock change starts one). */
export const forSale = (car: Car) => car.inStock && car.quantity > 0;

export const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
    // Characters XML 1.0 cannot carry at all (control characters), so that a stray one cannot break the file.
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;
const absolute = (path: string) => `${ORIGIN}${path}`;
const title = (car: Car) => `${car.year} ${car.brand} ${car.model}`;

/** One `<item>` of Google's feed: the car's attributes in the `g:` namespace, empty ones left out. */
export function googleItem(car: Car, dealer: FeedDealer) {
  /** A page or picture of the shop: its path escaped, the origin put in when sent. */
  const link = (path: string | undefined) => path && absolute(escapeXml(path));
  const attributes: [string, string | number | null | undefined][] = [
    ['id', car._id],
    ['vin', car.vin],
    ['store_code', dealer.storeCode],
    ['dealership_name', dealer.name],
    ['dealership_address', dealer.address],
    ['tracking_phone_number', dealer.phone],
    ['title', title(car)],
    ['link', link(productPage(car._id))],
    ['image_link', link(car.images[0])],
    ...car.images
      .slice(1)
      .map((image): [string, string | undefined] => ['additional_image_link', link(image)]),
    ['price', money(car.price, dealer.currency)],
    ['condition', car.condition.toLowerCase()],
    ['brand', car.brand],
    ['model', car.model],
    ['year', car.year],
    ['mileage', `${car.mileage} ${dealer.units === 'miles' ? 'miles' : 'km'}`],
    ['color', car.color],
    ['fuel', car.fuelType],
    ['transmission', car.transmission.toLowerCase()],
    ['body_style', car.category.toLowerCase()],
  ];
  const links = new Set(['link', 'image_link', 'additional_image_link']);
  const lines = attributes
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => {
      const text = links.has(name) ? String(value) : escapeXml(String(value));
      return `      <g:${name}>${text}</g:${name}>`;
    });
  return ['    <item>', ...lines, '    </item>'].join('\n');
}

/** The whole document around the items. */
export function googleFeed(items: string[], dealer: Dealer): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '  <channel>',
    `    <title>${escapeXml(dealer.name)}: vehicles for sale</title>`,
    `    <link>${ORIGIN}/</link>`,
    `    <description>${escapeXml(`Every car for sale at ${dealer.name}`)}</description>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

const META_BODY_STYLES: Record<Category, string> = {
  Sedan: 'SEDAN',
  SUV: 'SUV',
  Truck: 'TRUCK',
  Coupe: 'COUPE',
  Convertible: 'CONVERTIBLE',
};
const META_FUEL_TYPES: Record<FuelType, string> = {
  Petrol: 'GASOLINE',
  Diesel: 'DIESEL',
  Hybrid: 'HYBRID',
  'Plug-in Hybrid': 'PLUGIN_HYBRID',
  Electric: 'ELECTRIC',
  CNG: 'OTHER',
};
const META_COLUMNS = [
  'vehicle_id',
  'vin',
  'title',
  'description',
  'url',
  'make',
  'model',
  'year',
  'mileage.value',
  'mileage.unit',
  'state_of_vehicle',
  'price',
  // Issue 32: with a recent price drop, `price` is the price before it and `sale_price` the price now, as Meta's
  // automotive catalog reads the two (its ads show the saving); otherwise `price` alone.
  'sale_price',
  'availability',
  'body_style',
  'exterior_color',
  'fuel_type',
  'transmission',
  'dealer_name',
  'dealer_phone',
  ...Array.from({ length: MAX_CAR_IMAGES }, (_, index) => `image[${index}].url`),
];

/** The CSV's header line. */
export const metaHeader = () => stringify([META_COLUMNS], { record_delimiter: 'unix' });

/** One car's line of Meta's CSV. */
export function metaRow(car: Car, dealer: Dealer & { currency: string }): string {
  const row = [
    car._id,
    car.vin,
    title(car),
    car.description,
    absolute(productPage(car._id)),
    car.brand,
    car.model,
    car.year,
    car.mileage,
    dealer.units === 'miles' ? 'MI' : 'KM',
    car.condition.toUpperCase(),
    money(car.priceDrop ? car.priceDrop.from : car.price, dealer.currency),
    car.priceDrop ? money(car.price, dealer.currency) : '',
    'available',
    META_BODY_STYLES[car.category],
    car.color,
    META_FUEL_TYPES[car.fuelType],
    car.transmission.toUpperCase(),
    dealer.name,
    dealer.phone ?? '',
    ...Array.from({ length: MAX_CAR_IMAGES }, (_, index) => {
      const image = car.images[index];
      return image ? absolute(image) : '';
    }),
  ];
  return stringify([row], { record_delimiter: 'unix' });
}
