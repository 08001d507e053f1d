import type { Car } from '@carshop/contract/car';
import { currencySign, formatDigits, withSign } from '@carshop/contract/money';
import { cataloguePage, PAGE_PATHS, productPage, unsubscribePage } from '@carshop/contract/page-paths';
import { formatDistance, type ShopUnits } from '@carshop/contract/units';
import { composeMail, greetingFor, type Mail, type MailSection, type MailSettings } from '../mail/service.ts';

/**
 * The alert digest (issue 32, ADR 071): everything since the buyer's last one in one message, its links built from
 * the shared page paths, and the RFC 8058 headers that let a mail client unsubscribe in one click.
 */

type SearchNews = { name: string; query: string; cars: Car[]; total: number; stopToken: string };
type CarNews = { car: Car; stopToken: string };
type PriceDrop = CarNews & { from: number };
export type Digest = {
  searches: SearchNews[];
  priceDrops: PriceDrop[];
  backInStock: CarNews[];
  sold: CarNews[];
};

export const isEmptyDigest = (digest: Digest) =>
  digest.searches.length + digest.priceDrops.length + digest.backInStock.length + digest.sold.length === 0;

export type AlertMailSettings = MailSettings & { units: ShopUnits };

export function digestMail(
  settings: AlertMailSettings,
  to: { email: string; name: string },
  digest: Digest,
  unsubscribeAllToken: string,
): Mail {
  const { origin } = settings;
  const price = (value: number) => withSign(formatDigits(value), currencySign(settings.currency ?? 'BDT'));
  const carLine = (car: Car) =>
    `${car.year} ${car.brand} ${car.model}, ${price(car.price)}, ${formatDistance(car.mileage, settings.units)}`;
  const carUrl = (car: Car) => `${origin}${productPage(car._id)}`;
  const stop = (label: string, token: string) => ({ label, url: `${origin}${unsubscribePage(token)}` });

  const sections: MailSection[] = [
    ...digest.searches.map((search) => ({
      heading: `New for "${search.name}"`,
      items: search.cars.map((car) => ({ text: carLine(car), url: carUrl(car) })),
      links: [
        ...(search.total > search.cars.length
          ? [
              {
                label: `And ${search.total - search.cars.length} more: see the search`,
                url: `${origin}${cataloguePage(search.query)}`,
              },
            ]
          : []),
        stop('Stop emails about this search', search.stopToken),
      ],
    })),
    ...(digest.priceDrops.length > 0
      ? [
          {
            heading: 'Price drops on your saved cars',
            items: digest.priceDrops.map(({ car, from }) => ({
              text: `${car.year} ${car.brand} ${car.model}: now ${price(car.price)} (was ${price(from)})`,
              url: carUrl(car),
            })),
          },
        ]
      : []),
    ...(digest.backInStock.length > 0
      ? [
          {
            heading: 'Back in stock',
            items: digest.backInStock.map(({ car }) => ({ text: carLine(car), url: carUrl(car) })),
          },
        ]
      : []),
    ...(digest.sold.length > 0
      ? [
          {
            heading: 'Sold',
            items: digest.sold.map(({ car }) => ({
              text: `${car.year} ${car.brand} ${car.model}`,
              url: carUrl(car),
            })),
          },
        ]
      : []),
  ];
  const oneClick = `${origin}/api/alerts/unsubscribe?token=${encodeURIComponent(unsubscribeAllToken)}`;
  const mail = composeMail(settings.shopName, {
    to: to.email,
    subject: 'News about the cars you follow',
    // The digest goes only to a proven address (ADR 048), so the account's name is the owner's own.
    greeting: greetingFor(to.name, true),
    paragraphs: ['Here is what changed since our last email about your saved searches and saved cars.'],
    sections,
    after: [
      `Choose which alerts you get: your saved searches at ${origin}${PAGE_PATHS.savedSearches} and your saved cars at ${origin}${PAGE_PATHS.savedCars}.`,
    ],
    footer: {
      text: `You get this email because you asked ${settings.shopName} for alerts on your saved searches or saved cars.`,
      link: stop('Unsubscribe from all alerts', unsubscribeAllToken),
    },
  });
  return {
    ...mail,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
