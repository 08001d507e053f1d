import type { ServerPage } from '@/lib/page-route';

/** The server's part of the checkout (routes.ts): a page for signed-in shoppers, never indexed. */
export const checkoutPage: ServerPage = {
  head: () => ({ title: 'Checkout', description: 'Your details and your order.', canonical: null }),
};

/** The server's part of the page a buyer comes back to from the provider's payment page: never indexed. */
export const checkoutReturnPage: ServerPage = {
  head: () => ({ title: 'Your payment', description: 'Where your payment stands.', canonical: null }),
};
