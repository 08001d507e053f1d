import { ALERT_CARS_PER_SEARCH } from '@carshop/contract/alert';
import { savedCatalogueQuery } from '@carshop/contract/saved-search';
import type { Db } from '../../db/client.ts';
import {
  newCarsMatching,
  type Period,
  priceChangesBetween,
  stockChangesBetween,
} from '../cars/car-news.service.ts';
import { type Catalogue, getCarsInOrder } from '../cars/catalogue.service.ts';
import { type FavouriteWithAlerts, favouritesWithAlerts } from '../favourites/service.ts';
import { queueMail } from '../mail/service.ts';
import { searchesWithAlerts } from '../saved-searches/service.ts';
import { type AlertMailSettings, type Digest, digestMail, isEmptyDigest } from './mails.ts';
import {
  type DueDigest,
  insertAlertDigestRows,
  lockDueAlertDigest,
  selectSettledPeriodEnd,
  updateAlertDigestSent,
} from './repository.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

export { unsubscribeKey } from './unsubscribe-token.ts';

/**
 * The alert digests (issue 32, ADR 071): each buyer with alerts gets at most one mail per period (ALERT_DIGEST_SECONDS)
 * with everything since their last: new cars matching their saved searches, and the price drops, restocks and sales
 * of their saved cars. One buyer at a time, each in a transaction that locks the buyer's watermark (SKIP LOCKED: two
 * app servers running this job take different buyers), queues the mail and moves the watermark on; so a digest is
 * composed by one server and never twice. Only to a proven email (the lock's query asks).
 */

export type DigestDeps = {
  catalogue: Catalogue;
  mail: AlertMailSettings;
  /** ALERT_DIGEST_SECONDS in milliseconds. */
  digestMs: number;
  /** The unsubscribe tokens' signing key (unsubscribe-token.ts). */
  key: Buffer;
  log: { warn: (details: object, message: string) => void };
};

/** Buyers dealt with in one run at most: the next run, a period's fraction later, goes on. */
const BUYERS_PER_RUN = 200;

/** Sends the digests that are due; answers how many mails were queued. */
export async function sendAlertDigests(db: Db, deps: DigestDeps): Promise<number> {
  await insertAlertDigestRows(db, new Date((await selectSettledPeriodEnd(db)).getTime() - deps.digestMs));
  const failed: string[] = [];
  let mailed = 0;
  for (let turn = 0; turn < BUYERS_PER_RUN; turn++) {
    let composing: string | undefined;
    try {
      const outcome = await db.transaction(async (tx) => {
        // Up to now, or to the oldest open transaction's start: what it changes is told in the next period.
        const until = await selectSettledPeriodEnd(tx);
        const due = await lockDueAlertDigest(tx, new Date(until.getTime() - deps.digestMs), failed);
        if (!due) return 'done';
        composing = due.userId;
        const digest = await composeDigest(tx, due, { since: due.sentUntil, until }, deps);
        const mail = isEmptyDigest(digest)
          ? undefined
          : digestMail(
              deps.mail,
              due,
              digest,
              signUnsubscribeToken(deps.key, { scope: 'all', userId: due.userId }),
            );
        if (mail) await queueMail(tx, mail);
        // Nothing to say moves the watermark on too: the next look is a period later, as after a mail.
        await updateAlertDigestSent(tx, due.userId, until, mail ? until : undefined);
        return mail ? 'mailed' : 'quiet';
      });
      if (outcome === 'done') break;
      if (outcome === 'mailed') mailed += 1;
    } catch (error) {
      if (!composing) throw error; // the database itself: the job's round fails and is logged
      // This buyer's digest waits for the next run (its watermark did not move); the others go on.
      failed.push(composing);
      deps.log.warn({ err: error, user: composing }, 'could not compose an alert digest; will try again');
    }
  }
  return mailed;
}

/** A saved item's news counts from when it was saved, or from the last digest if that is later. */
const from = (period: Period, savedAt: Date): Period => ({
  since: savedAt > period.since ? savedAt : period.since,
  until: period.until,
});

async function composeDigest(tx: Db, due: DueDigest, period: Period, deps: DigestDeps): Promise<Digest> {
  const sign = (target: { scope: 'search'; searchId: string } | { scope: 'car'; carId: string }) =>
    signUnsubscribeToken(deps.key, { ...target, userId: due.userId });
  const searches: Digest['searches'] = [];
  for (const search of await searchesWithAlerts(tx, due.userId)) {
    const within = from(period, search.createdAt);
    if (within.since >= within.until) continue;
    const found = await newCarsMatching(
      tx,
      deps.catalogue,
      savedCatalogueQuery(search.query),
      within,
      ALERT_CARS_PER_SEARCH,
    );
    if (found.total > 0)
      searches.push({ ...search, ...found, stopToken: sign({ scope: 'search', searchId: search.id }) });
  }
  const carNews = await savedCarNews(tx, await favouritesWithAlerts(tx, due.userId), period);
  const cars = new Map((await getCarsInOrder(tx, [...carNews.keys()])).map((car) => [car._id, car] as const));
  const digest: Digest = { searches, priceDrops: [], backInStock: [], sold: [] };
  for (const [carId, news] of carNews) {
    const car = cars.get(carId);
    if (!car) continue;
    const stopToken = sign({ scope: 'car', carId });
    if (news.droppedFrom !== undefined) digest.priceDrops.push({ car, stopToken, from: news.droppedFrom });
    if (news.inStock === true) digest.backInStock.push({ car, stopToken });
    if (news.inStock === false) digest.sold.push({ car, stopToken });
  }
  return digest;
}

/**
 * What changed about each saved car in the period, net: a price lower at its end than at its start (a drop and a
 * rise back is no news), and a stock that differs at its end from its start (sold and restocked is no news).
 */
async function savedCarNews(tx: Db, saved: FavouriteWithAlerts[], period: Period) {
  const savedAt = new Map(saved.map((row) => [row.carId, row.savedAt]));
  const ids = [...savedAt.keys()];
  const after = (row: { carId: string; changedAt: Date }) => row.changedAt > savedAt.get(row.carId)!;
  const news = new Map<string, { droppedFrom?: number; inStock?: boolean }>();
  const entry = (carId: string) => news.get(carId) ?? news.set(carId, {}).get(carId)!;
  const firstPrice = new Map<string, number>();
  const lastPrice = new Map<string, number>();
  for (const change of (await priceChangesBetween(tx, ids, period)).filter(after)) {
    if (!firstPrice.has(change.carId)) firstPrice.set(change.carId, change.oldPrice);
    lastPrice.set(change.carId, change.newPrice);
  }
  for (const [carId, first] of firstPrice)
    if (lastPrice.get(carId)! < first) entry(carId).droppedFrom = first;
  const stockBefore = new Map<string, boolean>();
  const stockAfter = new Map<string, boolean>();
  for (const change of (await stockChangesBetween(tx, ids, period)).filter(after)) {
    if (!stockBefore.has(change.carId)) stockBefore.set(change.carId, !change.inStock);
    stockAfter.set(change.carId, change.inStock);
  }
  for (const [carId, before] of stockBefore) {
    const now = stockAfter.get(carId)!;
    if (now !== before) entry(carId).inStock = now;
  }
  return news;
}
