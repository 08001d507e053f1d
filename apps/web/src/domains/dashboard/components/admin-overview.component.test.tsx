import type { Car } from '@carshop/contract/car';
import type { Order } from '@carshop/contract/order';
import type { Charts, RevenuePoint } from '@carshop/contract/stats';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { aCar, anOrder } from '@/test/factories';
import { renderPage } from '@/test/render';
import { apiError, apiOk, server } from '@/test/server';
import { ADMIN_CLAIMS, tokenFor } from '@/test/tokens';
import { AdminOverview } from './admin-overview';

// The drawings need a laid-out page (jsdom has none): stand-ins with the same accessible summary.
vi.mock('./overview-charts', () => ({
  RevenueChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
  StatusChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const car = (index: number) =>
  aCar({
    _id: `car-${index}`,
    brand: `Brand ${index}`,
    model: `Model ${index}`,
    price: 30000 + index,
    quantity: index === 2 ? 0 : 3,
    inStock: index !== 2,
    createdAt: '2026-01-05T12:00:00.000Z',
  });

const order = (index: number) =>
  anOrder({
    _id: `order-${index}-0000-0000`,
    number: 1000 + index,
    email: `buyer${index}@example.com`,
    items: [
      { car: { ...car(1), _id: 'car-1' }, quentity: 2, price: 30001 },
      { car: { ...car(3), _id: null }, quentity: 1, price: 30003 },
    ],
    totalPrice: 90005,
    status: 'processing',
  });

const days: RevenuePoint[] = Array.from({ length: 30 }, (_, index) => ({
  period: `2026-01-${String(index + 1).padStart(2, '0')}`,
  revenue: index === 29 ? 1200 : 0,
  orders: index === 29 ? 1 : 0,
}));
const charts: Charts = {
  revenueByDay: days,
  revenueByMonth: [{ period: '2026-01', revenue: 1200, orders: 1 }],
  ordersByStatus: { pending: 4, processing: 1, shipped: 0, delivered: 7, canceled: 2 },
};

function paged<T>(data: T[]) {
  return HttpResponse.json({
    success: true,
    message: 'ok',
    data,
    meta: { page: 1, limit: 3, total: data.length, totalPage: data.length ? 1 : 0 },
  });
}

function serveOverview({ cars, orders }: { cars: Car[]; orders: Order[] }) {
  const queries: string[] = [];
  server.use(
    http.get('*/api/admin', () =>
      apiOk('Stats retrieved successfully', {
        totalUser: 12,
        totalCar: cars.length,
        carsInStock: 2,
        unitsInStock: 7,
        totalOrder: orders.length,
        totalRevenu: [{ price: 1234567.5 }],
      }),
    ),
    http.get('*/api/admin/charts', () => apiOk('Charts retrieved successfully', charts)),
    http.get('*/api/admin/notices', () =>
      apiOk('Notices retrieved successfully', { demoAdminPassword: false, listening: 'loopback' }),
    ),
    http.get('*/api/cars', ({ request }) => {
      queries.push(`cars${new URL(request.url).search}`);
      return paged(cars.slice(0, 3));
    }),
    http.get('*/api/orders', ({ request }) => {
      queries.push(`orders${new URL(request.url).search}`);
      return paged(orders.slice(0, 3));
    }),
    // The count of new enquiries is the list's total (issue 22).
    http.get('*/api/enquiries', ({ request }) => {
      queries.push(`enquiries${new URL(request.url).search}`);
      return HttpResponse.json({
        success: true,
        message: 'ok',
        data: [],
        meta: { page: 1, limit: 1, total: 3, totalPage: 3 },
      });
    }),
  );
  return queries;
}

const renderOverview = () =>
  renderPage(<AdminOverview />, { path: '/dashboard', token: tokenFor(ADMIN_CLAIMS) });

describe('admin overview', () => {
  it('shows the four figures, the first 3 cars and the first 3 orders', async () => {
    const queries = serveOverview({
      cars: [car(1), car(2), car(3), car(4)],
      orders: [order(1), order(2), order(3), order(4)],
    });
    renderOverview();
    const figures = await screen.findByRole('region', { name: 'Shop figures' });
    expect(await within(figures).findByText('$1,234,567.5')).toBeInTheDocument();
    for (const [label, value] of [
      ['Total Users', '12'],
      ['Total Car', '4'],
      ['Total Order', '4'],
      ['Total Revenue', '$1,234,567.5'],
    ] as const) {
      expect(within(figures).getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    // The revenue says what it counts: money taken, not orders placed.
    expect(within(figures).getByText('Paid online (less refunds) plus delivered orders')).toBeVisible();
    // Total Car counts every car listed; the cars in stock beside it.
    expect(within(figures).getByText('2 in stock (7 units)')).toBeVisible();

    const cars = screen.getByRole('table', { name: 'Cars' });
    await within(cars).findByText('Brand 1');
    expect(
      within(cars)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Brand', 'Model', 'Category', 'Price', 'In Stock', 'Action']);
    expect(within(cars).getAllByRole('row')).toHaveLength(4);
    expect(within(cars).getByText('Out of Stock')).toBeInTheDocument();
    expect(within(cars).getByRole('link', { name: 'View Brand 1 Model 1' })).toHaveAttribute(
      'href',
      '/products/car-1',
    );
    expect(screen.getByRole('link', { name: 'View All Car' })).toHaveAttribute('href', '/dashboard/cars');
    expect(
      await screen.findByRole('link', { name: /3 new enquiries are waiting for an answer/ }),
    ).toHaveAttribute('href', '/dashboard/enquiries?status=new');

    const orders = screen.getByRole('table', { name: 'Orders' });
    await within(orders).findByText('buyer1@example.com');
    expect(
      within(orders)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order Id', 'Customer', 'Quantity', 'Total Price', 'Order Date', 'Status', 'Action']);
    const first = within(orders).getByText('buyer1@example.com').closest('tr')!;
    expect(within(first).getByText('3')).toBeInTheDocument();
    expect(within(first).getByText('Jan 5, 2024')).toBeInTheDocument();
    expect(within(orders).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'View All Orders' })).toHaveAttribute(
      'href',
      '/dashboard/orders',
    );
    expect(queries.sort()).toEqual([
      'cars?page=1&limit=3',
      'enquiries?status=new&limit=1',
      'orders?page=1&limit=3',
    ]);
  });

  it('has the chart figures as tables', async () => {
    serveOverview({ cars: [], orders: [] });
    const { user } = renderOverview();
    expect(
      await screen.findByRole('img', { name: 'Revenue by day, last 30 days: $1,200 in all' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Orders by status: pending 4, processing 1, shipped 0, delivered 7, canceled 2',
      }),
    ).toBeInTheDocument();
    const status = screen.getByRole('table', { name: 'Orders by status' });
    const delivered = within(status).getByRole('rowheader', { name: 'delivered' }).closest('tr')!;
    expect(delivered).toHaveTextContent('7');
    const revenue = screen.getByRole('table', { name: 'Revenue by day, last 30 days' });
    expect(within(revenue).getAllByRole('row')).toHaveLength(31);
    expect(within(revenue).getByRole('rowheader', { name: 'Jan 30' }).closest('tr')).toHaveTextContent(
      '$1,200',
    );
    expect(screen.getByText(/Last 30 days:/)).toHaveTextContent('Last 30 days: $1,200 from 1 order');

    await user.click(screen.getByRole('button', { name: 'Last 12 months' }));
    expect(screen.getByRole('button', { name: 'Last 12 months' })).toHaveAttribute('aria-pressed', 'true');
    const months = screen.getByRole('table', { name: 'Revenue by month, last 12 months' });
    expect(within(months).getByRole('rowheader', { name: 'Jan 2026' })).toBeInTheDocument();
  });

  it('says No Car Available and No Order Available when the shop is empty', async () => {
    serveOverview({ cars: [], orders: [] });
    renderOverview();
    expect(await screen.findByText('No Car Available')).toBeInTheDocument();
    expect(await screen.findByText('No Order Available')).toBeInTheDocument();
  });

  it('warns while the demo admin keeps its published password', async () => {
    serveOverview({ cars: [], orders: [] });
    server.use(
      http.get('*/api/admin/notices', () =>
        apiOk('Notices retrieved successfully', { demoAdminPassword: true, listening: 'network' }),
      ),
    );
    renderOverview();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('anyone can sign in as admin');
    expect(within(alert).getByRole('link', { name: 'Change the password' })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    serveOverview({ cars: [], orders: [] });
    server.use(http.get('*/api/admin', () => apiError(500, 'Something went wrong')));
    renderOverview();
    const alert = await screen.findByText('Something went wrong');
    expect(alert.closest('[role="alert"]')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });
});
