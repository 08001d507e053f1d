import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoutes, serverApiState } from '@/test/render';
import { apiError, heldAnswer, server } from '@/test/server';
import { catalogueEndpoints } from '../api';
import { CarDetailPage } from './car-detail-page';

describe('car detail page', () => {
  it('keeps a server-rendered "Car not found" while the browser asks again: no loading skeleton flashes', async () => {
    let asked = 0;
    const answer = heldAnswer();
    server.use(
      http.get('*/api/cars/:id', async () => {
        asked += 1;
        if (asked > 1) await answer.until;
        return apiError(404, 'Car not found');
      }),
    );
    const apiState = await serverApiState((store) =>
      store.dispatch(catalogueEndpoints.getCarById.initiate('gone')),
    );

    renderRoutes([{ path: '/products/:productId', element: <CarDetailPage /> }], {
      path: '/products/gone',
      apiState,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Car not found' })).toBeInTheDocument();
    // The browser asks once more (an error is never trusted from a cache); while it waits, the page stays.
    await waitFor(() => expect(asked).toBe(2));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Car not found' })).toBeInTheDocument();
    answer.release();
  });

  it('says the car could not be loaded, as the page heading, and offers to try again', async () => {
    server.use(http.get('*/api/cars/:id', () => apiError(500, 'Something went wrong')));
    renderRoutes([{ path: '/products/:productId', element: <CarDetailPage /> }], {
      path: '/products/some-car',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't load this car" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
