import type { PaymentChoice, PriceBreakdown } from '@carshop/contract/checkout-terms';
import type { OrderQuote } from '@carshop/contract/order';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { selectCart } from '@/domains/cart/cart-slice';
import { aCar, anOrder, aUser } from '@/test/factories';
import { apiError, apiOk, server } from '@/test/server';
import { renderCheckout } from './render-checkout';

const civic = aCar({ price: 20_000 });

/** Figures no browser would work out from the cart (a fee, tax at 7.5 %): they can only be the server's. */
function breakdownFor(payment: PaymentChoice): PriceBreakdown {
  const total = 43_214.75;
  const dueNow = payment === 'deposit' ? 1_000 : payment === 'full' ? total : 0;
  return {
    cars: 40_000,
    fees: [{ label: 'Documentation fee', amount: 199.75 }],
    tax: { rate: 7.5, amount: 3_015, included: false },
    total,
    dueNow,
    dueAtHandover: total - dueNow,
  };
}

const HANDOVER_DAYS = {
  pickup: { first: '2026-11-30', last: '2027-01-26' },
  delivery: { first: '2026-12-02', last: '2027-01-26' },
};

type Asked = {
  quotes: Record<string, unknown>[];
  orders: Record<string, unknown>[];
  keys: string[];
  sessions: unknown[];
};

/**
 * The checkout's server: the car, the opening hours (closed on Sundays), the quote (the ways of paying
 * `payments`), POST /orders, the customer's orders (for the prefill) and the payment page.
 */
function serveShop({
  payments = ['handover'] as PaymentChoice[],
  session = (): Response => apiOk('Payment page ready', { url: 'https://pay.example/session/cs_1' }),
  lastOrders = [] as unknown[],
  ordersHeld = Promise.resolve(),
} = {}) {
  const asked: Asked = { quotes: [], orders: [], keys: [], sessions: [] };
  server.use(
    http.get('*/api/cars/:id', () => apiOk('Car retrieved successfully', civic)),
    http.get('*/api/auth/user/get-me/:id', () => apiOk('User retrieved successfully', aUser())),
    // No accepted trade-in offer to put on the order (issue 32): the checkout offers to value one.
    http.get('*/api/enquiries', () => apiOk('Enquiries retrieved successfully', [])),
    http.get('*/api/enquiries/opening-hours', () =>
      apiOk('Opening hours', {
        days: [null, ...Array(6).fill({ open: '09:00', close: '18:00' })],
        summary: 'Mon–Sat 09:00–18:00',
        slotMinutes: 30,
        firstDate: '2026-11-28',
        lastDate: '2027-01-26',
      }),
    ),
    http.post('*/api/orders/quote', async ({ request }) => {
      const body = (await request.json()) as { payment: PaymentChoice };
      asked.quotes.push(body);
      const quote: OrderQuote = {
        breakdown: breakdownFor(body.payment),
        payments,
        handoverDays: HANDOVER_DAYS,
      };
      return apiOk('Quote ready', quote);
    }),
    http.post('*/api/orders/checkout-session', async ({ request }) => {
      asked.sessions.push(await request.json());
      return session();
    }),
    http.post('*/api/orders', async ({ request }) => {
      asked.orders.push((await request.json()) as Record<string, unknown>);
      asked.keys.push(request.headers.get('idempotency-key') ?? '');
      return HttpResponse.json(
        {
          success: true,
          message: 'Order created successfully',
          data: anOrder({ _id: 'order-9', number: 1009 }),
        },
        { status: 201 },
      );
    }),
    http.get('*/api/orders/:userId', async () => {
      await ordersHeld;
      return apiOk('Orders retrieved successfully', lastOrders);
    }),
  );
  return asked;
}

const breakdown = () => screen.findByTestId('price-breakdown');
const nextSteps = () => screen.getByRole('region', { name: 'What happens next' });

