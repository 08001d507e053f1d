import type { Order, OrderDetail, OrderStatus } from '@carshop/contract/order';
import type { Receipt } from '@carshop/contract/receipt';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { anOrder, anOrderCar } from '@/test/factories';
import { renderPage } from '@/test/render';
import { apiError, apiOk, server } from '@/test/server';
import { ADMIN_CLAIMS, tokenFor } from '@/test/tokens';
import { OrdersPage } from './orders-page';

const ORDER_ID = '0b7f3c1e-5d2a-4c55-9a0e-1f2b3c4d5e6f';

const order = anOrder({
  _id: ORDER_ID,
  number: 1042,
  email: 'rina@example.com',
  items: [
    {
      car: anOrderCar({ brand: 'Volvo', model: 'XC40', year: 2023, category: 'SUV', price: 41500 }),
      quentity: 2,
      price: 41500,
    },
  ],
  totalPrice: 83000,
});

function serveOrders(update?: () => Response, base: Order = order) {
  const current: OrderDetail = {
    ...base,
    history: [
      {
        status: 'pending',
        from: null,
        actor: 'customer',
        by: { _id: 'customer-1', name: 'Rina Buyer' },
        at: order.createdAt,
      },
    ],
    paymentHistory: [],
  };
  const calls = { lists: [] as string[], updates: [] as unknown[], refunds: [] as unknown[] };
  const receipts: Receipt[] =
    current.payment.paid > 0
      ? [
          {
            _id: 'a1b2c3d4-0000-4000-8000-000000000001',
            number: 7,
            label: 'R-000007',
            kind: 'payment',
            amount: current.payment.paid,
            currency: 'USD',
            issuedAt: '2024-01-05T10:00:00.000Z',
            url: '/api/receipts/a1b2c3d4-0000-4000-8000-000000000001',
          },
        ]
      : [];
  server.use(
    http.get('*/api/orders/:id/receipts', () => apiOk('Receipts', receipts)),
    http.post('*/api/orders/refund', async ({ request }) => {
      const body = (await request.json()) as { orderId: string };
      calls.refunds.push(body);
      const refunded = current.payment.paid;
      current.payment = { ...current.payment, state: 'refunded', paid: 0, refunded };
      return apiOk('Refunded', { orderId: body.orderId, refunded, currency: 'USD' });
    }),
    http.get('*/api/orders', ({ request }) => {
      calls.lists.push(new URL(request.url).search);
      return HttpResponse.json({
        success: true,
        message: 'Orders retrieved successfully',
        data: [{ ...current, history: undefined }],
        meta: { page: 1, limit: 10, total: 1, totalPage: 1 },
      });
    }),
    http.get('*/api/orders/:id', () => apiOk('Order retrieved successfully', current)),
    http.put('*/api/orders/:id', async ({ request, params }) => {
      const body = (await request.json()) as { status: OrderStatus };
      calls.updates.push({ id: params.id, ...body });
      if (update) return update();
      current.history.push({
        status: body.status,
        from: current.status,
        actor: 'admin',
        by: { _id: ADMIN_CLAIMS.id, name: 'Admin User' },
        at: '2024-01-06T09:30:00.000Z',
      });
      current.status = body.status;
      return apiOk('Order status updated successfully', current);
    }),
  );
  return calls;
}

