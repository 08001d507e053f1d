import type { Order } from '@carshop/contract/order';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anOrder } from '@/test/factories';
import { TrackOrderDialog } from './track-order-dialog';

const order = anOrder({ name: 'Nadia Buyer', phone: '01712345678', status: 'shipped' });

async function open(status: Order['status']) {
  const user = userEvent.setup();
  render(<TrackOrderDialog order={{ ...order, status }} />);
  await user.click(screen.getByRole('button', { name: 'Track order #1001' }));
  const dialog = await screen.findByRole('dialog', { name: 'Track Order' });
  const states = () =>
    within(dialog)
      .getAllByRole('listitem')
      .map((step) => step.getAttribute('data-state'));
  return { user, dialog, states };
}

describe('track order dialog', () => {
  it('names the order by its number, as the confirmation and the mails do, not by its id', async () => {
    const { dialog } = await open('shipped');
    expect(within(dialog).getByText(/^Order #1001, placed /)).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('order-1');
  });

  it('shows the four steps, opened at the order status', async () => {
    const { dialog, states } = await open('shipped');
    const steps = within(dialog).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Pending (done)',
      'Processing (done)',
      '3Shipped (shown)',
      '4Delivered (not yet)',
    ]);
    expect(states()).toEqual(['complete', 'complete', 'current', 'upcoming']);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
  });

  it('Prev and Next move only the display, within the four steps', async () => {
    const { user, dialog, states } = await open('pending');
    const prev = within(dialog).getByRole('button', { name: 'Prev' });
    const next = within(dialog).getByRole('button', { name: 'Next' });
    expect(states()).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
    expect(prev).toBeDisabled();
    await user.click(next);
    await user.click(next);
    await user.click(next);
    expect(states()).toEqual(['complete', 'complete', 'complete', 'current']);
    expect(next).toBeDisabled();
    await user.click(prev);
    expect(states()).toEqual(['complete', 'complete', 'current', 'upcoming']);
    // The order itself did not move.
    expect(within(dialog).getByText('pending')).toBeInTheDocument();
    // Closing and opening again starts from the order's own step.
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Track order #1001' }));
    const again = await screen.findByRole('dialog', { name: 'Track Order' });
    expect(within(again).getAllByRole('listitem')[0]).toHaveAttribute('data-state', 'current');
  });

  it('shows every step in red for a canceled order, wherever the display is', async () => {
    const { user, dialog, states } = await open('canceled');
    expect(within(dialog).getByText('This order was canceled.')).toBeInTheDocument();
    expect(states()).toEqual(['canceled', 'canceled', 'canceled', 'canceled']);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(states()).toEqual(['canceled', 'canceled', 'canceled', 'canceled']);
    for (const step of within(dialog).getAllByRole('listitem')) {
      expect(step.querySelector('span[aria-hidden="true"].bg-red-700')).not.toBeNull();
    }
  });

  it('says where and when the car is handed over and where the money stands', async () => {
    const user = userEvent.setup();
    render(
      <TrackOrderDialog
        order={{
          ...order,
          terms: {
            payment: 'deposit',
            handover: 'delivery',
            handoverDate: '2026-12-02',
            breakdown: { ...order.terms.breakdown, dueNow: 500, dueAtHandover: 19_500 },
          },
          payment: { state: 'deposit_paid', paid: 500, refunded: 0, holdUntil: null, reservedUntil: null },
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Track order #1001' }));
    const terms = within(await screen.findByRole('dialog', { name: 'Track Order' })).getByTestId(
      'track-terms',
    );
    expect(terms).toHaveTextContent('Delivery at the address you gave on Wednesday, December 2, 2026.');
    // Written as Track My Order writes its prices (the customer's order price, ADR 052).
    expect(terms).toHaveTextContent('Deposit paid: $500. The rest, $19,500, is due at handover.');
  });
});
