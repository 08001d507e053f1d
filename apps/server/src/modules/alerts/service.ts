import { ALERT_MESSAGES, type UnsubscribeScope } from '@carshop/contract/alert';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { getCarsInOrder } from '../cars/catalogue.service.ts';
import { stopFavouriteAlerts } from '../favourites/service.ts';
import { savedSearchName, stopSearchAlerts } from '../saved-searches/service.ts';
import { readUnsubscribeToken, type UnsubscribeTarget } from './unsubscribe-token.ts';

/**
 * The alert mails' unsubscribe links (ADR 071, RFC 8058): anyone holding the mailed token may stop what it names,
 * without signing in. Reading what a token names changes nothing (a mail scanner opening the link unsubscribes
 * nobody); only the POST does. A token that is not the shop's is a 400; one whose search or car is gone, a 404.
 */

function targetOf(key: Buffer, token: string): UnsubscribeTarget {
  const target = readUnsubscribeToken(key, token);
  if (!target) throw badRequest(ALERT_MESSAGES.badLink);
  return target;
}

async function nameOf(db: Db, target: UnsubscribeTarget): Promise<string | undefined> {
  if (target.scope === 'search') return savedSearchName(db, target.userId, target.searchId);
  if (target.scope === 'car') {
    const [car] = await getCarsInOrder(db, [target.carId]);
    return car && `${car.year} ${car.brand} ${car.model}`;
  }
  return undefined;
}

/** What the link would stop: every alert of its buyer, or one saved search's or car's, by name. */
export async function describeUnsubscribe(db: Db, key: Buffer, token: string): Promise<UnsubscribeScope> {
  const target = targetOf(key, token);
  if (target.scope === 'all') return { scope: 'all' };
  const name = await nameOf(db, target);
  if (name === undefined) throw notFound(ALERT_MESSAGES.gone);
  return { scope: target.scope, name };
}

/** Stops what the link names; doing it again is fine (the answer is the same). */
export async function unsubscribe(db: Db, key: Buffer, token: string): Promise<UnsubscribeScope> {
  const target = targetOf(key, token);
  if (target.scope === 'all') {
    await db.transaction(async (tx) => {
      await stopSearchAlerts(tx, target.userId);
      await stopFavouriteAlerts(tx, target.userId);
    });
    return { scope: 'all' };
  }
  const name = await nameOf(db, target);
  if (name === undefined) throw notFound(ALERT_MESSAGES.gone);
  if (target.scope === 'search') await stopSearchAlerts(db, target.userId, target.searchId);
  else await stopFavouriteAlerts(db, target.userId, target.carId);
  return { scope: target.scope, name };
}
