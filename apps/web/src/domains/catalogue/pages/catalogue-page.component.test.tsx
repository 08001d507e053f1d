import type { Car } from '@carshop/contract/car';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import { server } from '@/test/server';
import { CataloguePage } from './catalogue-page';

const car = (model: string, price: number): Car => ({
  _id: `id-${model}`,
  brand: 'Volvo',
  model,
  year: 2024,
  price,
  image: null,
  category: 'SUV',
  description: 'A safe family SUV.',
  quantity: 2,
  inStock: true,
  createdAt: '2024-01-05T12:00:00.000Z',
  updatedAt: '2024-01-05T12:00:00.000Z',
});

describe('catalogue page', () => {
  it('says how many cars the maximum price hides, and shows them on request', async () => {
    const asked: (string | null)[] = [];
    server.use(
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
