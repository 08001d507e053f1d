import type { OrderDetail, OrderStatus } from '@carshop/contract/order';
import { act, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOrder } from '@/test/factories';
import { renderRoutes } from '@/test/render';
import { apiError, apiOk, server } from '@/test/server';
import { CUSTOMER_CLAIMS, tokenFor } from '@/test/tokens';
import { OrderDetailPage } from './order-detail-page';

const ORDER_ID = '3c1e0b7f-5d2a-4c55-9a0e-1f2b3c4d5e6f';

/** The order as the server tells it: `statuses` are what each successive request answers. */
function serveOrder(statuses: OrderStatus[]) {
  const asked: OrderStatus[] = [];
  server.use(
    http.get('*/api/orders/:id', () => {
      const status = statuses[Math.min(asked.length, statuses.length - 1)] as OrderStatus;
      asked.push(status);
      const order: OrderDetail = {
        ...anOrder({ _id: ORDER_ID, number: 1077, status }),
        history: [],
        paymentHistory: [],
      };
      return apiOk('Order retrieved successfully', order);
    }),
  );
  return asked;
}

const openPage = () =>
  renderRoutes([{ path: '/dashboard/order/:orderId', element: <OrderDetailPage /> }], {
    path: `/dashboard/order/${ORDER_ID}`,
    token: tokenFor(CUSTOMER_CLAIMS),
  });

/** One polling period and then some, with the tab in view. */
const aMinutePasses = () => act(() => vi.advanceTimersByTimeAsync(61_000));

describe('Order page news', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks again while the order is moving, and shows the change without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const asked = serveOrder(['pending', 'processing', 'delivered']);
    openPage();
    expect(await screen.findByText(/call you to arrange the handover/)).toBeInTheDocument();

    await aMinutePasses();
    expect(await screen.findByText(/preparing your cars/)).toBeInTheDocument();
    await aMinutePasses();
    expect(await screen.findByText(/have been handed over/)).toBeInTheDocument();

    // Delivered is final: nothing more is asked, however long the page stays open.
    const settled = asked.length;
    await aMinutePasses();
    await aMinutePasses();
    expect(asked).toHaveLength(settled);
  });

  it('never asks again about an order that is already final', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const asked = serveOrder(['canceled']);
    openPage();
    expect(await screen.findByText(/was canceled/)).toBeInTheDocument();
    await aMinutePasses();
    await aMinutePasses();
    expect(asked).toEqual(['canceled']);
  });
});

describe("the customer's order page: its words", () => {
  it('is titled with the order number people quote (#1077), with a way back to shopping', async () => {
    serveOrder(['pending']);
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #1077' })).toBeInTheDocument();
    const links = screen.getByRole('navigation', { name: 'Order page' });
    expect(within(links).getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/all-product',
    );
    expect(within(links).getByRole('link', { name: 'All my orders' })).toHaveAttribute(
      'href',
      '/dashboard/order',
    );
  });

  it('asks before canceling with buttons that say what they do: Keep order, Cancel order', async () => {
    serveOrder(['pending']);
    const { user } = openPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #1077?' });
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['Keep order', 'Cancel order', 'Close']);
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(/^Status:/)).toHaveTextContent('Status: pending');
  });
});

describe("the customer's order page: the terms chosen at checkout", () => {
  it('shows how the buyer pays, the delivery day and the breakdown as the order keeps it', async () => {
    const order = anOrder({ _id: ORDER_ID, number: 1077 });
    const terms: OrderDetail['terms'] = {
      payment: 'deposit',
      handover: 'delivery',
      handoverDate: '2026-12-02',
      breakdown: {
        cars: 20_000,
        fees: [{ label: 'Documentation fee', amount: 150 }],
        tax: { rate: 5, amount: 1_007.5, included: false },
        total: 21_157.5,
        dueNow: 1_000,
        dueAtHandover: 20_157.5,
      },
    };
    server.use(
      http.get('*/api/orders/:id', () =>
        apiOk('Order retrieved successfully', { ...order, terms, history: [], paymentHistory: [] }),
      ),
    );
    openPage();
    const section = await screen.findByRole('region', { name: 'Payment and handover' });
    expect(section).toHaveTextContent('How you payReserve with a deposit');
    expect(section).toHaveTextContent('At the address you gave on Wednesday, December 2, 2026');
    // Written as the order's page writes money (its cars' lines: "1 × 18,400৳"), one way everywhere (ADR 052).
    // Written as the order's page writes money (its cars' lines: "1 × 18,400৳"), one way everywhere (ADR 052).
    const figures = within(section).getByTestId('price-breakdown');
    expect(
      within(figures)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['20,000৳', '150৳', '1,007.5৳', '21,157.5৳', '1,000৳', '20,157.5৳']);
  });

  it('an order placed before checkout terms: pay at handover, pickup on a day agreed, the cars as the whole price', async () => {
    serveOrder(['pending']);
    openPage();
    const section = await screen.findByRole('region', { name: 'Payment and handover' });
    expect(section).toHaveTextContent('How you payPay at handover');
    expect(section).toHaveTextContent('on a day we agree with you');
    // Paid at handover reads as such, with no word of paying online.
    expect(screen.getByTestId('order-payment')).toHaveTextContent(
      /^20,000৳ is due when the car is handed over to you\.$/,
    );
    expect(section).not.toHaveTextContent(/online/i);
  });
});

