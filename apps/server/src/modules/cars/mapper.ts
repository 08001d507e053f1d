import type { Car } from '@carshop/contract/car';
import type { CarRow } from './repository.ts';

/**
 * The one place where a database row becomes the wire shape (`_id`, ISO dates). `priceDropSince`: the start of
 * the shop's PRICE_DROP_DAYS window; a drop at or after it is the car's `priceDrop` (the public reads pass it).
 */
export function toCar(row: CarRow, priceDropSince?: Date): Car {
  const dropped =
    priceDropSince &&
    row.priceReducedAt &&
    row.priceReducedFrom !== null &&
    row.priceReducedAt >= priceDropSince;
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
    drivetrain: row.drivetrain,
    seats: row.seats,
    doors: row.doors,
    equipment: row.equipment,
    ...(dropped && { priceDrop: { from: row.priceReducedFrom!, at: row.priceReducedAt!.toISOString() } }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