describe('checkout: the terms of a car purchase', () => {
  it("without a provider: pay at handover only, the server's breakdown, the first open day, words that match", async () => {
    const asked = serveShop();
    const { fill, placeOrder } = renderCheckout(civic);
    const figures = await breakdown();
    // The server's figures as they are, each line of the breakdown.
    expect(
      within(figures)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Cars', 'Documentation fee', 'Tax (7.5%)', 'Total', 'Due now', 'Due at handover']);
    expect(
      within(figures)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['40,000.00৳', '199.75৳', '3,015.00৳', '43,214.75৳', '0.00৳', '43,214.75৳']);
    // "Your Order" never shows a second, different total: its cars' sum is named so, the server's total follows.
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('40,000.00৳');
    expect(screen.getByText('Total with fees and tax')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-payable')).toHaveTextContent('43,214.75৳');
    // One way of paying: said, nothing to choose, and no word of paying online anywhere on the page.
    expect(screen.getByRole('region', { name: 'How you pay' })).toHaveTextContent(
      'Nothing to pay now: you pay when you get the car.',
    );
    expect(screen.queryByRole('radio', { name: /deposit|online/i })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/online|payment provider|deposit/i);
    // Pickup, on the first open day the quote gives.
    const pickup = screen.getByRole('radio', { name: 'Pickup at the showroom' });
    expect(pickup).toBeChecked();
    expect(pickup).toHaveAccessibleDescription('221 Motorway Avenue, Springfield, IL 62701');
    expect(await screen.findByLabelText('Pickup date')).toHaveValue('2026-11-30');
    expect(screen.getByLabelText('Pickup date')).toHaveAttribute('min', '2026-11-30');
    expect(screen.getByLabelText('Pickup date')).toHaveAttribute('max', '2027-01-26');
    expect(nextSteps()).toHaveTextContent('You place the order: nothing is paid now.');
    expect(nextSteps()).toHaveTextContent(
      'You get the car at our showroom (221 Motorway Avenue, Springfield, IL 62701) on Monday, November 30, 2026 and pay 43,214.75৳ then.',
    );
    // All of it above the button.
    const button = screen.getByRole('button', { name: 'Place Order' });
    expect(figures.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(nextSteps().compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await fill();
    await placeOrder();
    expect(await screen.findByRole('heading', { name: 'Order confirmation page' })).toBeInTheDocument();
    expect(asked.quotes[0]).toEqual({
      items: [{ car: 'car-1', quentity: 2 }],
      payment: 'handover',
      handover: 'pickup',
    });
    expect(asked.orders[0]).toMatchObject({
      payment: 'handover',
      handover: 'pickup',
      handoverDate: '2026-11-30',
    });
  });

  it('delivery: a later first day, to the address given; a closed day is refused with the rule of the contract', async () => {
    const asked = serveShop();
    const { fill, placeOrder, user } = renderCheckout(civic);
    await breakdown();
    await user.click(screen.getByRole('radio', { name: 'Delivery' }));
    const date = await screen.findByLabelText('Delivery date');
    await waitFor(() => expect(date).toHaveValue('2026-12-02'));
    expect(date).toHaveAttribute('min', '2026-12-02');
    expect(screen.getByText('We deliver the car to this address.')).toBeInTheDocument();
    await waitFor(() => expect(asked.quotes.at(-1)).toMatchObject({ handover: 'delivery' }));
    expect(nextSteps()).toHaveTextContent(
      'You get the car at the address you gave on Wednesday, December 2, 2026',
    );

    await fill();
    await user.clear(date);
    await user.type(date, '2026-12-06'); // a Sunday: closed
    await placeOrder();
    expect(await screen.findByText('We are closed on Sundays. Choose another day.')).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, '2026-12-01'); // before delivery can be
    await placeOrder();
    expect(await screen.findByText('Choose a day from 2026-12-02 up to 60 days ahead')).toBeInTheDocument();
    expect(asked.orders).toEqual([]);

    await user.clear(date);
    await user.type(date, '2026-12-07');
    await placeOrder();
    await screen.findByRole('heading', { name: 'Order confirmation page' });
    expect(asked.orders[0]).toMatchObject({
      address: '12 Lake Road, Dhaka',
      handover: 'delivery',
      handoverDate: '2026-12-07',
    });
  });

  it('with a provider: each way of paying has its breakdown and its words; a deposit goes to the payment page', async () => {
    const asked = serveShop({ payments: ['handover', 'deposit', 'full'] });
    const { fill, placeOrder, user, store } = renderCheckout(civic);
    await breakdown();
    expect(screen.getByRole('radio', { name: 'Pay at handover' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Pay in full online' }));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('price-breakdown')).getAllByRole('definition').at(-2),
      ).toHaveTextContent('43,214.75৳'),
    );
    expect(nextSteps()).toHaveTextContent('pay 43,214.75৳. The car is held for you while you pay.');
    expect(nextSteps()).toHaveTextContent('nothing more is due');

    await user.click(screen.getByRole('radio', { name: 'Reserve with a deposit' }));
    await waitFor(() => expect(nextSteps()).toHaveTextContent('pay the deposit of 1,000.00৳'));
    expect(nextSteps()).toHaveTextContent('pay the rest, 42,214.75৳, then.');
    const figures = within(screen.getByTestId('price-breakdown')).getAllByRole('definition');
    expect(figures.at(-2)).toHaveTextContent('1,000.00৳');
    expect(figures.at(-1)).toHaveTextContent('42,214.75৳');
    expect(asked.quotes.map((quote) => quote.payment)).toEqual(['handover', 'full', 'deposit']);

    await fill();
    await placeOrder();
    // Placed, then the payment page asked for: the button says where it goes, and the cart is emptied on leaving.
    expect(await screen.findByRole('button', { name: 'Going to the payment page…' })).toBeDisabled();
    await waitFor(() => expect(asked.sessions).toEqual([{ orderId: 'order-9' }]));
    expect(asked.orders[0]).toMatchObject({
      payment: 'deposit',
      handover: 'pickup',
      handoverDate: '2026-11-30',
    });
    await waitFor(() => expect(selectCart(store.getState()).cars).toEqual([]));
  });

  it("a refused payment page keeps the cart and the form, says the server's message, and a retry places no second order", async () => {
    let refuse = true;
    const asked = serveShop({
      payments: ['handover', 'deposit', 'full'],
      session: () =>
        refuse
          ? apiError(409, 'Online payment is not available right now')
          : apiOk('Payment page ready', { url: 'https://pay.example/session/cs_2' }),
    });
    const { fill, placeOrder, user, store } = renderCheckout(civic);
    await breakdown();
    await user.click(screen.getByRole('radio', { name: 'Reserve with a deposit' }));
    await fill();
    await placeOrder();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Online payment is not available right now');
    expect(within(alert).getByRole('link', { name: 'See order #1009' })).toHaveAttribute(
      'href',
      '/dashboard/order/order-9',
    );
    expect(selectCart(store.getState()).cars).toHaveLength(1);
    expect(screen.getByLabelText('Full Name')).toHaveValue('Nadia Buyer');
    expect(screen.getByRole('radio', { name: 'Reserve with a deposit' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();

    refuse = false;
    await placeOrder();
    await waitFor(() => expect(asked.sessions).toHaveLength(2));
    // The same checkout again: the same Idempotency-Key, so the server answers the order already placed.
    expect(asked.keys).toHaveLength(2);
    expect(asked.keys[1]).toBe(asked.keys[0]);
  });

  it("prefills name, phone and address from the customer's last order, without overwriting what was typed", async () => {
    let release = () => {};
    const ordersHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    serveShop({
      ordersHeld,
      lastOrders: [
        anOrder({ name: 'Rina Buyer', phone: '01811111111', address: '7 Hill Street, Chattogram' }),
        anOrder({ _id: 'order-0', name: 'Old Name', phone: '01900000000', address: 'Old address 1' }),
      ],
    });
    const { user } = renderCheckout(civic);
    // Typed before the orders arrive: kept.
    await user.type(await screen.findByLabelText('Phone'), '01712345678');
    release();
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveValue('Rina Buyer'));
    expect(screen.getByLabelText('Address')).toHaveValue('7 Hill Street, Chattogram');
    expect(screen.getByLabelText('Phone')).toHaveValue('01712345678');
  });

  it('when the breakdown cannot be had, says so and offers a retry', async () => {
    const asked = serveShop();
    let failing = true;
    server.use(
      http.post('*/api/orders/quote', async ({ request }) => {
        if (failing) return apiError(500, 'Something went wrong');
        asked.quotes.push((await request.json()) as Record<string, unknown>);
        return apiOk('Quote ready', {
          breakdown: breakdownFor('handover'),
          payments: ['handover'],
          handoverDays: HANDOVER_DAYS,
        });
      }),
    );
    const { user } = renderCheckout(civic);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The price breakdown could not be loaded.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await breakdown()).toHaveTextContent('43,214.75৳');
  });
  it("without the breakdown the order is still the specification's: no choices sent, paid at handover", async () => {
    const asked = serveShop();
    server.use(http.post('*/api/orders/quote', () => apiError(500, 'Something went wrong')));
    const { fill, placeOrder } = renderCheckout(civic);
    expect(await screen.findByRole('alert')).toHaveTextContent('you pay when the car is handed over');
    await fill();
    await placeOrder();
    await screen.findByRole('heading', { name: 'Order confirmation page' });
    expect(Object.keys(asked.orders[0] ?? {}).sort()).toEqual(
      ['address', 'email', 'items', 'name', 'phone', 'totalPrice', 'userId'].sort(),
    );
  });
});
