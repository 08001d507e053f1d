import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { columnsOf, type RowOf } from '../../db/row-of.ts';
import { orders, tradeIns } from '../../db/schema.ts';

/** The `trade_ins` table (issue 32): a trade-in lead's car, its photos and the shop's offer. */

const tradeInColumns = columnsOf(tradeIns, [
  'enquiryId',
  'vin',
  'registration',
  'make',
  'model',
  'year',
  'mileage',
  'condition',
  'photos',
  'offerAmount',
  'offerValidUntil',
  'offeredAt',
  'acceptedAt',
  'orderId',
]);
export type TradeInRow = RowOf<typeof tradeIns, typeof tradeInColumns> & { orderNumber: number | null };
export type NewTradeInRow = Omit<
  RowOf<typeof tradeIns, typeof tradeInColumns>,
  'offerAmount' | 'offerValidUntil' | 'offeredAt' | 'acceptedAt' | 'orderId'
>;

export async function insertTradeInRow(db: Db, row: NewTradeInRow): Promise<TradeInRow> {
  const [inserted] = await db.insert(tradeIns).values(row).returning(tradeInColumns);
  return { ...inserted!, orderNumber: null };
}

/** The trade-ins of these enquiries (well-formed UUIDs), with the number of the order each goes with. */
export async function selectTradeInRows(db: Db, enquiryIds: string[]): Promise<TradeInRow[]> {
  if (enquiryIds.length === 0) return [];
  return db
    .select({ ...tradeInColumns, orderNumber: orders.number })
    .from(tradeIns)
    .leftJoin(orders, eq(orders.id, tradeIns.orderId))
    .where(inArray(tradeIns.enquiryId, enquiryIds));
}

/** Locks the trade-in until the transaction ends: one offer, acceptance or link at a time. */
export async function selectTradeInForUpdate(db: Db, enquiryId: string) {
  const [row] = await db
    .select(tradeInColumns)
    .from(tradeIns)
    .where(eq(tradeIns.enquiryId, enquiryId))
    .for('update');
  return row;
}

/** Makes or replaces the offer while it is not accepted; answers whether it did. */
export async function updateTradeInOfferRow(
  db: Db,
  enquiryId: string,
  offer: { amount: number; validUntil: string; by: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(tradeIns)
    .set({
      offerAmount: offer.amount,
      offerValidUntil: offer.validUntil,
      offeredBy: offer.by,
      offeredAt: offer.at,
    })
    .where(and(eq(tradeIns.enquiryId, enquiryId), isNull(tradeIns.acceptedAt)))
    .returning({ id: tradeIns.enquiryId });
  return rows.length > 0;
}

/** Accepts the offer once: of two acceptances at once, only the first changes the row (the other gets false). */
export async function updateTradeInAcceptedRow(db: Db, enquiryId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(tradeIns)
    .set({ acceptedAt: at })
    .where(
      and(eq(tradeIns.enquiryId, enquiryId), isNull(tradeIns.acceptedAt), isNotNull(tradeIns.offerAmount)),
    )
    .returning({ id: tradeIns.enquiryId });
  return rows.length > 0;
}

/** The order an accepted trade-in goes with, set once. */
export async function updateTradeInOrderRow(db: Db, enquiryId: string, orderId: string): Promise<boolean> {
  const rows = await db
    .update(tradeIns)
    .set({ orderId })
    .where(and(eq(tradeIns.enquiryId, enquiryId), isNull(tradeIns.orderId), isNotNull(tradeIns.acceptedAt)))
    .returning({ id: tradeIns.enquiryId });
  return rows.length > 0;
}

/** Every trade-in photo's URL: pictures in use, which the unused-picture round keeps (ADR 018). */
export async function selectTradeInPhotoUrls(db: Db): Promise<string[]> {
  const rows = await db.select({ photos: tradeIns.photos }).from(tradeIns);
  return rows.flatMap((row) => row.photos);
}