async function openStatusDialog() {
  const view = renderPage(<OrdersPage />, { path: '/dashboard/orders', token: tokenFor(ADMIN_CLAIMS) });
  const row = (await screen.findByText('rina@example.com')).closest('tr')!;
  await view.user.click(within(row).getByRole('button', { name: /Change Status/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Change Order Status' });
  return { ...view, row, dialog };
}

describe('Order Management', () => {
  it('lists the orders with the specified columns', async () => {
    const calls = serveOrders();
    renderPage(<OrdersPage />, { path: '/dashboard/orders', token: tokenFor(ADMIN_CLAIMS) });
    const row = (await screen.findByText('rina@example.com')).closest('tr')!;
    expect(screen.getByRole('heading', { level: 1, name: 'Order Management' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Order Id',
      'Customer',
      'Items',
      'Total Price',
      'Order Date',
      'Status',
      'Payment',
      'Action',
    ]);
    // The order number as the buyer reads it (ADR 052): no opaque id beside it.
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(/^#1042$/);
    expect(within(row).getByText('Jan 5, 2024')).toBeInTheDocument();
    expect(within(row).getByText('83,000৳')).toBeInTheDocument();
    expect(within(row).getByText('pending')).toBeInTheDocument();
    expect(row).toHaveTextContent('Volvo XC40 × 2');
    expect(within(row).getByText('Unpaid')).toBeInTheDocument();
    expect(calls.lists).toEqual(['?page=1&limit=10']);
  });

  it('filters by payment state, named in words', async () => {
    const calls = serveOrders();
    const { user } = renderPage(<OrdersPage />, {
      path: '/dashboard/orders',
      token: tokenFor(ADMIN_CLAIMS),
    });
    await screen.findByText('rina@example.com');
    const filter = screen.getByLabelText('Payment');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All payments', 'Unpaid', 'Paid', 'Deposit paid', 'Refunded', 'Failed']);
    await user.selectOptions(filter, 'Deposit paid');
    await waitFor(() => expect(calls.lists.at(-1)).toBe('?page=1&limit=10&payment=deposit_paid'));
  });

  it("shows the order's money in the dialog and refunds it after a confirmation", async () => {
    const paid = anOrder({
      ...order,
      terms: { ...order.terms, payment: 'full' },
      payment: { state: 'paid', paid: 83_000, refunded: 0, holdUntil: null, reservedUntil: null },
    });
    const calls = serveOrders(undefined, paid);
    const { user, row, dialog } = await openStatusDialog();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    const money = within(dialog).getByRole('region', { name: 'Payment and terms' });
    expect(money).toHaveTextContent('Taken online83,000৳');
    expect(money).toHaveTextContent('Refunded0৳');
    expect(await within(money).findByText('Payment receipt R-000007')).toBeInTheDocument();
    expect(within(money).getByRole('button', { name: 'Download PDF of receipt R-000007' })).toBeEnabled();

    await user.click(within(money).getByRole('button', { name: 'Refund 83,000৳ for order #1042' }));
    const confirm = await screen.findByRole('dialog', { name: 'Refund 83,000৳ for order #1042?' });
    expect(calls.refunds).toEqual([]); // nothing before the confirmation
    await user.click(within(confirm).getByRole('button', { name: 'Refund 83,000৳' }));
    await waitFor(() => expect(calls.refunds).toHaveLength(1));
    expect(calls.refunds).toEqual([{ orderId: ORDER_ID }]);
    await waitFor(() => expect(within(row).getByText('Refunded')).toBeInTheDocument());
  });

  it('offers no refund for an order with nothing taken online', async () => {
    serveOrders();
    const { dialog } = await openStatusDialog();
    const money = within(dialog).getByRole('region', { name: 'Payment and terms' });
    expect(await within(money).findByText(/No receipts yet/)).toBeInTheDocument();
    expect(within(money).queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
  });

  it('shows the status history and changes the status: toast, dialog closed, list refetched', async () => {
    const calls = serveOrders();
    const { user, row, dialog } = await openStatusDialog();
    expect(within(dialog).getByLabelText('Status')).toHaveValue('pending');
    expect(await within(dialog).findByText(/by Rina Buyer/)).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Status'), 'shipped');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Order status updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.updates).toEqual([{ id: ORDER_ID, status: 'shipped' }]);
    await waitFor(() => expect(within(row).getByText('shipped')).toBeInTheDocument());
    expect(calls.lists).toHaveLength(2);

    // The history now names the admin who changed it.
    await user.click(within(row).getByRole('button', { name: /Change Status/ }));
    const reopened = await screen.findByRole('dialog', { name: 'Change Order Status' });
    expect(await within(reopened).findByText(/by Admin User/)).toBeInTheDocument();
  });

  it("toasts the server's message when the change is refused, and stays open", async () => {
    serveOrders(() => apiError(409, 'Not enough stock to restore this order: Volvo XC40'));
    const { user, dialog } = await openStatusDialog();
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'processing');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not enough stock to restore this order: Volvo XC40')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });

  it("falls back to 'Something went wrong'", async () => {
    serveOrders(() => HttpResponse.text('bad gateway', { status: 502 }));
    const { user, dialog } = await openStatusDialog();
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'canceled');
    // Canceling moves stock (and money): the dialog says so, and its button says what it does.
    expect(within(dialog).getByRole('status')).toHaveTextContent('Canceling returns its cars to stock');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, mark canceled' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('moves an order on with one tap, sent with the status the list showed', async () => {
    const calls = serveOrders();
    const { user } = renderPage(<OrdersPage />, { path: '/dashboard/orders', token: tokenFor(ADMIN_CLAIMS) });
    const row = (await screen.findByText('rina@example.com')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'processing: move order #1042 on' }));
    expect(await screen.findByText('Order status updated successfully')).toBeInTheDocument();
    expect(calls.updates).toEqual([{ id: ORDER_ID, status: 'processing', from: 'pending' }]);
    // The next tap is the next usual status.
    expect(await within(row).findByRole('button', { name: 'shipped: move order #1042 on' })).toBeEnabled();
  });

  it('asks before handing the cars over, saying what is still due', async () => {
    const calls = serveOrders(undefined, anOrder({ ...order, status: 'shipped' }));
    const { user } = renderPage(<OrdersPage />, { path: '/dashboard/orders', token: tokenFor(ADMIN_CLAIMS) });
    const row = (await screen.findByText('rina@example.com')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'delivered: move order #1042 on' }));
    const confirm = await screen.findByRole('dialog', { name: 'Mark order #1042 delivered?' });
    expect(confirm).toHaveTextContent('83,000৳ is still due and is taken at handover.');
    expect(calls.updates).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Mark delivered' }));
    await waitFor(() =>
      expect(calls.updates).toEqual([{ id: ORDER_ID, status: 'delivered', from: 'shipped' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Delivered is the end of the usual way: no next tap.
    await waitFor(() =>
      expect(within(row).queryByRole('button', { name: /move order #1042 on/ })).not.toBeInTheDocument(),
    );
  });

  it('says so when there is no order', async () => {
    server.use(
      http.get('*/api/orders', () =>
        HttpResponse.json({
          success: true,
          message: 'ok',
          data: [],
          meta: { page: 1, limit: 10, total: 0, totalPage: 0 },
        }),
      ),
    );
    renderPage(<OrdersPage />, { path: '/dashboard/orders', token: tokenFor(ADMIN_CLAIMS) });
    expect(await screen.findByText('No Order Available')).toBeInTheDocument();
  });
});
