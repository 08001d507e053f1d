import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCar } from '@/test/factories';
import { renderPage } from '@/test/render';
import { server } from '@/test/server';
import { CataloguePage } from './catalogue-page';

const car = (model: string, price: number) =>
  aCar({ _id: `id-${model}`, brand: 'Volvo', model, year: 2024, price, category: 'SUV', quantity: 2 });

const FACETS = {
  category: { Sedan: 0, SUV: 2, Truck: 0, Coupe: 0, Convertible: 0 },
  fuelType: { Petrol: 1, Diesel: 1, Hybrid: 0, 'Plug-in Hybrid': 0, Electric: 0, CNG: 0 },
  transmission: { Automatic: 2, Manual: 0 },
  condition: { New: 1, Used: 1 },
};

describe('catalogue page', () => {
  it('offers each filter with its count, never a choice that lists nothing, and sorts through the URL', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/api/cars/facets', () =>
        HttpResponse.json({ success: true, message: 'Facets retrieved successfully', data: FACETS }),
      ),
      http.get('*/api/cars', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          success: true,
          message: 'Cars retrieved successfully',
          data: [car('XC40', 45_000)],
          meta: { page: 1, limit: 6, total: 1, totalPage: 1, aboveMaxPrice: 0 },
        });
      }),
    );
    const { user, router } = renderPage(<CataloguePage />, { path: '/all-product' });

    // The filters' panel is a popover, closed below 1024 px: jsdom treats it as hidden, whatever the width.
    const hidden = { hidden: true };
    const fuel = screen.getByRole('combobox', { name: 'Fuel', ...hidden });
    expect(await screen.findByRole('option', { name: 'Diesel (1)', ...hidden })).toBeEnabled();
    expect(screen.getByRole('option', { name: 'Electric (0)', ...hidden })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'SUV (2)', ...hidden })).toBeEnabled();
    expect(screen.getByRole('option', { name: 'Manual (0)', ...hidden })).toBeDisabled();

    await user.selectOptions(fuel, 'Diesel');
    expect(router.state.location.search).toBe('?fuelType=Diesel');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    expect(router.state.location.search).toBe('?fuelType=Diesel&sort=-price');
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('-price'));
    expect(asked.at(-1)?.get('fuelType')).toBe('Diesel');
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });

  it('says how many cars the maximum price hides, and shows them on request', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/api/cars/facets', () =>
        HttpResponse.json({ success: true, message: 'Facets retrieved successfully', data: FACETS }),
      ),
      http.get('*/api/cars', ({ request }) => {
        const maxPrice = new URL(request.url).searchParams.get('maxPrice');
        asked.push(maxPrice);
        const cars =
          maxPrice === '100000' ? [car('XC40', 45_000)] : [car('XC40', 45_000), car('EX90', 120_000)];
        return HttpResponse.json({
          success: true,
          message: 'Cars retrieved successfully',
          data: cars,
          meta: {
            page: 1,
            limit: 6,
            total: cars.length,
            totalPage: 1,
            aboveMaxPrice: maxPrice === '100000' ? 1 : 0,
          },
        });
      }),
    );
    const { user, router } = renderPage(<CataloguePage />, { path: '/all-product' });

    expect(await screen.findByText('1 more car above 100,000৳')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Volvo EX90' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show it' }));
    expect(await screen.findByRole('heading', { name: 'Volvo EX90' })).toBeInTheDocument();
    expect(screen.queryByText(/more cars? above/)).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?maxPrice=100000000');
    expect(asked).toEqual(['100000', '100000000']);
  });
});
