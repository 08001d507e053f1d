import type { Car } from '@carshop/contract/car';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCar } from '@/test/factories';
import { renderPage } from '@/test/render';
import { apiError, apiOk, server } from '@/test/server';
import { addCar, selectCart } from '../cart-slice';
import { CartDrawer } from './cart-drawer';

const civic = aCar({ price: 20_000.5 });
const rav4 = aCar({ _id: 'car-2', brand: 'Toyota', model: 'RAV4', category: 'SUV', price: 30_000 });

/** GET /cars/{id} answers from `cars` (a missing id is a 404); counts the requests per car. */
function serveCars(cars: Record<string, Car>) {
  const fetched: string[] = [];
  server.use(
    http.get('*/api/cars/:id', ({ params }) => {
      const id = String(params.id);
      fetched.push(id);
      const car = cars[id];
      return car ? apiOk('Car retrieved successfully', car) : apiError(404, 'Car not found');
    }),
  );
  return fetched;
}

async function openDrawer(cars: Car[]) {
  const view = renderPage(<CartDrawer checkoutPath="/checkout" />, {
    others: { '/checkout': <h1>Checkout page</h1> },
  });
  for (const car of cars) view.store.dispatch(addCar(car));
  await view.user.click(screen.getByRole('button', { name: /^Cart/ }));
  const drawer = await screen.findByRole('dialog', { name: 'YOUR CART' });
  return { ...view, drawer };
}

const lineOf = (drawer: HTMLElement, brand: string) =>
  within(drawer)
    .getAllByTestId('cart-line')
    .find((line) => line.textContent?.includes(brand))!;

describe('cart drawer', () => {
  it('says when the cart is empty', async () => {
    serveCars({});
    const { drawer } = await openDrawer([]);
    expect(within(drawer).getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('shows each line as "{price} X {quantity} = {total}৳", adds up, and + − delete change it', async () => {
    serveCars({ 'car-1': civic, 'car-2': rav4 });
    const { drawer, user, store } = await openDrawer([civic, civic, rav4]);
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('2');
    const honda = lineOf(drawer, 'Honda');
    expect(within(honda).getByTestId('cart-line-amount')).toHaveTextContent('20,000.5 X 2 = 40,001৳');
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent('70,001৳');
    expect(within(drawer).getByTestId('cart-total')).toHaveTextContent('70,001৳');

    await user.click(within(honda).getByRole('button', { name: 'Add one Honda Civic' }));
    expect(within(honda).getByTestId('cart-line-amount')).toHaveTextContent('20,000.5 X 3 = 60,001.5৳');
    // At the stock (3): + is disabled, with the reason.
    expect(within(honda).getByRole('button', { name: 'Add one Honda Civic' })).toBeDisabled();
    expect(within(honda).getByText('Your cart already holds all 3 in stock.')).toBeInTheDocument();

    await user.click(within(honda).getByRole('button', { name: 'Remove one Honda Civic' }));
    await user.click(
      within(lineOf(drawer, 'Toyota')).getByRole('button', { name: 'Remove one Toyota RAV4' }),
    );
    expect(within(drawer).getAllByTestId('cart-line')).toHaveLength(1);
    expect(within(drawer).getByTestId('cart-total')).toHaveTextContent('40,001৳');

    await user.click(within(honda).getByRole('button', { name: 'Delete Honda Civic from the cart' }));
    expect(within(drawer).getByText('Your cart is empty')).toBeInTheDocument();
    expect(selectCart(store.getState())).toEqual({ cars: [], totalPrice: 0 });
  });

  it('refreshes every line from the server when it opens: a new price and a deleted car are shown', async () => {
    const fetched = serveCars({ 'car-1': { ...civic, price: 21_000 } });
    const { drawer, user } = await openDrawer([civic, rav4]);
    await waitFor(() => expect(fetched.sort()).toEqual(['car-1', 'car-2']));

    const honda = lineOf(drawer, 'Honda');
    expect(await within(honda).findByText('Price changed from 20,000.5৳ to 21,000৳.')).toBeInTheDocument();
    expect(within(honda).getByTestId('cart-line-amount')).toHaveTextContent('21,000 X 1 = 21,000৳');
    const toyota = lineOf(drawer, 'Toyota');
    expect(
      await within(toyota).findByText('No longer for sale: remove it to check out.'),
    ).toBeInTheDocument();
    expect(within(drawer).getByTestId('cart-total')).toHaveTextContent('21,000৳');
    expect(within(drawer).getByRole('button', { name: 'Checkout' })).toBeDisabled();

    // Once the shopper removes it, the way to checkout opens.
    await user.click(within(toyota).getByRole('button', { name: 'Delete Toyota RAV4 from the cart' }));
    expect(within(drawer).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('cuts a quantity down to the stock left and marks a sold-out car', async () => {
    serveCars({ 'car-1': { ...civic, quantity: 1 }, 'car-2': { ...rav4, quantity: 0, inStock: false } });
    const { drawer } = await openDrawer([civic, civic, rav4]);
    const honda = lineOf(drawer, 'Honda');
    expect(await within(honda).findByText('Only 1 can be ordered now (you had 2).')).toBeInTheDocument();
    expect(within(honda).getByTestId('cart-line-amount')).toHaveTextContent('20,000.5 X 1 = 20,000.5৳');
    expect(
      await within(lineOf(drawer, 'Toyota')).findByText('Sold out: remove it to check out.'),
    ).toBeInTheDocument();
    expect(within(drawer).getByTestId('cart-total')).toHaveTextContent('20,000.5৳');
  });

  it('keeps the cart as it is when the server cannot be reached', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/cars/:id', () => {
        calls += 1;
        return apiError(503, 'Down');
      }),
    );
    const { drawer } = await openDrawer([civic]);
    await waitFor(() => expect(calls).toBe(1));
    expect(within(drawer).getByTestId('cart-line-amount')).toHaveTextContent('20,000.5 X 1 = 20,000.5৳');
    expect(within(drawer).queryByTestId('cart-line-notices')).not.toBeInTheDocument();
  });

  it('is announced as a dialog button, and Escape closes it and gives focus back to the cart button', async () => {
    serveCars({});
    const view = renderPage(<CartDrawer checkoutPath="/checkout" />);
    const button = screen.getByRole('button', { name: 'Cart' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await view.user.click(button);
    await screen.findByRole('dialog', { name: 'YOUR CART' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Radix gives focus back in a timeout after the dialog unmounts.
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
