import type { Car, CarCreate } from '@carshop/contract/car';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FEATURES, SPECIFICATIONS } from '@/test/factories';
import { apiError, apiOk, heldAnswer, server } from '@/test/server';
import { fillCar, renderAddCar } from './add-car-page.fixtures';

const DISPLAY_URL = '/uploads/3f9c2a1b-960.webp';

function serveAddCar({
  create,
  upload,
}: {
  create?: () => Response;
  upload?: () => Response | Promise<Response>;
} = {}) {
  const calls = {
    uploads: [] as { field: string; name: string; type: string }[],
    creates: [] as CarCreate[],
  };
  server.use(
    http.post('*/api/uploads', async ({ request }) => {
      const form = await request.formData();
      for (const [field, value] of form.entries()) {
        if (typeof value !== 'string') calls.uploads.push({ field, name: value.name, type: value.type });
      }
      if (upload) return upload();
      return apiOk(
        'Image uploaded successfully',
        { display_url: DISPLAY_URL, srcset: '', variants: [] },
        { status: 201 },
      );
    }),
    http.post('*/api/cars', async ({ request }) => {
      const body = (await request.json()) as CarCreate;
      calls.creates.push(body);
      if (create) return create();
      const car: Car = {
        ...body,
        _id: 'car-new',
        image: body.images?.[0] ?? null,
        images: body.images ?? [],
        inStock: true,
        ...SPECIFICATIONS,
        ...FEATURES,
        stockNumber: body.stockNumber ?? null,
        createdAt: '2026-01-05T12:00:00.000Z',
        updatedAt: '2026-01-05T12:00:00.000Z',
      };
      return apiOk('Car created successfully', car, { status: 201 });
    }),
  );
  return calls;
}

const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'volvo.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  // jsdom has no object URLs; the preview only needs a string.
  URL.createObjectURL = vi.fn(() => 'blob:http://shop.test/preview');
  URL.revokeObjectURL = vi.fn();
});

