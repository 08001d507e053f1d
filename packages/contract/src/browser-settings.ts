import { SHOP_UNITS_META, type ShopUnits } from './units.ts';

/**
 * What the server hands the browser's app in every page it sends (rendered or bare), besides the page: the
 * settings the app needs before it renders, as `<meta name content>` in the head, and the API state a rendered
 * page was made from. The server's page template writes them (apps/server/src/web/template.ts); the browser's
 * app reads them (apps/web/src/main.tsx, lib/finance-apr.ts). Plain constants that import nothing but the plain
 * units.ts: main.tsx reads
 * the currency in every page's first load, and whatever this module imports would join the app shell.
 */
export type BrowserSettings = {
  /** SHOP_CURRENCY: every price in this one currency (ISO 4217); unset: the specification's surfaces, no meta. */
  currency?: string | undefined;
  /** FINANCE_APR: the yearly rate (%) the car page's finance calculator starts from (`parseFinanceApr`, finance.ts). */
  financeApr: number;
  /**
   * The dealer (SHOP_NAME, SHOP_ADDRESS, SHOP_PHONE; issue 31): the footer shows its address and phone, the car
   * pages' JSON-LD names it as the seller. Each unset: the placeholder the footer shows (apps/web/src/content/site.ts).
   * Only the address and the phone go to the browser (the footer's): the name is in the server's JSON-LD only.
   */
  dealer?: DealerIdentity | undefined;
  /** SHOP_UNITS (issue 32): km or miles, for every mileage; unset: the default (units.ts), no meta. */
  units?: ShopUnits | undefined;
};

export type DealerIdentity = {
  name?: string | undefined;
  address?: string | undefined;
  phone?: string | undefined;
};

/** The `<meta name>`s of SHOP_ADDRESS and SHOP_PHONE, present when set. */
export const DEALER_META = { address: 'shop-address', phone: 'shop-phone' } as const;

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The `<meta name>` of SHOP_CURRENCY; the browser takes its content as the server checked it (CURRENCY_CODE). */
export const SHOP_CURRENCY_META = 'shop-currency';

/** The `<meta name>` of FINANCE_APR, read back with `parseFinanceApr` (finance.ts) on the car page. */
export const FINANCE_APR_META = 'finance-apr';

/** The id of the `<script type="application/json">` that carries a rendered page's API state. */
export const SERVER_STATE_ID = 'server-state';

/**
 * The settings as `<meta>` tags for the head. The server's config checked the currency and the rate (three
 * capitals, a number): nothing to escape; the dealer's address is free text, escaped.
 */
export function browserSettingsMeta({ currency, financeApr, dealer, units }: BrowserSettings): string {
  const currencyMeta = currency ? `<meta name="${SHOP_CURRENCY_META}" content="${currency}">` : '';
  const dealerMeta = (['address', 'phone'] as const)
    .map((key) =>
      dealer?.[key] ? `<meta name="${DEALER_META[key]}" content="${escapeAttribute(dealer[key])}">` : '',
    )
    .join('');
  // Checked by the server's config (km or miles): nothing to escape.
  const unitsMeta = units ? `<meta name="${SHOP_UNITS_META}" content="${units}">` : '';
  return `${currencyMeta}<meta name="${FINANCE_APR_META}" content="${financeApr}">${dealerMeta}${unitsMeta}`;
}
