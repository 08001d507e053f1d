import type { Enquiry, EnquiryEntry, TradeIn } from '@carshop/contract/enquiry';
import type { EnquiryEntryRow } from './entries.repository.ts';
import type { EnquiryRow } from './repository.ts';
import type { TradeInRow } from './trade-ins.repository.ts';

/** A trade-in's car and offer on the wire (issue 32). */
function toTradeIn(row: TradeInRow): TradeIn {
  return {
    vin: row.vin,
    registration: row.registration,
    make: row.make,
    model: row.model,
    year: row.year,
    mileage: row.mileage,
    condition: row.condition,
    photos: row.photos,
    offer:
      row.offerAmount !== null && row.offerValidUntil !== null && row.offeredAt !== null
        ? {
            amount: row.offerAmount,
            validUntil: row.offerValidUntil,
            offeredAt: row.offeredAt.toISOString(),
            acceptedAt: row.acceptedAt?.toISOString() ?? null,
            order:
              row.orderId !== null && row.orderNumber !== null
                ? { _id: row.orderId, number: row.orderNumber }
                : null,
          }
        : null,
  };
}

/** The one place where an enquiry row becomes the wire shape; a trade-in's with its `trade_ins` row. */
export function toEnquiry(row: EnquiryRow, tradeIn?: TradeInRow): Enquiry {
  return {
    _id: row.id,
    type: row.type,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    car: row.carTitle === null ? null : { _id: row.carId, title: row.carTitle },
    preferredDate: row.preferredDate,
    preferredTime: row.preferredTime,
    driveStatus: row.driveStatus,
    user: row.userId,
    tradeIn: tradeIn ? toTradeIn(tradeIn) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toEnquiryEntry(row: EnquiryEntryRow): EnquiryEntry {
  return {
    _id: row.id,
    kind: row.kind,
    author: row.authorName,
    text: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}
