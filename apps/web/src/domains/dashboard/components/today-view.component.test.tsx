import type { Today } from '@carshop/contract/today';
import { fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { anEnquiry, anOrder } from '@/test/factories';
import { renderPage } from '@/test/render';
import { apiError, apiOk, server } from '@/test/server';
import { tokenFor } from '@/test/tokens';
import { TodayView } from './today-view';

const SALES = { id: 'sales-1', email: 'sales@example.com', role: 'sales' };
const NOW = '2026-11-27T09:00:00.000Z';
const hoursBefore = (hours: number) => new Date(Date.parse(NOW) - hours * 3_600_000).toISOString();

const drive = anEnquiry({
  _id: 'drive-1',
  type: 'test-drive',
  name: 'Ada Lovelace',
  preferredDate: '2026-11-27',
  preferredTime: '10:00',
  driveStatus: 'requested',
  createdAt: hoursBefore(20),
});

const empty = { total: 0, items: [] };
const nothing: Today = {
  now: NOW,
  today: '2026-11-27',
  testDrives: empty,
  newOrders: empty,
  waitingEnquiries: empty,
  payments: empty,
  reservations: empty,
};

function serveToday(first: Today, next: Today = first) {
  let calls = 0;
  server.use(
    http.get('*/api/dashboard/today', () => {
      calls += 1;
      return apiOk('Today retrieved successfully', calls === 1 ? first : next);
    }),
  );
}

const renderToday = () => renderPage(<TodayView />, { path: '/dashboard', token: tokenFor(SALES) });

describe('Today', () => {
  it('shows each list with how many there are, most urgent first, and how long each has waited', async () => {
    serveToday({
      ...nothing,
      testDrives: { total: 1, items: [drive] },
      newOrders: {
        total: 12,
        items: [anOrder({ _id: 'order-1', number: 1042, createdAt: hoursBefore(30) })],
      },
      waitingEnquiries: { total: 1, items: [anEnquiry({ name: 'Grace Hopper', createdAt: hoursBefore(3) })] },
    });
    renderToday();
    const drives = await screen.findByRole('region', { name: /Test drives to confirm/ });
    expect(within(drives).getByText('Today at 10:00 · Ada Lovelace')).toBeVisible();
    expect(within(drives).getByText('Asked 20 hours ago')).toBeVisible();
    const orders = screen.getByRole('region', { name: /New orders to call/ });
    expect(within(orders).getByText('Waiting 30 hours')).toBeVisible();
    // One tap calls the buyer; more than shown: a link to all of them.
    const hrefOf = (name: string) => within(orders).getByRole('link', { name }).getAttribute('href');
    expect([hrefOf('Call Rina Buyer on 0123456789'), hrefOf('View all 12')]).toEqual([
      'tel:0123456789',
      '/dashboard/orders?status=pending',
    ]);
    const waiting = screen.getByRole('region', { name: /Enquiries waiting for an answer/ });
    expect(within(waiting).getByText('Waiting 3 hours')).toBeVisible();
    expect(within(waiting).queryByRole('link', { name: /View all/ })).toBeNull();
    // Empty lists are left out; the order of the rest is the order of urgency.
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Test drives to confirm 1',
      'New orders to call 12',
      'Enquiries waiting for an answer 1',
    ]);
  });

  it('confirms a test drive in one tap, and reads Today again', async () => {
    const confirmed: unknown[] = [];
    serveToday({ ...nothing, testDrives: { total: 1, items: [drive] } }, nothing);
    server.use(
      http.put('*/api/enquiries/drive-1/test-drive', async ({ request }) => {
        confirmed.push(await request.json());
        return apiOk('Test drive confirmed; the buyer is mailed an invitation', {
          ...drive,
          driveStatus: 'confirmed',
          entries: [],
        });
      }),
    );
    renderToday();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm the test drive of Ada Lovelace' }));
    expect(await screen.findByText('Nothing needs you today')).toBeVisible();
    expect(confirmed).toEqual([{ status: 'confirmed' }]);
  });

  it('says when nothing needs doing', async () => {
    serveToday({ now: NOW, today: '2026-11-27' }); // a role with no lists (inventory)
    renderToday();
    expect(await screen.findByText('Nothing needs you today')).toBeVisible();
  });

  it('says when Today could not be loaded, and tries again', async () => {
    server.use(http.get('*/api/dashboard/today', () => apiError(500, 'Something went wrong')));
    renderToday();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    serveToday(nothing);
    fireEvent.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByText('Nothing needs you today')).toBeVisible();
  });
});
