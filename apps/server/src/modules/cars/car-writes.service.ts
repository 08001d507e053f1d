import { type Car, type CarCreate, type CarUpdate, IMAGE_NOT_OURS } from '@carshop/contract/car';
import type { Db } from '../../db/client.ts';
import type { CatalogueChanged } from '../../lib/catalogue-changed.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { isShopPicture, type PictureStore } from '../uploads/service.ts';
import { toCar } from './mapper.ts';
import { CAR_NOT_FOUND } from './messages.ts';
import { type CarPatch, deleteCarRow, insertCarRows, updateCarRow } from './repository.ts';

/**
 * The admin's car writes (POST, PUT, DELETE /cars). Each publishes "catalogue changed" after it commits, and
 * takes the store pictures live in, to check that a car's picture is one of the shop's.
 */
export type CarWriteDeps = { changes: Pick<CatalogueChanged, 'publish'>; pictures: PictureStore };

/** Only a picture uploaded to this shop, all of whose widths exist (ADR 012). */
async function assertShopPicture(pictures: PictureStore, image: string | null | undefined) {
  if (image && !(await isShopPicture(pictures, image))) throw badRequest(IMAGE_NOT_OURS);
}

/** The Add New Car form. `inStock` follows the quantity (a generated column); id and times are the server's. */
export async function addCar(db: Db, input: CarCreate, { changes, pictures }: CarWriteDeps): Promise<Car> {
  await assertShopPicture(pictures, input.image);
  const { brand, model, year, price, category, description, quantity, image } = input;
  const [row] = await insertCarRows(db, [
    { brand, model, year, price, category, description, quantity, image: image ?? null },
  ]);
  await changes.publish();
  return toCar(row!);
}

export async function updateCar(
  db: Db,
  id: string,
  input: CarUpdate,
  { changes, pictures }: CarWriteDeps,
): Promise<Car> {
  if (!isUuid(id)) throw notFound(CAR_NOT_FOUND);
  await assertShopPicture(pictures, input.image);
  // Only the fields of a car, whatever else the body held (the contract already dropped unknown keys).
  const { brand, model, year, price, category, description, quantity, image } = input;
  const patch: CarPatch = { brand, model, year, price, category, description, quantity, image };
  for (const key of Object.keys(patch) as (keyof CarPatch)[]) if (patch[key] === undefined) delete patch[key];
  const row = await updateCarRow(db, id, patch);
  if (!row) throw notFound(CAR_NOT_FOUND);
  await changes.publish();
  return toCar(row);
}

/**
 * Deletes a car. Orders that bought it keep their lines: each holds a snapshot of the car, and the database
 * sets the line's car id to null (`ON DELETE SET NULL`), so a later cancel has no stock to return for it.
 * The picture stays too: those orders still show it.
 */
export async function deleteCar(
  db: Db,
  id: string,
  { changes }: Pick<CarWriteDeps, 'changes'>,
): Promise<void> {
  if (!isUuid(id) || !(await deleteCarRow(db, id))) throw notFound(CAR_NOT_FOUND);
  await changes.publish();
}
