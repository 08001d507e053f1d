import type { Car, CarUpdate } from '@carshop/contract/car';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCar, SPECIFICATIONS } from '@/test/factories';
import { renderPage } from '@/test/render';
import { apiError, apiOk, server } from '@/test/server';
import { ADMIN_CLAIMS, tokenFor } from '@/test/tokens';
import { CarsPage } from './cars-page';

const car = (overrides: Partial<Car>) =>
  aCar({
    brand: 'Volvo',
    model: 'XC40',
    year: 2023,
    price: 41500,
    category: 'SUV',
    description: 'Compact SUV.',
    quantity: 4,
    createdAt: '2026-01-05T12:00:00.000Z',
    ...overrides,
  });

/** GET /cars (paged), PUT and DELETE /cars/{id}, as the server answers them; `write` replaces a write's answer. */
function serveCars({
  total = 2,
  write,
  first = {},
}: {
  total?: number;
  write?: () => Response;
  first?: Partial<Car>;
} = {}) {
  let cars = [car(first), car({ _id: 'car-2', brand: 'Kia', model: 'EV6', category: 'Sedan', price: 52900 })];
  const calls = { lists: [] as string[], updates: [] as unknown[], deletes: [] as unknown[] };
  server.use(
    http.get('*/api/cars', ({ request }) => {
      const url = new URL(request.url);
      calls.lists.push(url.search);
      const limit = Number(url.searchParams.get('limit'));
      return HttpResponse.json({
        success: true,
        message: 'Cars retrieved successfully',
        data: cars,
        meta: {
          page: Number(url.searchParams.get('page')),
          limit,
          total,
          totalPage: Math.ceil(total / limit),
        },
      });
    }),
    http.put('*/api/cars/:id', async ({ request, params }) => {
      const body = (await request.json()) as CarUpdate;
      calls.updates.push({ id: params.id, ...body });
      if (write) return write();
      cars = cars.map((one) => (one._id === params.id ? { ...one, ...body } : one));
      return apiOk(
        'Car updated successfully',
        cars.find((one) => one._id === params.id),
      );
    }),
    http.delete('*/api/cars/:id', ({ params }) => {
      calls.deletes.push(params.id);
      if (write) return write();
      cars = cars.filter((one) => one._id !== params.id);
      return apiOk('Car deleted successfully', { message: 'Car deleted successfully' });
    }),
  );
  return calls;
}

async function renderCars(path = '/dashboard/cars', claims: Parameters<typeof tokenFor>[0] = ADMIN_CLAIMS) {
  const view = renderPage(<CarsPage />, { path, token: tokenFor(claims) });
  const row = (await screen.findByText('XC40')).closest('tr')!;
  return { ...view, row };
}

