import { screen } from '@testing-library/react';
import { renderPage } from '@/test/render';
import { ADMIN_CLAIMS, tokenFor } from '@/test/tokens';
import { AddCarPage } from './add-car-page';

/** The Add New Car page as its component tests open it: signed in as an admin, the car list one route away. */
export function renderAddCar() {
  return renderPage(<AddCarPage />, {
    path: '/dashboard/add-car',
    token: tokenFor(ADMIN_CLAIMS),
    others: { '/dashboard/cars': <h1>Car list</h1> },
  });
}

type View = ReturnType<typeof renderAddCar>;

/** Every required field, rightly (a 2024 Volvo); the specifications keep the form's defaults. */
export async function fillCar({ user }: View) {
  await user.type(screen.getByLabelText('Brand'), 'Volvo');
  await user.type(screen.getByLabelText('Model'), 'XC40 Recharge');
  await user.type(screen.getByLabelText('Year'), '2024');
  await user.type(screen.getByLabelText('Price'), '45999');
  await user.type(screen.getByLabelText('Quantity'), '3');
  await user.selectOptions(screen.getByLabelText('Category'), 'SUV');
  await user.type(screen.getByLabelText('Description'), 'Compact electric SUV.');
}
