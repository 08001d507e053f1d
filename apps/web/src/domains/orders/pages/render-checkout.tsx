import type { Car } from '@carshop/contract/car';
import { screen } from '@testing-library/react';
import { addCar } from '@/domains/cart/cart-slice';
import { renderPage } from '@/test/render';
import { CUSTOMER_CLAIMS, tokenFor } from '@/test/tokens';
import { CheckoutPage } from './checkout-page';

/**
 * The checkout tests' page: the fixture customer signed in with two of `car` in the cart, and a stand-in for the
 * order's confirmation. `fill` types the buyer's details, `placeOrder` presses Place Order.
 */
export function renderCheckout(car: Car) {
  const view = renderPage(<CheckoutPage />, {
    path: '/checkout',
    token: tokenFor(CUSTOMER_CLAIMS),
    others: { '/dashboard/order/:orderId': <h1>Order confirmation page</h1> },
  });
  view.store.dispatch(addCar(car));
  view.store.dispatch(addCar(car));
  const fill = async () => {
    await view.user.type(await screen.findByLabelText('Full Name'), 'Nadia Buyer');
    await view.user.type(screen.getByLabelText('Phone'), '01712345678');
    await view.user.type(screen.getByLabelText('Address'), '12 Lake Road, Dhaka');
  };
  const placeOrder = async () => view.user.click(await screen.findByRole('button', { name: 'Place Order' }));
  return { ...view, fill, placeOrder };
}
