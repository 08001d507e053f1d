/**
 * The shop's one unit of distance (SHOP_UNITS, issue 32): a car's mileage is the odometer's reading in it, and the
 * pages and the demo texts speak it. Free of zod: every car card shows a mileage, in every page's first load.
 */
export const SHOP_UNIT_VALUES = ['km', 'miles'] as const;
export type ShopUnits = (typeof SHOP_UNIT_VALUES)[number];
/** The demo's unit, and the shop's when SHOP_UNITS is unset. */
export const DEFAULT_SHOP_UNITS: ShopUnits = 'km';

/** The `<meta name>` the browser reads SHOP_UNITS from (browser-settings.ts writes it). */
export const SHOP_UNITS_META = 'shop-units';

/** The value as written (a setting, a meta), or undefined for anything else. */
export const parseShopUnits = (text: string | null | undefined): ShopUnits | undefined =>
  SHOP_UNIT_VALUES.find((unit) => unit === text);

/** The unit after a number: "km", "mi". */
export const UNIT_ABBREVIATIONS: Record<ShopUnits, string> = { km: 'km', miles: 'mi' };

const grouped = new Intl.NumberFormat('en-US');

/** A distance with its unit: "12,400 km", "7,700 mi". */
export const formatDistance = (amount: number, units: ShopUnits): string =>
  `${grouped.format(amount)} ${UNIT_ABBREVIATIONS[units]}`;

/** Kilometres in a mile. */
export const KM_PER_MILE = 1.609344;
