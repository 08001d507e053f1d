import type { Car } from '@carshop/contract/car';
import type { CarRow } from './repository.ts';

/** The one place where a database row becomes the wire shape (`_id`, ISO dates). */
export function toCar(row: CarRow): Car {
  return {
    _id: row.id,
    brand: row.brand,
    model: row.model,
    year: row.year,
    price: row.price,
    image: row.image,
    images: row.images,
    category: row.category,
    description: row.description,
    quantity: row.quantity,
    inStock: row.inStock,
    mileage: row.mileage,
    fuelType: row.fuelType,
    transmission: row.transmission,
    condition: row.condition,
    color: row.color,
    vin: row.vin,
    stockNumber: row.stockNumber,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
