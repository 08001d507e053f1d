import type {
  Order,
  OrderHistoryEntry,
  OrderItem,
  OrderPayment,
  OrderPaymentEvent,
} from '@carshop/contract/order';
import type { HistoryRow, OrderItemRow, OrderRow, PaymentHistoryRow } from './repository.ts';

/** The one place where order rows become the wire shape (`_id`, `quentity`, ISO dates). */
function toOrderItem(row: OrderItemRow): OrderItem {
  return {
    car: {
      _id: row.carId,
      brand: row.brand,
      model: row.model,
      year: row.year,
      category: row.category,
      price: row.price,
      image: row.image,
    },
    quentity: row.quantity,
    price: row.price,
  };
}

const compare = (a: string | number | null, b: string | number | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;

/**
 * Lines are listed by brand, model, year, price, then car: the same order in every answer (a line has no
 * position of its own, and its id is random).
 */
const byCar = (a: OrderItemRow, b: OrderItemRow) =>
  compare(a.brand, b.brand) ||
  compare(a.model, b.model) ||
  compare(a.year, b.year) ||
  compare(a.price, b.price) ||
  compare(a.carId, b.carId);

/**
 * The ledger's summary (ADR 054). The hold and the reservation are the release round's, which acts on pending
 * orders only: once the shop has moved an order on (or it ended), neither is shown.
 */
function toOrderPayment(row: OrderRow): OrderPayment {
  const pending = row.status === 'pending';
  const unpaid = row.paymentState === 'unpaid' || row.paymentState === 'failed';
  return {
    state: row.paymentState,
    paid: row.amountPaid,
    refunded: row.amountRefunded,
    holdUntil: pending && unpaid && row.holdUntil ? row.holdUntil.toISOString() : null,
    reservedUntil:
      pending && row.paymentState === 'deposit_paid' && row.reservedUntil
        ? row.reservedUntil.toISOString()
        : null,
  };
}

export function toOrder(row: OrderRow, items: OrderItemRow[]): Order {
  return {
    _id: row.id,
    number: row.number,
    user: row.userId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    items: [...items].sort(byCar).map(toOrderItem),
    totalPrice: row.totalPrice,
    status: row.status,
    terms: {
      payment: row.paymentChoice,
      handover: row.handoverMethod,
      handoverDate: row.handoverDate,
      // Orders placed before the terms were kept: the cars were the whole price, all due at handover.
      breakdown: row.breakdown ?? {
        cars: row.totalPrice,
        fees: [],
        tax: null,
        total: row.totalPrice,
        dueNow: 0,
        dueAtHandover: row.totalPrice,
      },
    },
    payment: toOrderPayment(row),
    tradeIn:
      row.tradeInTitle !== null && row.tradeInAmount !== null
        ? { title: row.tradeInTitle, amount: row.tradeInAmount }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toHistoryEntry(row: HistoryRow, by: OrderHistoryEntry['by']): OrderHistoryEntry {
  return {
    status: row.toStatus,
    from: row.fromStatus,
    actor: row.actor,
    by,
    at: row.changedAt.toISOString(),
  };
}

export function toPaymentEvent(row: PaymentHistoryRow): OrderPaymentEvent {
  return { event: row.event, amount: row.amount, currency: row.currency, at: row.at.toISOString() };
}
