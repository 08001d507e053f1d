/**
 * Money and dates as the pages show them (product decisions §1). A price's digits and the place of its sign are
 * the contract's (`formatDigits`, `withSign` in money.ts), as in the server's mails; this file picks the sign.
 * The specification shows taka (৳) on catalogue, cart, orders and checkout, and a dollar sign on the admin
 * revenue card, the customer order price, the detail page and the admin car table. Callers name the SURFACE,
 * not the symbol, so one setting (the server's SHOP_CURRENCY) can switch every surface to one currency at run
 * time (ADR 004, amended by 034).
 */
import { currencySign, formatDigits, withSign } from '@carshop/contract/money';

export type MoneySurface =
  | 'catalogue'
  | 'cart'
  | 'orders'
  | 'checkout'
  | 'detail'
  | 'admin-revenue'
  | 'admin-cars'
  | 'customer-order';

const DOLLAR_SURFACES: ReadonlySet<MoneySurface> = new Set([
  'detail',
  'admin-revenue',
  'admin-cars',
  'customer-order',
]);

/** SHOP_CURRENCY's ISO code when the shop shows one currency everywhere; unset: the specification's surfaces. */
let singleCurrency: string | undefined;

/**
 * Sets the shop's one currency, before anything is rendered: in the browser from the page's meta (main.tsx), on
 * the server from its setting (entry-server.tsx). Unset or blank: each surface as the specification shows it.
 */
export function setShopCurrency(code: string | null | undefined) {
  singleCurrency = code || undefined;
}

/**
 * A formatter made on first use: building an Intl formatter loads locale data, which costs milliseconds on a
 * phone, so a page pays only for the ones it shows (not both while its scripts start).
 */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

function currencySymbol(surface: MoneySurface): string {
  if (singleCurrency) return currencySign(singleCurrency);
  return DOLLAR_SURFACES.has(surface) ? '$' : '৳';
}

/** The ISO 4217 code of what a surface shows (machine-readable prices: JSON-LD offers). */
export function currencyCode(surface: MoneySurface): string {
  if (singleCurrency) return singleCurrency;
  return DOLLAR_SURFACES.has(surface) ? 'USD' : 'BDT';
}

/** `$12,500` on dollar surfaces; `12,500৳` on taka surfaces (the taka sign follows the amount, as in the spec's cart line). */
export function formatMoney(
  amount: number,
  surface: MoneySurface,
  options: { decimals?: boolean } = {},
): string {
  return withSign(formatDigits(amount, options), currencySymbol(surface));
}

/** Digits only, locale-grouped (for the cart's '{price} X {quantity} = {total}৳' line). */
export const formatAmount = formatDigits;

const dateFormat = lazily(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
);

/** 'Jan 5, 2024' */
export function formatDate(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat().format(date);
}

const dateTimeFormat = lazily(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
);

/** 'Jan 5, 2024, 3:04 PM' (the customer's Recent Orders "Order Time"). */
export function formatDateTime(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat().format(date);
}

const dayFormat = lazily(
  () =>
    new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/**
 * A calendar day `YYYY-MM-DD` (a handover's day, the shop's own calendar) as `Wednesday, December 2, 2026`: read
 * as that day in UTC, so no time zone of the browser moves it to the day before.
 */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat().format(date);
}

const MINUTE_MS = 60_000;

/**
 * How long from `from` to `to`, in the largest whole unit a person would say: "under a minute", "5 minutes",
 * "3 hours", "2 days" (how long an enquiry has waited, how long a reservation has left). A negative span reads as
 * none.
 */
export function formatSpan(from: string | Date, to: string | Date): string {
  const minutes = Math.max(0, Math.floor((new Date(to).getTime() - new Date(from).getTime()) / MINUTE_MS));
  const say = (n: number, unit: string) => `${n.toLocaleString('en-US')} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return say(minutes, 'minute');
  if (minutes < 48 * 60) return say(Math.floor(minutes / 60), 'hour');
  return say(Math.floor(minutes / (24 * 60)), 'day');
}
