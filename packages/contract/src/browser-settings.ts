/**
 * What the server hands the browser's app in every page it sends (rendered or bare), besides the page: the
 * settings the app needs before it renders, as `<meta name content>` in the head, and the API state a rendered
 * page was made from. The server's page template writes them (apps/server/src/web/template.ts); the browser's
 * app reads them (apps/web/src/main.tsx, lib/finance-apr.ts). Plain constants that import nothing: main.tsx reads
 * the currency in every page's first load, and whatever this module imports would join the app shell.
 */
export type BrowserSettings = {
  /** SHOP_CURRENCY: every price in this one currency (ISO 4217); unset: the specification's surfaces, no meta. */
  currency?: string | undefined;
  /** FINANCE_APR: the yearly rate (%) the car page's finance calculator starts from (`parseFinanceApr`, finance.ts). */
  financeApr: number;
};

/** The `<meta name>` of SHOP_CURRENCY; the browser takes its content as the server checked it (CURRENCY_CODE). */
export const SHOP_CURRENCY_META = 'shop-currency';

/** The `<meta name>` of FINANCE_APR, read back with `parseFinanceApr` (finance.ts) on the car page. */
export const FINANCE_APR_META = 'finance-apr';

/** The id of the `<script type="application/json">` that carries a rendered page's API state. */
export const SERVER_STATE_ID = 'server-state';

/** The settings as `<meta>` tags for the head. The server's config checked both (three capitals, a number): nothing to escape. */
export function browserSettingsMeta({ currency, financeApr }: BrowserSettings): string {
  const currencyMeta = currency ? `<meta name="${SHOP_CURRENCY_META}" content="${currency}">` : '';
  return `${currencyMeta}<meta name="${FINANCE_APR_META}" content="${financeApr}">`;
}
