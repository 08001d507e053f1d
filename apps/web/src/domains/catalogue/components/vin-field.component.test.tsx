import type { CarCreate, VinDecoding } from '@carshop/contract/car';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiOk, server } from '@/test/server';
import { fillCar, renderAddCar } from '../pages/add-car-page.fixtures';

/** The VIN field of the car forms (issue 31): checked by the contract, and filling what the VIN says. */
function serve(decoding: (vin: string) => VinDecoding | null) {
  const calls = { decoded: [] as string[], creates: [] as CarCreate[] };
  server.use(
    http.get('*/api/cars/vin/:vin', ({ params }) => {
      const vin = String(params.vin);
      calls.decoded.push(vin);
      const answer = decoding(vin);
      return answer ? apiOk('VIN decoded', answer) : HttpResponse.json({ success: false }, { status: 500 });
    }),
    http.post('*/api/cars', async ({ request }) => {
      calls.creates.push((await request.json()) as CarCreate);
      return HttpResponse.json({ success: false, message: 'not in this test' }, { status: 500 });
    }),
  );
  return calls;
}

describe('the VIN field', () => {
  it('fills the year and the brand from a valid VIN at once, then the model the server found', async () => {
    const calls = serve((vin) => ({ vin, year: 2003, brand: 'Honda', model: 'Accord', source: 'vpic' }));
    const { user } = renderAddCar();
    await user.type(screen.getByLabelText('Brand'), 'Someone');
    await user.type(screen.getByLabelText('VIN'), '1hgcm82633a004352');
    expect(screen.getByLabelText('Brand')).toHaveValue('Honda');
    expect(screen.getByLabelText('Year')).toHaveValue(2003);
    await waitFor(() => expect(screen.getByLabelText('Model')).toHaveValue('Accord'));
    expect(
      screen.getByText('Read from the VIN: 2003 Honda Accord. You can still change them.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Filled from the VIN: 2003 Honda Accord',
    );
    expect(calls.decoded).toEqual(['1HGCM82633A004352']);
    // The dealer may still change them.
    await user.clear(screen.getByLabelText('Brand'));
    await user.type(screen.getByLabelText('Brand'), 'Honda Motor');
    expect(screen.getByLabelText('Brand')).toHaveValue('Honda Motor');
  });

  it("keeps a model already typed, and the VIN's own reading when the server fails", async () => {
    serve(() => null);
    const { user } = renderAddCar();
    await user.type(screen.getByLabelText('Model'), 'Legend');
    await user.type(screen.getByLabelText('VIN'), '5YJ3E1EA7HF000337');
    expect(screen.getByLabelText('Brand')).toHaveValue('Tesla');
    expect(screen.getByLabelText('Year')).toHaveValue(2017);
    expect(
      await screen.findByText('Read from the VIN: 2017 Tesla. You can still change them.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Model')).toHaveValue('Legend');
  });

  it('names the mistyped character under the field, and sends nothing', async () => {
    const calls = serve(() => null);
    const view = renderAddCar();
    await fillCar(view);
    await view.user.type(screen.getByLabelText('VIN'), '1HGCM82633A0043S2');
    await view.user.click(screen.getByRole('button', { name: 'Add Car' }));
    expect(
      await screen.findByText(
        'VIN check digit (the 9th character) does not match the others: the 16th character "S" is probably a 5',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('VIN')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.creates).toEqual([]);
    expect(calls.decoded).toEqual([]);
  });
});
