import type { Category } from '@carshop/contract/car';
import { DEFAULT_SHOP_UNITS, type ShopUnits } from '@carshop/contract/units';
import { lockForTransaction } from '../db/advisory-lock.ts';
import type { Db } from '../db/client.ts';
import { DEMO_ACCOUNTS } from '../lib/demo-accounts.ts';
import { hashPassword } from '../lib/password.ts';
import { addCars, countCars } from '../modules/cars/catalogue.service.ts';
import type { PictureStore } from '../modules/uploads/service.ts';
import { countUsers, createUser } from '../modules/users/service.ts';
import { CAR_VIEWS } from './car-art.ts';
import { createCar } from './car-factory.ts';
import type { BodyType } from './car-shapes.ts';
import { DEMO_CARS, demoDescription, demoSpecifications, PAINTS } from './demo-catalogue.ts';
import { demoFeatures } from './demo-features.ts';
import { renderDemoImage } from './demo-images.ts';
import { seedDemoOrders } from './demo-orders.ts';

const BODY_OF: Record<Category, BodyType> = {
  Sedan: 'sedan',
  SUV: 'suv',
  Truck: 'truck',
  Coupe: 'coupe',
  Convertible: 'convertible',
};

/** Cars appear one every few hours, newest first in list order, so "newest first" is meaningful. */
const HOURS_BETWEEN_CARS = 7;

/**
 * Fills an empty database with the demo catalogue, the two demo accounts and a few orders of the demo customer. Pictures are rendered first
 * (idempotent, outside the transaction); rows go in one transaction, and only if there are still no cars and
 * no users once an advisory lock is held, so two app servers starting together seed once.
 * Answers whether it seeded.
 */
export async function seedDemoData(
  db: Db,
  options: { pictures: PictureStore; now?: Date; units?: ShopUnits },
): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const now = options.now ?? new Date();
  const units = options.units ?? DEFAULT_SHOP_UNITS;
  // Several cars share a body and a paint: render each picture once. Every car gets one per view.
  const pictures = new Map<string, Promise<string[]>>();
  const images = await Promise.all(
    DEMO_CARS.map(({ category, paint }) => {
      const key = `${category}/${paint}`;
      if (!pictures.has(key))
        pictures.set(
          key,
          Promise.all(
            CAR_VIEWS.map((view) =>
              renderDemoImage(options.pictures, BODY_OF[category], paint, PAINTS[paint], view),
            ),
          ),
        );
      return pictures.get(key)!;
    }),
  );
  const rows = DEMO_CARS.map((demo, index) => {
    const { paint: _paint, ...car } = demo;
    const createdAt = new Date(now.getTime() - index * HOURS_BETWEEN_CARS * 3_600_000);
    return createCar({
      ...car,
      description: demoDescription(demo.description, units),
      ...demoSpecifications(demo, index, now, units),
      ...demoFeatures(demo, index),
      images: images[index],
      createdAt,
      updatedAt: createdAt,
    });
  });
  const accounts = await Promise.all(
    DEMO_ACCOUNTS.map(async ({ password, ...account }) => ({
      ...account,
      passwordHash: await hashPassword(password),
    })),
  );

  return db.transaction(async (tx) => {
    await lockForTransaction(tx, 'carshop:seed-demo');
    if (!(await isEmpty(tx))) return false;
    const cars = await addCars(tx, rows);
    const users = [];
    for (const account of accounts)
      users.push(await createUser(tx, { ...account, status: 'active', emailVerifiedAt: now }));
    const [admin, customer] = users;
    // A few orders of the demo customer, in every status, so the dashboards are not empty.
    await seedDemoOrders(tx, { customer: customer!, admin: admin!, cars, now });
    return true;
  });
}

async function isEmpty(db: Db): Promise<boolean> {
  return (await countCars(db)) === 0 && (await countUsers(db)) === 0;
}
