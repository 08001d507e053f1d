import { ENQUIRY_MESSAGES, type EnquiryThread } from '@carshop/contract/enquiry';
import { addDays } from '@carshop/contract/opening-hours';
import {
  MAX_OFFER_DAYS,
  TRADE_IN_MESSAGES,
  type TradeInCreate,
  type TradeInOffer,
} from '@carshop/contract/trade-in';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { shopToday } from '../../lib/shop-today.ts';
import { recordAudit } from '../audit/service.ts';
import { getCar } from '../cars/catalogue.service.ts';
import { type MailSettings, queueMail } from '../mail/service.ts';
import { pendingOrderWithCar, setOrderTradeIn } from '../orders/order-trade-in.service.ts';
import { type PictureStore, storePicture } from '../uploads/service.ts';
import { selectEnquiryAddressProven } from './entries.repository.ts';
import { toEnquiry } from './mapper.ts';
import { insertEnquiryRow, selectEnquiryById, updateEnquiryStatusRow } from './repository.ts';
import {
  announceLead,
  countEnquiry,
  enquiryTarget,
  getEnquiry,
  leadRow,
  type SendContext,
} from './service.ts';
import { tradeInOfferMail, tradeInReceivedMail, tradeInShopMail } from './trade-in-mails.ts';
import {
  insertTradeInRow,
  selectTradeInForUpdate,
  selectTradeInPhotoUrls,
  updateTradeInAcceptedRow,
  updateTradeInOfferRow,
  updateTradeInOrderRow,
} from './trade-ins.repository.ts';

/**
 * "What is my car worth" (issue 32, ADR 069): a trade-in is an enquiry of type `trade-in` with its car in
 * `trade_ins`; staff answer with one offer (replaceable until accepted), which the buyer accepts until its last day.
 */

const title = (car: { year: number; make: string; model: string }) => `${car.year} ${car.make} ${car.model}`;

/**
 * Stores a trade-in lead: counted as any enquiry (ENQUIRIES_PER_HOUR), the wanted car must exist (404), the
 * photos are checked and re-encoded as car pictures are (storePicture), then the enquiry, its car and the mails
 * (the shop, the sender, and the CRM's ADF document when LEADS_ADF_TO is set) and the `enquiry.created` webhook
 * event are written in one transaction.
 */
export async function sendTradeIn(
  db: Db,
  pictures: PictureStore,
  input: TradeInCreate,
  photos: Buffer[],
  context: SendContext,
) {
  await countEnquiry(context.store, context.perHour, context.ip, input.email);
  const car = input.carId ? await getCar(db, input.carId) : null;
  // One at a time: each decode may take a core (uploads/service.ts).
  const urls: string[] = [];
  for (const photo of photos) urls.push((await storePicture(pictures, photo)).display_url);
  const lead = leadRow(input, car, context, [title(input), input.vin, input.registration]);
  return db.transaction(async (tx) => {
    const row = await insertEnquiryRow(
      tx,
      { type: 'trade-in', ...lead.row, preferredDate: null, preferredTime: null },
      lead.searchText,
    );
    const tradeIn = await insertTradeInRow(tx, {
      enquiryId: row.id,
      vin: input.vin ?? null,
      registration: input.registration ?? null,
      make: input.make,
      model: input.model,
      year: input.year,
      mileage: input.mileage,
      condition: input.condition,
      photos: urls,
    });
    const enquiry = toEnquiry(row, tradeIn);
    await announceLead(tx, enquiry, car, context, { shop: tradeInShopMail, received: tradeInReceivedMail });
    return enquiry;
  });
}

/**
 * The trade-in enquiry `id` locked for the transaction: 404 for no enquiry; for another kind, 409 to staff and 404
 * to a buyer (`otherKind`: nobody's trade-in is as unknown as any other id).
 */
async function lockTradeIn(tx: Db, id: string, otherKind: 'conflict' | 'notFound' = 'conflict') {
  const row = isUuid(id) ? await selectEnquiryById(tx, id.toLowerCase(), { forUpdate: true }) : undefined;
  if (!row) throw notFound(ENQUIRY_MESSAGES.notFound);
  const tradeIn = await selectTradeInForUpdate(tx, row.id);
  if (!tradeIn)
    throw otherKind === 'conflict'
      ? conflict(TRADE_IN_MESSAGES.notTradeIn)
      : notFound(ENQUIRY_MESSAGES.notFound);
  return { row, tradeIn };
}

/**
 * Staff's offer (sales, admin): an amount valid through `validUntil` (today to MAX_OFFER_DAYS ahead, the shop's
 * days). A new offer replaces one the buyer has not accepted; an accepted one is fixed (409). The buyer is
 * mailed, a new lead becomes Contacted, and the audit log keeps it.
 */
