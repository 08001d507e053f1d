import type { PageRoute } from '@/lib/page-route';
import { orderPaths } from './paths';

/** Order pages: the checkout (signed in; a visitor logs in and comes back, spec §2) and the order lists. */
export const orderRoutes: PageRoute[] = [
  {
    path: orderPaths.checkout,
    layout: 'public',
    access: 'signed-in',
    page: () => import('./pages/checkout-page').then((m) => m.CheckoutPage),
    server: import.meta.env.SSR ? () => import('./server').then((m) => m.checkoutPage) : undefined,
  },
  {
    path: orderPaths.checkoutReturn,
    layout: 'public',
    access: 'signed-in',
    page: () => import('./pages/checkout-return-page').then((m) => m.CheckoutReturnPage),
    server: import.meta.env.SSR ? () => import('./server').then((m) => m.checkoutReturnPage) : undefined,
  },
  {
    path: orderPaths.dashboardOrder,
    layout: 'dashboard',
    access: 'signed-in',
    page: () => import('./pages/my-orders-page').then((m) => m.MyOrdersPage),
  },
  {
    path: orderPaths.orderDetail,
    layout: 'dashboard',
    access: 'signed-in',
    page: () => import('./pages/order-detail-page').then((m) => m.OrderDetailPage),
  },
  {
    path: orderPaths.dashboardOrders,
    layout: 'dashboard',
    access: 'orders',
    page: () => import('./pages/orders-page').then((m) => m.OrdersPage),
  },
];