describe("the customer's order page: the payment (ADR 054)", () => {
  const depositTerms: OrderDetail['terms'] = {
    payment: 'deposit',
    handover: 'pickup',
    handoverDate: '2026-12-02',
    breakdown: { cars: 20_000, fees: [], tax: null, total: 20_000, dueNow: 1_000, dueAtHandover: 19_000 },
  };
  const inTwentyMinutes = () => new Date(Date.now() + 20 * 60_000).toISOString();

  function serveOnline(
    payment: OrderDetail['payment'],
    session: () => Response = () => apiOk('Ready', { url: 'https://pay.example/cs_9' }),
  ) {
    const sessions: unknown[] = [];
    server.use(
      http.get('*/api/orders/:id', () =>
        apiOk('Order retrieved successfully', {
          ...anOrder({ _id: ORDER_ID, number: 1077, terms: depositTerms, payment }),
          history: [],
          paymentHistory: [],
        }),
      ),
      http.post('*/api/orders/checkout-session', async ({ request }) => {
        sessions.push(await request.json());
        return session();
      }),
      // A receipt for the money taken (ADR 056).
      http.get('*/api/orders/:id/receipts', () =>
        apiOk('Receipts', [
          {
            _id: 'a1b2c3d4-0000-4000-8000-000000000003',
            number: 3,
            label: 'R-000003',
            kind: 'payment',
            amount: payment.paid,
            currency: 'USD',
            issuedAt: '2026-11-27T10:00:00.000Z',
            url: '/api/receipts/a1b2c3d4-0000-4000-8000-000000000003',
          },
        ]),
      ),
    );
    return sessions;
  }

  it('an unpaid deposit in its hold: what to pay by when, and Pay now goes to the payment page', async () => {
    const sessions = serveOnline({
      state: 'unpaid',
      paid: 0,
      refunded: 0,
      holdUntil: inTwentyMinutes(),
      reservedUntil: null,
    });
    const { user } = openPage();
    const payment = await screen.findByTestId('order-payment');
    expect(payment).toHaveTextContent(
      /^Not paid yet: pay 1,000৳ by .+ to keep the car; after that it goes back on sale\.$/,
    );
    expect(screen.getByRole('region', { name: 'What happens next' })).toHaveTextContent('Pay now');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('button', { name: 'Going to the payment page…' })).toBeDisabled();
    expect(sessions).toEqual([{ orderId: ORDER_ID }]);
  });

  it("a refused payment page says the server's message and lets the buyer try again", async () => {
    serveOnline(
      { state: 'failed', paid: 0, refunded: 0, holdUntil: inTwentyMinutes(), reservedUntil: null },
      () => apiError(409, 'The hold on this car has ended'),
    );
    const { user } = openPage();
    expect(await screen.findByTestId('order-payment')).toHaveTextContent(
      'The last payment attempt did not go through.',
    );
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('The hold on this car has ended', { selector: 'p' })).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  });

  it('a paid deposit: how much, reserved until when, the rest at handover; nothing to pay now', async () => {
    serveOnline({
      state: 'deposit_paid',
      paid: 1_000,
      refunded: 0,
      holdUntil: null,
      reservedUntil: '2026-12-04T10:00:00.000Z',
    });
    openPage();
    expect(await screen.findByTestId('order-payment')).toHaveTextContent(
      /^Deposit paid: 1,000৳\. The car is reserved for you until Dec 4, 2026, .+\. The rest, 19,000৳, is due at handover\.$/,
    );
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    const receipts = screen.getByRole('region', { name: 'Receipts' });
    expect(await within(receipts).findByText('Payment receipt R-000003')).toBeInTheDocument();
    expect(within(receipts).getByText(/^1,000\.00 USD/)).toBeInTheDocument();
    expect(within(receipts).getByRole('button', { name: 'Download PDF of receipt R-000003' })).toBeEnabled();
  });

  it('the hold ended unpaid: no Pay now, and the page says the time to pay is over', async () => {
    serveOnline({ state: 'unpaid', paid: 0, refunded: 0, holdUntil: null, reservedUntil: null });
    openPage();
    expect(await screen.findByTestId('order-payment')).toHaveTextContent(
      'Not paid: nothing was taken online.',
    );
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What happens next' })).toHaveTextContent(
      'The time to pay online has ended.',
    );
  });
});

describe("the customer's order page: the payment history", () => {
  it('lists every payment event newest first, and has no such section for an order paid at handover', async () => {
    const paymentHistory: OrderDetail['paymentHistory'] = [
      { event: 'started', amount: 1_000, currency: 'USD', at: '2026-11-27T09:00:00.000Z' },
      { event: 'failed', amount: 1_000, currency: 'USD', at: '2026-11-27T09:01:00.000Z' },
      { event: 'deposit_paid', amount: 1_000, currency: 'USD', at: '2026-11-27T09:02:00.000Z' },
      { event: 'refunded', amount: 1_000, currency: 'USD', at: '2026-11-28T10:00:00.000Z' },
    ];
    server.use(
      http.get('*/api/orders/:id', () =>
        apiOk('Order retrieved successfully', {
          ...anOrder({ _id: ORDER_ID, number: 1077 }),
          history: [],
          paymentHistory,
        }),
      ),
    );
    openPage();
    const section = await screen.findByRole('region', { name: 'Payment history' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) =>
          item.textContent?.replace(/(paid online|declined|refunded to the card|page).*$/, '$1'),
        ),
    ).toEqual([
      '1,000৳ refunded to the card',
      'Deposit of 1,000৳ paid online',
      'Payment of 1,000৳ declined',
      'Payment of 1,000৳ started on the payment page',
    ]);
  });

  it('is not shown when no money moved online', async () => {
    serveOrder(['pending']);
    openPage();
    await screen.findByRole('region', { name: 'Status history' });
    expect(screen.queryByRole('region', { name: 'Payment history' })).not.toBeInTheDocument();
  });
});
