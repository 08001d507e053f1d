import type { NewCarRow } from '../../modules/cars/repository.ts';

let sequence = 0;

/**
 * A valid new car with neutral defaults; tests and the seed override what they care about.
 * Plain data: inserting it is the repository's job (`insertCars`).
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
