import type { ServerPage } from '@/lib/page-route';

/** The server's part of the checkout (routes.ts): a page for signed-in shoppers, never indexed. */
export const checkoutPage: ServerPage = {
  head: () => ({ title: 'Checkout', description: 'Your details and your order.', canonical: null }),
};
