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
