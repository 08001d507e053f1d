/**
 * The server's FINANCE_APR setting: the yearly rate the car page's finance calculator starts from. The server
 * renders with its setting and puts it in every page as `<meta name="finance-apr">` (apps/server/src/web/template.ts);
 * the browser reads that meta, so its first render agrees with the server's HTML (as SHOP_CURRENCY, format.ts).
 * Read on first use rather than in main.tsx: only the car page needs it, and the app shell every page loads
 * stays without it. Kept as given; the calculator makes it a rate (domains/catalogue).
 */
let setting: string | undefined;

/** On the server, its setting, before each render (entry-server.tsx). Undefined: the page's meta, read on first use. */
export function setFinanceApr(value: number | undefined) {
  setting = value === undefined ? undefined : String(value);
}

/** The setting as given: blank when the page had none (a page not sent by the shop's server). */
export function financeAprSetting(): string {
  setting ??=
    typeof document === 'undefined'
      ? ''
      : (document.querySelector<HTMLMetaElement>('meta[name="finance-apr"]')?.content ?? '');
  return setting;
}
