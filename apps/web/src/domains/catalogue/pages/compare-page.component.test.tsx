import type { Car } from '@carshop/contract/car';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCar } from '@/test/factories';
import { renderRoutes, serverApiState } from '@/test/render';
import { apiError, apiOk, server } from '@/test/server';
import { catalogueEndpoints } from '../api';
import { readCompareIds } from '../comparison';
import { ComparePage } from './compare-page';

const car = (overrides: Partial<Car> & Pick<Car, '_id' | 'brand' | 'model'>) =>
  aCar({ description: 'A car.', ...overrides });
const CARS: Record<string, Car> = {
  civic: car({ _id: 'civic', brand: 'Honda', model: 'Civic', vin: 'VIN-CIVIC' }),
  camry: car({ _id: 'camry', brand: 'Toyota', model: 'Camry', price: 25_000, fuelType: 'Hybrid' }),
  focus: car({ _id: 'focus', brand: 'Ford', model: 'Focus', quantity: 0, inStock: false }),
};

function serveCars() {
  server.use(
    http.get('*/api/cars/:id', ({ params }) => {
      const found = CARS[String(params.id)];
      return found ? apiOk('Car retrieved successfully', found) : apiError(404, 'Car not found');
    }),
  );
}

/** The page as the server hands it over: its queries already answered (entry-server.tsx). */
async function renderCompare(address: string) {
  serveCars();
  const { ids } = readCompareIds(new URL(address, 'http://shop.test').searchParams);
  const apiState = await serverApiState((store) =>
    Promise.all(ids.map((id) => store.dispatch(catalogueEndpoints.getCarById.initiate(id)))),
  );
  return renderRoutes([{ path: '/compare', element: <ComparePage /> }], { path: address, apiState });
}

const rowOf = (label: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${label}`) }).closest('tr')!;

describe('compare page', () => {
  it('shows the cars side by side from the first render, with the differing rows marked', async () => {
    await renderCompare('/compare?ids=civic,camry,focus');
    expect(screen.getByRole('heading', { level: 1, name: 'Compare cars' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: /The cars compared/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Honda CivicRemove', 'Toyota CamryRemove', 'Ford FocusRemove']);
    expect(rowOf('Price')).toHaveAttribute('data-differs', 'true');
    expect(within(rowOf('Price')).getByText('Differs')).toBeInTheDocument();
    expect(rowOf('Fuel')).toHaveAttribute('data-differs', 'true');
    expect(rowOf('Stock')).toHaveAttribute('data-differs', 'true');
    expect(within(rowOf('Stock')).getByText('Out of Stock')).toBeInTheDocument();
    for (const same of ['Year', 'Category', 'Mileage', 'Transmission', 'Condition', 'Color', 'VIN']) {
      expect(rowOf(same), same).not.toHaveAttribute('data-differs');
    }
    expect(
      within(rowOf('VIN'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['VIN-CIVIC', 'Not given', 'Not given']);
    // Removing a car is a link to the same comparison without it: it works before the script, and shares.
    expect(screen.getByRole('link', { name: 'Remove Toyota Camry from the comparison' })).toHaveAttribute(
      'href',
      '/compare?ids=civic,focus',
    );
    // Three cars: nothing to add.
    expect(screen.queryByRole('link', { name: 'Add a car' })).not.toBeInTheDocument();
  });

  it('lists an unknown or malformed id as not found, and compares the others', async () => {
    await renderCompare('/compare?ids=civic,no-such-car,camry');
    const missing = screen.getByRole('region', { name: 'One car was not found' });
    expect(within(missing).getByText('no-such-car')).toBeInTheDocument();
    expect(within(missing).getByRole('link', { name: 'Remove from the comparison' })).toHaveAttribute(
      'href',
      '/compare?ids=civic,camry',
    );
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Add a car' })).toHaveAttribute('href', '/all-product');
  });

  it('lists `.` and `..` as not found without asking the API: as paths they name the whole catalogue', async () => {
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requested.push(new URL(request.url).pathname);
    });
    server.use(
      http.get('*/api/cars', () => apiOk('Cars retrieved successfully', Object.values(CARS))),
      http.get('*/api/cars/', () => apiOk('Cars retrieved successfully', Object.values(CARS))),
    );
    await renderCompare('/compare?ids=.,civic,..');
    const missing = await screen.findByRole('region', { name: '2 cars were not found' });
    expect(within(missing).getByText('.')).toBeInTheDocument();
    expect(within(missing).getByText('..')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')).toHaveLength(1);
    // (`/api/cars/.` would be fetched as `/api/cars/`: the URL parser drops the dot.)
    expect(requested).toContain('/api/cars/civic');
    expect(requested.filter((path) => !/^\/api\/cars\/[\w-]+$/.test(path))).toEqual([]);
    server.events.removeAllListeners();
  });

  it('shows the first three of a longer list and says so; without ids, how to choose cars', async () => {
    const { router } = await renderCompare('/compare?ids=civic,camry,focus,civic2,civic3');
    expect(
      screen.getByText('This link names 5 cars. A comparison holds up to 3, so it shows the first 3.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);

    await router.navigate('/compare');
    expect(await screen.findByText('No cars to compare yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse cars' })).toHaveAttribute('href', '/all-product');
  });
});
