import type { Car } from '@carshop/contract/car';
import { describe, expect, it } from 'vitest';
import { aCar } from '@/test/factories';
import { compareTitle, comparisonRows, isUnknownCar, readCompareIds } from './comparison';

const car = (overrides: Partial<Car>) =>
  aCar({ brand: 'Toyota', model: 'Camry', year: 2023, price: 25_000, quantity: 2, ...overrides });

const differing = (cars: Car[]) =>
  comparisonRows(cars)
    .filter((row) => row.differs)
    .map((row) => row.label);

describe('the comparison', () => {
  it('reads up to three ids from the address: trimmed, without blanks or repeats', () => {
    expect(readCompareIds(new URLSearchParams(''))).toEqual({ ids: [], dropped: 0 });
    expect(readCompareIds(new URLSearchParams('ids=a, B ,,b,a'))).toEqual({ ids: ['a', 'b'], dropped: 0 });
    expect(readCompareIds(new URLSearchParams('ids=a,b,c,d,e'))).toEqual({
      ids: ['a', 'b', 'c'],
      dropped: 2,
    });
    expect(readCompareIds(new URLSearchParams('ids=a&ids=b'))).toEqual({ ids: ['a', 'b'], dropped: 0 });
  });

  it('has a row for the price, every specification and the stock, a text per car', () => {
    const rows = comparisonRows([
      car({
        color: 'Red',
        vin: '1HGCM82633A004352',
        mileage: 12_500,
        drivetrain: 'AWD',
        seats: 5,
        equipment: ['Heated seats', 'Tow bar'],
      }),
    ]);
    expect(rows.map((row) => [row.label, row.texts])).toEqual([
      ['Price', ['25,000৳']],
      ['Year', ['2023']],
      ['Category', ['Sedan']],
      ['Mileage', ['12,500 km']],
      ['Fuel', ['Petrol']],
      ['Transmission', ['Automatic']],
      ['Condition', ['New']],
      ['Color', ['Red']],
      ['Drivetrain', ['AWD (All-wheel drive)']],
      ['Seats', ['5']],
      ['Doors', ['Not given']],
      ['Equipment', ['Heated seats, Tow bar']],
      ['VIN', ['1HGCM82633A004352']],
      ['Stock', ['In Stock (2)']],
    ]);
    // One car differs from nothing.
    expect(rows.some((row) => row.differs)).toBe(false);
  });

  it('marks the rows where the cars differ, and only those', () => {
    const camry = car({ _id: 'a', vin: 'VIN-A' });
    expect(differing([camry, car({ _id: 'b', vin: 'VIN-B' })])).toEqual([]);
    const civic = car({
      _id: 'b',
      brand: 'Honda',
      model: 'Civic',
      price: 22_000,
      fuelType: 'Hybrid',
      color: 'Blue',
      vin: 'VIN-B',
    });
    expect(differing([camry, civic])).toEqual(['Price', 'Fuel', 'Color']);
    // A third car that differs elsewhere adds its rows; the VIN tells cars apart and is never marked.
    const sold = car({
      _id: 'c',
      year: 2019,
      quantity: 0,
      inStock: false,
      transmission: 'Manual',
      vin: 'VIN-C',
    });
    expect(differing([camry, civic, sold])).toEqual([
      'Price',
      'Year',
      'Fuel',
      'Transmission',
      'Color',
      'Stock',
    ]);
    expect(comparisonRows([camry, civic, sold]).find((row) => row.key === 'stock')?.texts).toEqual([
      'In Stock (2)',
      'In Stock (2)',
      'Out of Stock',
    ]);
  });

  it('titles the page with the cars it compares', () => {
    expect(compareTitle([])).toBe('Compare cars');
    expect(compareTitle([car({}), car({ brand: 'Honda', model: 'Civic' })])).toBe(
      'Compare Toyota Camry vs Honda Civic',
    );
  });

  it('takes a 4xx answer for an unknown car, anything else for a failure', () => {
    expect(isUnknownCar({ status: 404 })).toBe(true);
    expect(isUnknownCar({ status: 400 })).toBe(true);
    expect(isUnknownCar({ status: 503 })).toBe(false);
    expect(isUnknownCar({ status: 'FETCH_ERROR' })).toBe(false);
    expect(isUnknownCar(undefined)).toBe(false);
  });
});
