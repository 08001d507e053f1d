import type { Car } from '@carshop/contract/car';

/** The specifications of a fixture car that a test does not care about (issue 21's fields, with the server's defaults). */
export const SPECIFICATIONS: Pick<
  Car,
  'mileage' | 'fuelType' | 'transmission' | 'condition' | 'color' | 'vin'
> = {
  mileage: 0,
  fuelType: 'Petrol',
  transmission: 'Automatic',
  condition: 'New',
  color: null,
  vin: null,
};
