import type { Car } from '@carshop/contract/car';
import { CAR_SPECIFICATION_DEFAULTS } from '@carshop/contract/constants';
import type { Enquiry } from '@carshop/contract/enquiry';
import type { Order, OrderCar } from '@carshop/contract/order';
import type { User } from '@carshop/contract/user';

/**
 * The web tests' data: one factory per answer of the API, each a whole, valid value that a test changes with
 * `overrides` (only what it is about), so a field added to the contract is added here once.
 */

/** When every fixture was made, unless a test says otherwise. */
const FIXTURE_DATE = '2024-01-05T12:00:00.000Z';

/** The specifications of a fixture car that a test does not care about (issue 21's fields, with the server's defaults). */
export const SPECIFICATIONS: Pick<
  Car,
  'mileage' | 'fuelType' | 'transmission' | 'condition' | 'color' | 'vin'
> = CAR_SPECIFICATION_DEFAULTS;

/** A fixture car's features (issue 32) when a test does not care: none given. */
export const FEATURES: Pick<Car, 'drivetrain' | 'seats' | 'doors' | 'equipment'> = {
  drivetrain: null,
  seats: null,
  doors: null,
  equipment: [],
};

/** A car as `GET /cars/{id}` answers it: a Honda Civic in stock. */
export function aCar(overrides: Partial<Car> = {}): Car {
  return {
    _id: 'car-1',
    brand: 'Honda',
    model: 'Civic',
    year: 2022,
    price: 20_000,
    image: null,
    images: [],
    category: 'Sedan',
    description: 'A sedan.',
    quantity: 3,
    inStock: true,
    ...SPECIFICATIONS,
    stockNumber: null,
    ...FEATURES,
    createdAt: FIXTURE_DATE,
    updatedAt: FIXTURE_DATE,
    ...overrides,
  };
}

/** The car of an order line (its snapshot at checkout), taken from `aCar(overrides)`. */
export function anOrderCar(overrides: Partial<Car> = {}): OrderCar {
  const { _id, brand, model, year, category, price, image } = aCar(overrides);
  return { _id, brand, model, year, category, price, image };
}

/** An order of one line (a car from `anOrderCar`), pending, by the fixture customer (`CUSTOMER_CLAIMS`). */
export function anOrder(overrides: Partial<Order> = {}): Order {
  const car = anOrderCar();
  return {
    _id: 'order-1',
    number: 1001,
    user: 'customer-1',
    name: 'Rina Buyer',
    email: 'customer@example.com',
    phone: '0123456789',
    address: '12 Lake Road',
    items: [{ car, quentity: 1, price: car.price }],
    totalPrice: car.price,
    status: 'pending',
    tradeIn: null,
    terms: {
      payment: 'handover',
      handover: 'pickup',
      handoverDate: null,
      breakdown: {
        cars: car.price,
        fees: [],
        tax: null,
        total: car.price,
        dueNow: 0,
        dueAtHandover: car.price,
      },
    },
    payment: { state: 'unpaid', paid: 0, refunded: 0, holdUntil: null, reservedUntil: null },
    createdAt: FIXTURE_DATE,
    updatedAt: FIXTURE_DATE,
    ...overrides,
  };
}

/** An active customer account, its email confirmed; `id` follows `_id` unless given. */
export function aUser(overrides: Partial<User> = {}): User {
  const _id = overrides._id ?? 'customer-1';
  return {
    _id,
    id: _id,
    name: 'Pat Customer',
    email: 'customer@example.com',
    role: 'customer',
    status: 'active',
    emailVerified: true,
    createdAt: FIXTURE_DATE,
    ...overrides,
  };
}

/** A question about a car, new, from a visitor. */
export function anEnquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    _id: 'enquiry-1',
    type: 'question',
    status: 'new',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+44 20 7946 0018',
    message: 'Is it still for sale?',
    car: { _id: 'car-1', title: 'Toyota Corolla (2021)' },
    preferredDate: null,
    preferredTime: null,
    driveStatus: null,
    user: null,
    tradeIn: null,
    createdAt: FIXTURE_DATE,
    updatedAt: FIXTURE_DATE,
    ...overrides,
  };
}