describe('Car Management', () => {
  it('lists a page of cars with the specified columns, dollar prices and a picture fallback', async () => {
    const calls = serveCars({ total: 25 });
    const { row } = await renderCars();
    expect(screen.getByRole('heading', { level: 1, name: 'Car Management' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Image',
      'Brand',
      'Model',
      // The dealer's stock number (issue 31), beside the specification's columns.
      'Stock no.',
      'Category',
      'Price',
      'Quantity',
      'Actions',
    ]);
    expect(within(row).getByText('$41,500')).toBeInTheDocument();
    expect(row.querySelector('img')).toHaveAttribute('src', '/images/car-placeholder.svg');
    expect(calls.lists).toEqual(['?page=1&limit=10']);
    expect(screen.getByText(/Page 1 of 3/)).toBeInTheDocument();
  });

  it('shows sales staff the cars without Add, Update or Delete (issue 30: sales reads the cars)', async () => {
    serveCars();
    const { row } = await renderCars('/dashboard/cars', {
      id: 'sales-1',
      email: 's@example.com',
      role: 'sales',
    });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).not.toContain('Actions');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add Car' })).toBeNull();
  });

  it('shows inventory staff the actions', async () => {
    serveCars();
    const { row } = await renderCars('/dashboard/cars', {
      id: 'inv-1',
      email: 'i@example.com',
      role: 'inventory',
    });
    expect(within(row).getByRole('button', { name: /Delete\s+Volvo XC40/ })).toBeInTheDocument();
  });

  it('pages on the server', async () => {
    const calls = serveCars({ total: 25 });
    const { user } = await renderCars();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.lists).toContain('?page=2&limit=10'));
    expect(await screen.findByText(/Page 2 of 3/)).toBeInTheDocument();
  });

  it("deletes after Confirm Deletion, toasts the server's message and refetches", async () => {
    const calls = serveCars();
    const { user, row } = await renderCars();
    await user.click(within(row).getByRole('button', { name: /Delete\s+Volvo XC40/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    expect(
      within(dialog).getByText('Are you sure you want to delete this item? This action cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Car deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('XC40')).not.toBeInTheDocument());
    expect(calls.deletes).toEqual(['car-1']);
    expect(calls.lists).toHaveLength(2);
  });

  it('Cancel deletes nothing', async () => {
    const calls = serveCars();
    const { user, row } = await renderCars();
    await user.click(within(row).getByRole('button', { name: /Delete\s+Volvo XC40/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.deletes).toEqual([]);
  });

  it("a failed delete toasts the server's message or 'Something went wrong' and keeps the dialog", async () => {
    serveCars({ write: () => HttpResponse.text('down', { status: 503 }) });
    const { user, row } = await renderCars();
    await user.click(within(row).getByRole('button', { name: /Delete\s+Volvo XC40/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });

  it('updates through the Update Car dialog with the contract messages, then refetches', async () => {
    const calls = serveCars();
    const { user, row } = await renderCars();
    await user.click(within(row).getByRole('button', { name: /Update\s+Volvo XC40/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Car' });
    const brand = within(dialog).getByLabelText('Brand');
    expect(brand).toHaveValue('Volvo');
    expect(within(dialog).getByLabelText('Category')).toHaveValue('SUV');
    expect(within(dialog).getByRole('option', { name: 'Select an option' })).toBeInTheDocument();

    await user.clear(brand);
    await user.selectOptions(within(dialog).getByLabelText('Category'), '');
    await user.click(within(dialog).getByRole('button', { name: 'Update Car' }));
    expect(await within(dialog).findByText('Brand is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid category')).toBeInTheDocument();
    expect(calls.updates).toEqual([]);

    await user.type(brand, 'Volvo Cars');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Coupe');
    const price = within(dialog).getByLabelText('Price');
    await user.clear(price);
    await user.type(price, '39900');
    await user.click(within(dialog).getByRole('button', { name: 'Update Car' }));
    expect(await screen.findByText('Car updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.updates).toEqual([
      {
        id: 'car-1',
        brand: 'Volvo Cars',
        model: 'XC40',
        price: 39900,
        year: 2023,
        quantity: 4,
        category: 'Coupe',
        description: 'Compact SUV.',
        // The specifications as the car had them (issue 21), sent back unchanged.
        ...SPECIFICATIONS,
        stockNumber: null,
        drivetrain: null,
        seats: null,
        doors: null,
        equipment: [],
      },
    ]);
    const updated = (await screen.findByText('Volvo Cars')).closest('tr')!;
    expect(within(updated).getByText('$39,900')).toBeInTheDocument();
  });

  it("sends the car's pictures in their new order when the admin changes them, and only then", async () => {
    const pictures = ['/uploads/side-960.webp', '/uploads/front-960.webp', '/uploads/rear-960.webp'];
    const calls = serveCars({ first: { image: pictures[0], images: pictures } });
    const { user, row } = await renderCars();
    await user.click(within(row).getByRole('button', { name: /Update\s+Volvo XC40/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Car' });
    const list = within(dialog).getByRole('list', { name: 'Pictures' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await user.click(within(list).getByRole('button', { name: 'Make main picture 3' }));
    await user.click(within(list).getByRole('button', { name: 'Remove picture 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Car' }));
    expect(await screen.findByText('Car updated successfully')).toBeInTheDocument();
    expect(calls.updates).toEqual([expect.objectContaining({ images: [pictures[2], pictures[1]] })]);
  });

  it("a refused update toasts the server's message and keeps the dialog and its values", async () => {
    serveCars({ write: () => apiError(404, 'Car not found') });
    const { user, row } = await renderCars();
    await user.click(within(row).getByRole('button', { name: /Update\s+Volvo XC40/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Car' });
    await user.type(within(dialog).getByLabelText('Model'), ' B5');
    await user.click(within(dialog).getByRole('button', { name: 'Update Car' }));
    expect(await screen.findByText('Car not found')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Model')).toHaveValue('XC40 B5');
  });

  it('shows an error panel with a retry when the cars cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('*/api/cars', () =>
        fail
          ? apiError(500, 'Something went wrong')
          : HttpResponse.json({
              success: true,
              message: 'ok',
              data: [car({})],
              meta: { page: 1, limit: 10, total: 1, totalPage: 1 },
            }),
      ),
    );
    const { user } = renderPage(<CarsPage />, { path: '/dashboard/cars', token: tokenFor(ADMIN_CLAIMS) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('XC40')).toBeInTheDocument();
  });

  it('says so when there is no car', async () => {
    server.use(
      http.get('*/api/cars', () =>
        HttpResponse.json({
          success: true,
          message: 'ok',
          data: [],
          meta: { page: 1, limit: 10, total: 0, totalPage: 0 },
        }),
      ),
    );
    renderPage(<CarsPage />, { path: '/dashboard/cars', token: tokenFor(ADMIN_CLAIMS) });
    expect(await screen.findByText('No Car Available')).toBeInTheDocument();
  });
});
