/** Order pages (spec §2), named once. */
export const orderPaths = {
  checkout: '/checkout',
  /** The customer's own orders ("Track My Order"). */
  dashboardOrder: '/dashboard/order',
  dashboardOrders: '/dashboard/orders',
} as const;
