import type { NewCarRow } from '../modules/cars/catalogue.service.ts';

let sequence = 0;

/**
 * A valid new car with neutral defaults; tests and the seed override what they care about.
 * Plain data: the cars module inserts it (`addCars`).
 */
export function createCar(overrides: Partial<NewCarRow> = {}): NewCarRow {
  sequence += 1;
  return {
    brand: 'Skoda',
    model: `Octavia ${sequence}`,
    year: 2022,
    price: 25_000,
    category: 'Sedan',
    description: 'A practical family car with a large boot and a frugal engine.',
    quantity: 3,
    image: null,
    ...overrides,
  };
}
