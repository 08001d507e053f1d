import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { everyCar, priceDropSince } from '../cars/catalogue.service.ts';
import { createKeptFiles, ORIGIN } from '../cars/kept-files.service.ts';
import {
  type Dealer,
  escapeXml,
  FEEDS,
  type FeedName,
  forSale,
  googleFeed,
  googleItem,
  metaHeader,
  metaRow,
  missingFields,
  missingSettings,
} from './vehicle-feeds.ts';

/** The cars for sale that no feed can carry, as the admin reads them (the first of them: a list to work through). */
export type LeftOut = {
  settingsMissing: Record<FeedName, string[]>;
  cars: { _id: string; name: string; missing: string[] }[];
  total: number;
};
/** A feed as sent: its bytes, the same gzipped, and its ETag. */
export type SentFeed = { text: Buffer; gzip: Buffer; etag: string };

/** How many left-out cars the admin's list names (the total counts them all). */
export const LEFT_OUT_LISTED = 500;
const LEFT_OUT = 'left-out.json';

/**
 * Builds both feeds and the list of cars left out in one walk over every car, a batch at a time (lib: everyCar).
 * A car goes out when it is for sale and has what the feeds require; the feeds are then as complete as the
 * shop's settings let them be (missingSettings: without them a feed lists no car).
 */
export async function buildFeeds(app: FastifyInstance, dealer: Dealer) {
  const started = performance.now();
  const settingsMissing = {
    google: missingSettings(dealer, 'google'),
    meta: missingSettings(dealer, 'meta'),
  };
  const { address, storeCode, currency } = dealer;
  const googleDealer =
    address && storeCode && currency ? { ...dealer, address, storeCode, currency } : undefined;
  const metaDealer = currency ? { ...dealer, currency } : undefined;
  const google: string[] = [];
  const meta: string[] = [metaHeader()];
  const leftOut: LeftOut = { settingsMissing, cars: [], total: 0 };
  let count = 0;
  // The price drops of the shop's window (PRICE_DROP_DAYS), read off the price history: Meta's sale_price.
  const since = priceDropSince(app.config.alerts.priceDropDays);
  for await (const batch of everyCar(app.db, { since })) {
    for (const car of batch) {
      if (!forSale(car)) continue;
      const missing = missingFields(car);
      if (missing.length > 0) {
        leftOut.total += 1;
        if (leftOut.cars.length < LEFT_OUT_LISTED)
          leftOut.cars.push({ _id: car._id, name: `${car.year} ${car.brand} ${car.model}`, missing });
        continue;
      }
      count += 1;
      if (googleDealer) google.push(googleItem(car, googleDealer));
      if (metaDealer) meta.push(metaRow(car, metaDealer));
    }
  }
  const files = new Map([
    [FEEDS.google, googleFeed(google, dealer)],
    [FEEDS.meta, meta.join('')],
    [LEFT_OUT, JSON.stringify(leftOut)],
  ]);
  return { files, count, ms: performance.now() - started };
}

/**
 * The vehicle feeds at their stable addresses, kept in memory and rebuilt after every change to car data,
 * stock included (a sold-out car leaves them): never staler than the last change, a map lookup to fetch.
 */
export function createVehicleFeeds(app: FastifyInstance) {
  const dealer: Dealer = {
    ...app.config.dealer,
    currency: app.config.shopCurrency,
    units: app.config.shopUnits,
  };
  const kept = createKeptFiles<SentFeed>(app, {
    what: 'the vehicle feeds',
    build: () => buildFeeds(app, dealer),
    touches: () => true,
    withOrigin: (body, origin, name) => {
      // The origin stands only at the start of URLs. A trusted origin (lib/trusted-origin.ts: scheme, a valid
      // host, a port) holds no character that CSV quotes; XML escapes the few it could.
      const text = Buffer.from(body.replaceAll(ORIGIN, name.endsWith('.xml') ? escapeXml(origin) : origin));
      const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
      // Compressed once per build and origin: a fetch costs a lookup, not a compression of the whole feed.
      return { text, gzip: gzipSync(text), etag };
    },
    sizeOf: (sent) => sent.text.length + sent.gzip.length,
    notReady: 'The vehicle feeds are not ready yet. Try again in a moment.',
  });
  return {
    /** The feed's body for `origin`, or a reason it is off (the settings it needs). */
    async feed(name: FeedName, origin: string): Promise<SentFeed | { missing: string[] }> {
      const missing = missingSettings(dealer, name);
      if (missing.length > 0) return { missing };
      const sent = await kept.file(FEEDS[name], origin);
      if (!sent) throw new Error(`the feed ${name} was not built`);
      return sent;
    },
    async leftOut(): Promise<LeftOut> {
      const text = (await kept.latest()).files.get(LEFT_OUT);
      return JSON.parse(text ?? '{}') as LeftOut;
    },
  };
}
