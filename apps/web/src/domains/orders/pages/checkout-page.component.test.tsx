import type { Car } from '@carshop/contract/car';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { selectCart } from '@/domains/cart/cart-slice';
import { aCar } from '@/test/factories';
import { renderPage } from '@/test/render';
import { apiError, apiOk, heldAnswer, server } from '@/test/server';
import { CUSTOMER_CLAIMS, tokenFor } from '@/test/tokens';
import { CheckoutPage } from './checkout-page';
import { renderCheckout } from './render-checkout';

const civic = aCar({ price: 20_000.25 });

type Sent = { body: Record<string, unknown>; key: string | null };

/** The car lookups, and POST /orders answered by `answer` (called with the request number, from 1). */
function serveCheckout(answer: (call: number) => Response | Promise<Response>, car: Car = civic) {
  const sent: Sent[] = [];
  server.use(
    http.get('*/api/cars/:id', () => apiOk('Car retrieved successfully', car)),
    http.post('*/api/orders', async ({ request }) => {
      sent.push({
        body: (await request.json()) as Record<string, unknown>,
        key: request.headers.get('idempotency-key'),
      });
      return answer(sent.length);
    }),
  );
  return sent;
}

const created = () =>
  HttpResponse.json(
    { success: true, status: true, message: 'Order created successfully', data: { _id: 'order-1' } },
    { status: 201 },
  );

describe('checkout page', () => {
  it('shows Your Order with 2-decimal line totals and the Total; the email is the account one, disabled', async () => {
    serveCheckout(created);
    renderCheckout(civic);
    const line = await screen.findByTestId('checkout-line');
    expect(line).toHaveTextContent('Honda Civic');
    expect(line).toHaveTextContent('2022 · Sedan');
    expect(line).toHaveTextContent('20,000.25 x 2');
    expect(line).toHaveTextContent('40,000.50৳');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('40,000.50৳');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue(CUSTOMER_CLAIMS.email);
    expect(email).toBeDisabled();
  });

  it("shows the specification's messages and sends nothing", async () => {
    const sent = serveCheckout(created);
    const { user, placeOrder } = renderCheckout(civic);
    await placeOrder();
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone'), '123456789');
    await user.type(screen.getByLabelText('Address'), 'abcd');
    await placeOrder();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("places the order with an Idempotency-Key, toasts the server's message, empties the cart, goes to the order's confirmation", async () => {
    const answer = heldAnswer();
    const sent = serveCheckout(async () => {
      await answer.until;
      return created();
    });
    const { fill, placeOrder, store } = renderCheckout(civic);
    await fill();
    await placeOrder();
    // While it is placed: disabled and busy, so a second click cannot send a second order.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled());
    answer.release();

    expect(await screen.findByRole('heading', { name: 'Order confirmation page' })).toBeInTheDocument();
    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
    expect(selectCart(store.getState())).toEqual({ cars: [], totalPrice: 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]?.body).toEqual({
      name: 'Nadia Buyer',
      email: CUSTOMER_CLAIMS.email,
      phone: '01712345678',
      address: '12 Lake Road, Dhaka',
      userId: CUSTOMER_CLAIMS.id,
      items: [{ car: 'car-1', quentity: 2 }],
      totalPrice: 40_000.5,
    });
  });

  it('a refusal shows the server message and keeps the cart; a retry of the same checkout reuses its key', async () => {
    const sent = serveCheckout((call) =>
      call === 1 ? apiError(409, 'Only 1 left of Honda Civic') : HttpResponse.error(),
    );
    const { fill, placeOrder, store, user } = renderCheckout(civic);
    await fill();
    await placeOrder();
    const alert = await screen.findByText('Only 1 left of Honda Civic', { selector: 'p' });
    expect(alert).toHaveAttribute('role', 'alert');
    expect(selectCart(store.getState()).cars).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();

    // The same checkout again (say the answer was lost): the same key, so the server can answer the first order.
    await placeOrder();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(await screen.findByText(/Network error/, { selector: 'p' })).toBeInTheDocument();

    // A changed checkout is a new attempt: a new key.
    const phone = screen.getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '01798765432');
    await placeOrder();
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]?.body.phone).toBe('01798765432');
    expect(sent[2]?.key).not.toBe(sent[0]?.key);
  });

  it('a car that is no longer for sale blocks the order until it is removed', async () => {
    serveCheckout(created, { ...civic, quantity: 0, inStock: false });
    renderCheckout(civic);
    const line = await screen.findByTestId('checkout-line');
    expect(await within(line).findByText('Sold out: remove it to check out.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('0.00৳');
  });

  it('says so when the cart is empty', async () => {
    serveCheckout(created);
    renderPage(<CheckoutPage />, { path: '/checkout', token: tokenFor(CUSTOMER_CLAIMS) });
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
  });
});
