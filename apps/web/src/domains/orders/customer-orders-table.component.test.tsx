import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOrder } from '@/test/factories';
import { renderPage } from '@/test/render';
import { CustomerOrdersTable } from './customer-orders-table';

const loaded = { isLoading: false, isError: false, isFetching: false, refetch: () => undefined };

describe("the customer's orders (Track My Order, Recent Orders)", () => {
  it('name each order by the number the confirmation and the mails give (#1042), not by its id', async () => {
    const order = anOrder({ _id: '0b7f3c1e-5d2a-4c55-9a0e-1f2b3c4d5e6f', number: 1042 });
    renderPage(
      <CustomerOrdersTable
        query={loaded}
        orders={[order]}
        dateColumn="Order Date"
        caption="Your orders"
        empty="No Order Found"
      />,
      { path: '/dashboard/order' },
    );
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(/^#1042$/);
    expect(row).not.toHaveTextContent('0b7f3c1e');
    expect(within(row).getByRole('button', { name: 'Track order #1042' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Details of order #1042' })).toHaveAttribute(
      'href',
      `/dashboard/order/${order._id}`,
    );
  });
});

describe('Track My Order: where the money of an online order stands', () => {
  it('says it under the status of an online order, and nothing for one paid at handover', () => {
    const online = anOrder({
      _id: 'order-2',
      number: 1043,
      terms: { ...anOrder().terms, payment: 'deposit' },
      payment: { state: 'deposit_paid', paid: 500, refunded: 0, holdUntil: null, reservedUntil: null },
    });
    renderPage(
      <CustomerOrdersTable
        query={loaded}
        orders={[online, anOrder({ number: 1042 })]}
        dateColumn="Order Date"
        caption="Your orders"
        empty="No Order Found"
      />,
      { path: '/dashboard/order' },
    );
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getAllByRole('cell')[4]).toHaveTextContent(/^pendingDeposit paid$/);
    expect(within(second!).getAllByRole('cell')[4]).toHaveTextContent(/^pending$/);
  });
});
