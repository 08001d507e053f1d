import {
  DEFAULT_SHOP_UNITS,
  formatDistance,
  parseShopUnits,
  SHOP_UNITS_META,
  type ShopUnits,
  UNIT_ABBREVIATIONS,
} from '@carshop/contract/units';

/**
 * The server's SHOP_UNITS setting (issue 32): the unit every mileage is read in. The server renders with its
 * setting and writes it in every page as a `<meta>`; the browser reads that meta on first use (as finance-apr.ts
 * reads the rate), so its first render agrees with the server's HTML.
 */
let setting: ShopUnits | undefined;

/** On the server, its setting, before each render (entry-server.tsx). */
export function setShopUnits(value: ShopUnits | undefined) {
  setting = value;
}

export function shopUnits(): ShopUnits {
  setting ??=
    (typeof document === 'undefined'
      ? undefined
      : parseShopUnits(
          document.querySelector<HTMLMetaElement>(`meta[name="${SHOP_UNITS_META}"]`)?.content,
        )) ?? DEFAULT_SHOP_UNITS;
  return setting;
}

/** A car's mileage with the shop's unit: "12,400 km". */
export const formatMileage = (mileage: number): string => formatDistance(mileage, shopUnits());

/** The label of a field the odometer's reading is typed into, in the shop's unit: "Mileage (km)", "Mileage (mi)". */
export const mileageLabel = (): string => `Mileage (${UNIT_ABBREVIATIONS[shopUnits()]})`;
