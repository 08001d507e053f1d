/** Order pages (spec §2), named once. */
export const orderPaths = {
  checkout: '/checkout',
  /** The customer's own orders ("Track My Order"). */
  dashboardOrder: '/dashboard/order',
  /** One order of the customer's (the confirmation after checkout, the receipt). */
  orderDetail: '/dashboard/order/:orderId',
  dashboardOrders: '/dashboard/orders',
} as const;

/** The address of one order's page. */
export const orderDetailPath = (id: string) => `/dashboard/order/${encodeURIComponent(id)}`;
