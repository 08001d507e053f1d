import { PAGE_PATHS } from '@carshop/contract/page-paths';

/** Order pages (spec §2), named once (an order's page in the contract: the server mails links to it). */
export const orderPaths = {
  checkout: '/checkout',
  /** The customer's own orders ("Track My Order"). */
  dashboardOrder: '/dashboard/order',
  /** One order of the customer's (the confirmation after checkout, the receipt). */
  orderDetail: PAGE_PATHS.orderDetail,
  dashboardOrders: '/dashboard/orders',
  /** Where the payment provider's hosted page sends the buyer back (paid, or canceled). */
  checkoutReturn: PAGE_PATHS.checkoutReturn,
} as const;

/** The address of one order's page. */
export { orderPage as orderDetailPath } from '@carshop/contract/page-paths';
