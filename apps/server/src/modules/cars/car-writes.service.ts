import {
  CAR_IMAGE_MESSAGES,
  type Car,
  type CarCreate,
  type CarUpdate,
  IMAGE_NOT_OURS,
} from '@carshop/contract/car';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { isShopPicture, type PictureStore } from '../uploads/service.ts';
import type { CarChanges } from './car-changes.service.ts';
import { toCar } from './mapper.ts';
import { CAR_NOT_FOUND } from './messages.ts';
import { deleteCarRow, insertCarRows, updateCarRow } from './repository.ts';

/**
 * The admin's car writes (POST, PUT, DELETE /cars). Each publishes its car change after it commits, and
 * takes the store pictures live in, to check that a car's picture is one of the shop's.
 */
export type CarWriteDeps = { changes: Pick<CarChanges, 'publish'>; pictures: PictureStore };

/** Only pictures uploaded to this shop, all of whose widths exist (ADR 012). */
async function assertShopPictures(pictures: PictureStore, { image, images }: CarUpdate) {
  const urls = [...new Set([...(image ? [image] : []), ...(images ?? [])])];
  const found = await Promise.all(urls.map((url) => isShopPicture(pictures, url)));
  if (found.includes(false)) throw badRequest(IMAGE_NOT_OURS);
  // With both, `image` names the first of `images` (the car's main picture), or null when there is none.
  if (images && image !== undefined && image !== (images[0] ?? null))
    throw badRequest(CAR_IMAGE_MESSAGES.notFirst);
}

const VIN_TAKEN = 'Another car in the catalogue has this VIN';

/** A second car with a VIN already listed is a 409 (the unique index decides, so two at once cannot both win). */
async function vinChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'cars_vin_unique')) throw conflict(VIN_TAKEN);
    throw error;
  }
}

/** The car's specifications as given: a field left out keeps its default (add) or its value (update). */
const specificationsOf = ({ mileage, fuelType, transmission, condition, color, vin }: CarUpdate) => ({
  mileage,
  fuelType,
  transmission,
  condition,
  color: color === '' ? null : color,
  vin: vin === '' ? null : vin,
});

/** The Add New Car form. `inStock` follows the quantity (a generated column); id and times are the server's. */
export async function addCar(db: Db, input: CarCreate, { changes, pictures }: CarWriteDeps): Promise<Car> {
  await assertShopPictures(pictures, input);
  const { brand, model, year, price, category, description, quantity, image } = input;
  const images = input.images ?? (image ? [image] : []);
  const specifications = withoutUndefined(specificationsOf(input));
  const [row] = await vinChecked(() =>
    insertCarRows(db, [
      { brand, model, year, price, category, description, quantity, images, ...specifications },
    ]),
  );
  await changes.publish({ kind: 'car', ids: [row!.id] });
  return toCar(row!);
}

const withoutUndefined = <T extends object>(value: T): Partial<T> => {
  const copy = { ...value };
  for (const key of Object.keys(copy) as (keyof T)[]) if (copy[key] === undefined) delete copy[key];
  return copy;
};

export async function updateCar(
  db: Db,
  id: string,
  input: CarUpdate,
  { changes, pictures }: CarWriteDeps,
): Promise<Car> {
  if (!isUuid(id)) throw notFound(CAR_NOT_FOUND);
  await assertShopPictures(pictures, input);
  // Only the fields of a car, whatever else the body held (the contract already dropped unknown keys).
  const { brand, model, year, price, category, description, quantity, image, images } = input;
  const patch = withoutUndefined({
    brand,
    model,
    year,
    price,
    category,
    description,
    quantity,
    images,
    // A spec client's `image` alone changes the main picture (repository: updateCarRow).
    mainImage: images === undefined ? image : undefined,
    ...specificationsOf(input),
  });
  const row = await vinChecked(() => updateCarRow(db, id, patch));
  if (!row) throw notFound(CAR_NOT_FOUND);
  await changes.publish({ kind: 'car', ids: [row.id] });
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
  await changes.publish({ kind: 'car', ids: [id.toLowerCase()] });
}
