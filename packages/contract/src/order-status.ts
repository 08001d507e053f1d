import type { OrderStatus } from './constants.ts';

/**
 * What each order status means to the rest of the shop, named once (issue 27): the server's fair-use cap and
 * the customer's cancel read these, and so does the web's order page (which also polls until the order is final), so the two cannot disagree.
 */

/** Orders still on their way to the customer: their cars count against MAX_OPEN_UNITS_PER_CUSTOMER. */
export const OPEN_ORDER_STATUSES = ['pending', 'processing'] as const satisfies readonly OrderStatus[];

/**
 * Orders whose story is over: nothing happens to them unless the shop steps in. The order page stops asking
 * for news of these.
 */
export const FINAL_ORDER_STATUSES = ['delivered', 'canceled'] as const satisfies readonly OrderStatus[];

export const isFinalOrderStatus = (status: OrderStatus) =>
  (FINAL_ORDER_STATUSES as readonly OrderStatus[]).includes(status);

/** A customer may cancel their own order only before the shop starts handling it (ADR 032). */
export const CUSTOMER_CANCELLABLE_STATUSES = ['pending'] as const satisfies readonly OrderStatus[];

export const customerMayCancel = (status: OrderStatus) =>
  (CUSTOMER_CANCELLABLE_STATUSES as readonly OrderStatus[]).includes(status);

/**
 * The usual way of an order (issue 30): the status that one tap moves it on to from the admin's list, none from
 * the end of the way. Any status can still be set from the status dialog (the specification shows no ordering).
 */
export const NEXT_ORDER_STATUS: Readonly<Partial<Record<OrderStatus, OrderStatus>>> = {
  pending: 'processing',
  processing: 'shipped',
  shipped: 'delivered',
};

export const nextOrderStatus = (status: OrderStatus): OrderStatus | undefined => NEXT_ORDER_STATUS[status];

/**
 * Moves where money or stock changes hands, which staff confirm before they are made: canceling returns the cars
 * to stock (and may refund), leaving `canceled` takes them again, and `delivered` hands the cars over (what is
 * still due is paid then).
 */
export const orderMoveNeedsConfirming = (from: OrderStatus, to: OrderStatus) =>
  from !== to && (to === 'canceled' || from === 'canceled' || to === 'delivered');
