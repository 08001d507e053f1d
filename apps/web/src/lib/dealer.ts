import { DEALER_META, type DealerIdentity } from '@carshop/contract/browser-settings';
import { SITE } from '@/content/site';

/**
 * The dealer (SHOP_NAME, SHOP_ADDRESS, SHOP_PHONE; issue 31) that the footer shows and the car pages' JSON-LD
 * names as the seller, each unset part the footer's placeholder. The server renders with its settings; the
 * browser reads the address and the phone from the page's `<meta>`s (as finance-apr.ts does the rate), so its
 * first render agrees with the server's HTML.
 */
let setting: DealerIdentity | undefined;

/** On the server, its settings, before each render (entry-server.tsx). */
export function setDealer(value: DealerIdentity | undefined) {
  setting = value;
}

const meta = (name: string) =>
  typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;

export function dealer(): { name: string; address: string; phone: string } {
  setting ??= { address: meta(DEALER_META.address), phone: meta(DEALER_META.phone) };
  return {
    name: setting.name ?? SITE.name,
    address: setting.address ?? SITE.address,
    phone: setting.phone ?? SITE.phone,
  };
}