describe('Add New Car', () => {
  it("shows the specification's messages and sends nothing when the form is empty", async () => {
    const calls = serveAddCar();
    const { user } = renderAddCar();
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Car' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Select an option' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Car' }));
    for (const message of [
      'Brand is required',
      'Model is required',
      'Price must be a positive number',
      'Quantity must be a positive number',
      'Invalid category',
      'Description is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Brand')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.creates).toEqual([]);
  });

  it('checks the year and the quantity bounds', async () => {
    serveAddCar();
    const view = renderAddCar();
    await fillCar(view);
    const year = screen.getByLabelText('Year');
    await view.user.clear(year);
    await view.user.type(year, '1800');
    const quantity = screen.getByLabelText('Quantity');
    await view.user.clear(quantity);
    await view.user.type(quantity, '0');
    await view.user.click(screen.getByRole('button', { name: 'Add Car' }));
    expect(await screen.findByText('Year must be 1886 or later')).toBeInTheDocument();
    expect(screen.getByText('Quantity must be at least 1')).toBeInTheDocument();
    await view.user.clear(year);
    await view.user.type(year, String(new Date().getFullYear() + 1));
    await view.user.click(screen.getByRole('button', { name: 'Add Car' }));
    expect(await screen.findByText('Year cannot be in the future')).toBeInTheDocument();
  });

  it('says how many pictures the car has beside its own chooser, never the native "No file chosen"', async () => {
    serveAddCar();
    const view = renderAddCar();
    const input = screen.getByLabelText('Image');
    const chooser = input.closest('label')!;
    expect(input).toHaveClass('sr-only'); // the native control (and its own text) is not drawn
    expect(chooser).toHaveTextContent('Choose pictures');
    expect(screen.getByTestId('pictures-count')).toHaveTextContent('No pictures yet');
    await view.user.upload(input, [jpeg(), jpeg()]);
    expect(await screen.findAllByRole('img', { name: /of 2/ })).toHaveLength(2);
    expect(chooser).toHaveTextContent('Add more pictures');
    expect(screen.getByTestId('pictures-count')).toHaveTextContent(/^2 pictures$/);
  });

  it("uploads the picture, creates the car with its display_url, toasts the server's message and opens the list", async () => {
    const calls = serveAddCar();
    const view = renderAddCar();
    await fillCar(view);
    await view.user.upload(screen.getByLabelText('Image'), jpeg());
    expect(await screen.findByText('Picture uploaded.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '1 of 1, the main one' })).toHaveAttribute(
      'src',
      'blob:http://shop.test/preview',
    );
    expect(calls.uploads).toEqual([{ field: 'image', name: 'volvo.jpg', type: 'image/jpeg' }]);

    await view.user.click(screen.getByRole('button', { name: 'Add Car' }));
    expect(await screen.findByRole('heading', { name: 'Car list' })).toBeInTheDocument();
    expect(await screen.findByText('Car created successfully')).toBeInTheDocument();
    expect(calls.creates).toEqual([
      {
        brand: 'Volvo',
        model: 'XC40 Recharge',
        year: 2024,
        price: 45999,
        quantity: 3,
        category: 'SUV',
        description: 'Compact electric SUV.',
        images: [DISPLAY_URL],
        // The specifications as the form starts them (issue 21): a new petrol automatic, no colour or VIN.
        condition: 'New',
        mileage: 0,
        fuelType: 'Petrol',
        transmission: 'Automatic',
        color: null,
        vin: null,
        stockNumber: null,
        drivetrain: null,
        seats: null,
        doors: null,
        equipment: [],
      },
    ]);
  });

  it('waits for the upload before it can be sent', async () => {
    const answer = heldAnswer();
    serveAddCar({
      upload: async () => {
        await answer.until;
        return apiOk('Image uploaded successfully', { display_url: DISPLAY_URL, srcset: '', variants: [] });
      },
    });
    const view = renderAddCar();
    await view.user.upload(screen.getByLabelText('Image'), jpeg());
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Add Car' })).toBeDisabled();
      expect(screen.getByText('Uploading the picture…')).toBeInTheDocument();
    });
    answer.release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Car' })).toBeEnabled());
  });

  it("shows the server's refusal of a picture at the field, and the car can go without it", async () => {
    const calls = serveAddCar({
      upload: () => apiError(415, 'Only JPEG, PNG, WebP or AVIF pictures are accepted'),
    });
    const view = renderAddCar();
    await fillCar(view);
    await view.user.upload(screen.getByLabelText('Image'), jpeg());
    expect(await screen.findByText('Only JPEG, PNG, WebP or AVIF pictures are accepted')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(screen.queryByText('Only JPEG, PNG, WebP or AVIF pictures are accepted')).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Add Car' }));
    await screen.findByRole('heading', { name: 'Car list' });
    expect(calls.creates[0]).not.toHaveProperty('image');
    expect(calls.creates[0]?.images).toEqual([]);
  });

  it('sends several pictures in the order the admin puts them, the main one first', async () => {
    let uploaded = 0;
    const calls = serveAddCar({
      upload: () => {
        uploaded += 1;
        return apiOk(
          'Image uploaded successfully',
          { display_url: `/uploads/picture-${uploaded}-960.webp`, srcset: '', variants: [] },
          { status: 201 },
        );
      },
    });
    const view = renderAddCar();
    await fillCar(view);
    await view.user.upload(screen.getByLabelText('Image'), [jpeg(), jpeg(), jpeg()]);
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^\d of 3/ })).toHaveLength(3));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Car' })).toBeEnabled());
    await view.user.click(screen.getByRole('button', { name: 'Make main picture 3' }));
    expect(screen.getByText('Picture 3 is now the main picture.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Move picture 2 later' }));
    await view.user.click(screen.getByRole('button', { name: 'Add Car' }));
    await screen.findByRole('heading', { name: 'Car list' });
    expect(calls.uploads).toHaveLength(3);
    // Uploaded 1, 2, 3 -> 3 made main (3, 1, 2) -> the second moved later (3, 2, 1).
    expect(calls.creates[0]?.images).toEqual([
      '/uploads/picture-3-960.webp',
      '/uploads/picture-2-960.webp',
      '/uploads/picture-1-960.webp',
    ]);
  });

  it('refuses a file over 5 MB before sending it', async () => {
    const calls = serveAddCar();
    const view = renderAddCar();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await view.user.upload(screen.getByLabelText('Image'), big);
    expect(await screen.findByText('The picture must be at most 5 MB')).toBeInTheDocument();
    expect(calls.uploads).toEqual([]);
  });

  it("keeps everything typed and toasts the server's message when the car is refused", async () => {
    serveAddCar({ create: () => apiError(400, 'Image must be a picture uploaded to this shop') });
    const view = renderAddCar();
    await fillCar(view);
    await view.user.click(screen.getByRole('button', { name: 'Add Car' }));
    expect(await screen.findByText('Image must be a picture uploaded to this shop')).toBeInTheDocument();
    expect(screen.getByLabelText('Brand')).toHaveValue('Volvo');
    expect(screen.getByLabelText('Price')).toHaveValue(45999);
    expect(screen.getByLabelText('Category')).toHaveValue('SUV');
    expect(screen.queryByRole('heading', { name: 'Car list' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Car' })).toBeEnabled();
  });

  it("falls back to 'Something went wrong' when the server says nothing", async () => {
    serveAddCar({ create: () => HttpResponse.text('bad gateway', { status: 502 }) });
    const view = renderAddCar();
    await fillCar(view);
    await view.user.click(screen.getByRole('button', { name: 'Add Car' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