export async function makeTradeInOffer(
  db: Db,
  actor: AuthUser,
  id: string,
  offer: TradeInOffer,
  mail: MailSettings,
  now = new Date(),
): Promise<EnquiryThread> {
  const today = shopToday(now);
  if (offer.validUntil < today) throw badRequest(TRADE_IN_MESSAGES.validUntilPast);
  if (offer.validUntil > addDays(today, MAX_OFFER_DAYS)) throw badRequest(TRADE_IN_MESSAGES.validUntilFar);
  const enquiryId = await db.transaction(async (tx) => {
    const { row, tradeIn } = await lockTradeIn(tx, id);
    if (tradeIn.acceptedAt) throw conflict(TRADE_IN_MESSAGES.acceptedOfferFixed);
    await updateTradeInOfferRow(tx, row.id, { ...offer, by: actor.id, at: now });
    if (row.status === 'new') await updateEnquiryStatusRow(tx, row.id, 'contacted', now, 'new');
    await recordAudit(tx, {
      actor,
      kind: 'trade-in.offer',
      target: enquiryTarget(row),
      before:
        tradeIn.offerAmount === null
          ? null
          : { amount: tradeIn.offerAmount, validUntil: tradeIn.offerValidUntil },
      after: { amount: offer.amount, validUntil: offer.validUntil },
    });
    const proven = await selectEnquiryAddressProven(tx, row.id);
    await queueMail(
      tx,
      tradeInOfferMail(mail, toEnquiry(row, { ...tradeIn, orderNumber: null }), offer, proven),
    );
    return row.id;
  });
  return getEnquiry(db, actor, enquiryId);
}

/** The buyer's own trade-in, locked: anyone else (staff included: the offer is the buyer's to accept) gets 404. */
async function lockOwnTradeIn(tx: Db, viewer: AuthUser, id: string) {
  const locked = await lockTradeIn(tx, id, 'notFound');
  if (locked.row.userId !== viewer.id) throw notFound(ENQUIRY_MESSAGES.notFound);
  return locked;
}

/** Links an accepted trade-in to the buyer's pending order `orderId`: 409 when that order cannot take it. */
async function linkOrder(
  tx: Db,
  viewer: AuthUser,
  enquiryId: string,
  orderId: string,
  car: string,
  amount: number,
) {
  if (
    !isUuid(orderId) ||
    !(await setOrderTradeIn(tx, orderId.toLowerCase(), viewer.id, { title: car, amount }))
  )
    throw conflict(TRADE_IN_MESSAGES.orderNotOpen);
  if (!(await updateTradeInOrderRow(tx, enquiryId, orderId.toLowerCase())))
    throw conflict(TRADE_IN_MESSAGES.tradeInOnOrder);
}

/**
 * The buyer accepts the offer, once, through its last day (after it: 409 expired). It goes with `orderId` when
 * given (their pending order), else with their newest pending order holding the car they asked about, if any.
 * Two acceptances at once: the trade-in's row lock lets one through; the other finds it accepted (409).
 */
export async function acceptTradeInOffer(
  db: Db,
  viewer: AuthUser,
  id: string,
  orderId: string | undefined,
  now = new Date(),
): Promise<EnquiryThread> {
  const enquiryId = await db.transaction(async (tx) => {
    const { row, tradeIn } = await lockOwnTradeIn(tx, viewer, id);
    if (tradeIn.offerAmount === null || tradeIn.offerValidUntil === null)
      throw conflict(TRADE_IN_MESSAGES.noOffer);
    if (tradeIn.acceptedAt) throw conflict(TRADE_IN_MESSAGES.alreadyAccepted);
    if (tradeIn.offerValidUntil < shopToday(now)) throw conflict(TRADE_IN_MESSAGES.expired);
    if (!(await updateTradeInAcceptedRow(tx, row.id, now))) throw conflict(TRADE_IN_MESSAGES.alreadyAccepted);
    const car = title(tradeIn);
    if (orderId) await linkOrder(tx, viewer, row.id, orderId, car, tradeIn.offerAmount);
    else if (row.carId) {
      const order = await pendingOrderWithCar(tx, viewer.id, row.carId);
      if (order) await linkOrder(tx, viewer, row.id, order.id, car, tradeIn.offerAmount);
    }
    return row.id;
  });
  return getEnquiry(db, viewer, enquiryId);
}

/** At checkout: the buyer's accepted trade-in goes with their new pending order (once; one per order). */
export async function linkTradeInToOrder(
  db: Db,
  viewer: AuthUser,
  id: string,
  orderId: string,
): Promise<EnquiryThread> {
  const enquiryId = await db.transaction(async (tx) => {
    const { row, tradeIn } = await lockOwnTradeIn(tx, viewer, id);
    if (!tradeIn.acceptedAt || tradeIn.offerAmount === null) throw conflict(TRADE_IN_MESSAGES.notAccepted);
    if (tradeIn.orderId) throw conflict(TRADE_IN_MESSAGES.tradeInOnOrder);
    await linkOrder(tx, viewer, row.id, orderId, title(tradeIn), tradeIn.offerAmount);
    return row.id;
  });
  return getEnquiry(db, viewer, enquiryId);
}

/** The trade-ins' photos: pictures in use, which the unused-picture round keeps (ADR 018). */
export const tradeInPhotoUrls = (db: Db) => selectTradeInPhotoUrls(db);
