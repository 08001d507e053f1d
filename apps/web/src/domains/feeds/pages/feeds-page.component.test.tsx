import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import { server } from '@/test/server';
import { ADMIN_CLAIMS, tokenFor } from '@/test/tokens';
import type { FeedsLeftOut } from '../api';
import { FeedsPage } from './feeds-page';

function serveLeftOut(data: FeedsLeftOut | null) {
  server.use(
    http.get('*/api/feeds/left-out', () =>
      data
        ? HttpResponse.json({ success: true, message: 'Cars left out of the feeds', data })
        : HttpResponse.json({ success: false, message: 'The database is restarting' }, { status: 503 }),
    ),
  );
}

const renderFeeds = () =>
  renderPage(<FeedsPage />, { path: '/dashboard/feeds', token: tokenFor(ADMIN_CLAIMS) });

describe('Vehicle feeds', () => {
  it("gives each feed's address, and the cars left out with what each lacks", async () => {
    serveLeftOut({
      settingsMissing: { google: ['SHOP_STORE_CODE'], meta: [] },
      cars: [{ _id: 'car-1', name: '2021 Kia Picanto', missing: ['a 17-character VIN', 'a picture'] }],
      total: 1,
    });
    renderFeeds();
    expect(await screen.findByRole('heading', { name: 'Cars left out (1)' })).toBeInTheDocument();
    expect(
      screen.getByText('Off until the shop sets SHOP_STORE_CODE (see README, Vehicle feeds).'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /\/feeds\/meta-automotive\.csv$/ })).toHaveAttribute(
      'href',
      '/feeds/meta-automotive.csv',
    );
    expect(screen.getByRole('link', { name: '2021 Kia Picanto' })).toHaveAttribute('href', '/products/car-1');
    expect(screen.getByText('Lacks a 17-character VIN, a picture.')).toBeVisible();
  });

  it('says when every car in stock is in the feeds', async () => {
    serveLeftOut({ settingsMissing: { google: [], meta: [] }, cars: [], total: 0 });
    renderFeeds();
    expect(await screen.findByText('Every car in stock is in the feeds')).toBeVisible();
    expect(screen.getAllByRole('link', { name: /\/feeds\// })).toHaveLength(2);
  });

  it("shows the server's message and Try again when the check fails", async () => {
    serveLeftOut(null);
    renderFeeds();
    expect(await screen.findByText('The database is restarting')).toBeVisible();
    expect(screen.getByRole('button', { name: /try again/i })).toBeEnabled();
  });
});
