import { FINANCE_APR_META } from '@carshop/contract/browser-settings';
import { parseFinanceApr } from '@carshop/contract/finance';

/**
 * The server's FINANCE_APR setting: the yearly rate the car page's finance calculator starts from. The server
 * renders with its setting and puts it in every page as a `<meta>` (@carshop/contract/browser-settings); the
 * browser reads that meta, so its first render agrees with the server's HTML (as SHOP_CURRENCY, main.tsx).
 * Read on first use rather than in main.tsx: only the car page needs it, and the app shell every page loads
 * stays without it.
 */
let setting: { apr: number | undefined } | undefined;

/** On the server, its setting, before each render (entry-server.tsx). Undefined: the page's meta, read on first use. */
export function setFinanceApr(value: number | undefined) {
  setting = value === undefined ? undefined : { apr: value };
}

/** The setting; undefined when the page had none (a page not sent by the shop's server). */
export function financeApr(): number | undefined {
  setting ??= {
    apr:
      typeof document === 'undefined'
        ? undefined
        : parseFinanceApr(
            document.querySelector<HTMLMetaElement>(`meta[name="${FINANCE_APR_META}"]`)?.content,
          ),
  };
  return setting.apr;
}
