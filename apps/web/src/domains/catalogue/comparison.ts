import type { Car } from '@carshop/contract/car';
import { formatMoney } from '@/lib/format';
import { formatMileage } from '@/lib/units';
import { drivetrainText } from './car-facts';
import { MAX_COMPARED } from './compare-list';
import { namedCompareIds } from './paths';

/**
 * The compare page's rules (issue 22), shared by the page and its server part: which ids the address names,
 * which rows the table has, and which of them differ between the cars.
 */

/**
 * The ids in `?ids=a,b,c`: trimmed, blanks and repeats dropped (ids are case-insensitive, as the API reads
 * them), the first MAX_COMPARED kept; `dropped` counts the others, which the page says it left out.
 */
export function readCompareIds(params: URLSearchParams): { ids: string[]; dropped: number } {
  const unique = namedCompareIds(params);
  return { ids: unique.slice(0, MAX_COMPARED), dropped: Math.max(0, unique.length - MAX_COMPARED) };
}

/**
 * An answer the address itself caused (4xx): the id names no car (404) or cannot be one (400, too long). Such an
 * id is listed as not found; only a server that could not answer makes the page fail.
 */
export function isUnknownCar(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

type ComparisonRowKey =
  | 'price'
  | 'year'
  | 'category'
  | 'mileage'
  | 'fuel'
  | 'transmission'
  | 'condition'
  | 'color'
  | 'drivetrain'
  | 'seats'
  | 'doors'
  | 'equipment'
  | 'vin'
  | 'stock';

/** Every row of the table, in order; `marked: false` for the VIN, which tells cars apart but compares nothing. */
const ROWS: { key: ComparisonRowKey; label: string; text: (car: Car) => string; marked?: false }[] = [
  { key: 'price', label: 'Price', text: (car) => formatMoney(car.price, 'catalogue') },
  { key: 'year', label: 'Year', text: (car) => String(car.year) },
  { key: 'category', label: 'Category', text: (car) => car.category },
  { key: 'mileage', label: 'Mileage', text: (car) => formatMileage(car.mileage) },
  { key: 'fuel', label: 'Fuel', text: (car) => car.fuelType },
  { key: 'transmission', label: 'Transmission', text: (car) => car.transmission },
  { key: 'condition', label: 'Condition', text: (car) => car.condition },
  { key: 'color', label: 'Color', text: (car) => car.color ?? 'Not given' },
  { key: 'drivetrain', label: 'Drivetrain', text: (car) => drivetrainText(car.drivetrain) },
  { key: 'seats', label: 'Seats', text: (car) => (car.seats === null ? 'Not given' : String(car.seats)) },
  { key: 'doors', label: 'Doors', text: (car) => (car.doors === null ? 'Not given' : String(car.doors)) },
  {
    key: 'equipment',
    label: 'Equipment',
    text: (car) => (car.equipment.length ? car.equipment.join(', ') : 'None listed'),
  },
  { key: 'vin', label: 'VIN', text: (car) => car.vin ?? 'Not given', marked: false },
  {
    key: 'stock',
    label: 'Stock',
    text: (car) => (car.inStock && car.quantity > 0 ? `In Stock (${car.quantity})` : 'Out of Stock'),
  },
];

export type ComparisonRow = {
  key: ComparisonRowKey;
  label: string;
  /** One text per car, in the cars' order. */
  texts: string[];
  /** The cars do not all agree on this row (never with a single car). */
  differs: boolean;
};

/** The table's rows for these cars, each marked when the cars differ on it. */
export function comparisonRows(cars: readonly Car[]): ComparisonRow[] {
  return ROWS.map(({ key, label, text, marked }) => {
    const texts = cars.map(text);
    return { key, label, texts, differs: marked !== false && new Set(texts).size > 1 };
  });
}

const nameOf = (car: Pick<Car, 'brand' | 'model'>) => `${car.brand} ${car.model}`;

/** The page's title: the cars it compares ("Compare Toyota Camry vs Honda Civic"), or "Compare cars". */
export function compareTitle(cars: readonly Pick<Car, 'brand' | 'model'>[]): string {
  return cars.length ? `Compare ${cars.map(nameOf).join(' vs ')}` : 'Compare cars';
}
