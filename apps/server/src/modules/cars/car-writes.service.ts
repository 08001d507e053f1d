import {
  CAR_IMAGE_MESSAGES,
  type Car,
  type CarCreate,
  type CarUpdate,
  IMAGE_NOT_OURS,
} from '@carshop/contract/car';
import { CAR_CSV_COLUMNS } from '@carshop/contract/car-import';
import { vinProblem } from '@carshop/contract/vin';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { type AuditRecord, changedFields, recordAudit } from '../audit/service.ts';
import { isShopPicture, type PictureStore } from '../uploads/service.ts';
import { queueWebhookEvent } from '../webhooks/service.ts';
import type { CarChanges } from './car-changes.service.ts';
import { toCar } from './mapper.ts';
import { CAR_NOT_FOUND } from './messages.ts';
import { deleteCarRow, insertCarRows, lockCarRow, updateCarRow, withPriceChanger } from './repository.ts';

/**
 * The staff's car writes (POST, PUT, DELETE /cars). Each publishes its car change after it commits, takes the
 * store pictures live in, to check that a car's picture is one of the shop's, and writes who did it, with the
 * values before and after, in the audit log, and queues the webhook event (same transaction; ADR 055, ADR 066).
 */
export type CarWriteDeps = {
  changes: Pick<CarChanges, 'publish'>;
  pictures: PictureStore;
  actor: AuditRecord['actor'];
};

/** What the audit log keeps of a car: every field a staff member sets, the columns of its CSV (ADR 063). */
export const AUDITED_FIELDS = CAR_CSV_COLUMNS satisfies readonly (keyof Car)[];

export const auditedValues = (car: Car) =>
  Object.fromEntries(AUDITED_FIELDS.map((field) => [field, car[field]]));
export const carTarget = (car: Car) => ({
  type: 'car',
  id: car._id,
  label: `${car.year} ${car.brand} ${car.model}`,
});

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
const STOCK_NUMBER_TAKEN = 'Another car in the catalogue has this stock number';

/**
 * A second car with a VIN or a stock number already listed is a 409 (the unique indexes decide, so two at once
 * cannot both win).
 */
export async function vinChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'cars_vin_unique')) throw conflict(VIN_TAKEN);
    if (isUniqueViolation(error, 'cars_stock_number_unique')) throw conflict(STOCK_NUMBER_TAKEN);
    throw error;
  }
}

/**
 * A change of the VIN or the year leaves a VIN that fits the year (ADR 062), each checked against the other as
 * it will be stored. A VIN and year as they were stay as they are, even a VIN that would not pass today: cars
 * listed before VINs were checked keep working, and a client that sends the whole car back to change its price
 * is not refused for it.
 */
function assertVinFitsYear(
  stored: { vin: string | null; year: number },
  patch: { vin?: string | null; year?: number },
) {
  const vin = patch.vin === undefined ? stored.vin : patch.vin;
  const year = patch.year ?? stored.year;
  if (!vin || (vin === stored.vin && year === stored.year)) return;
  const problem = vinProblem(vin, year);
  if (problem) throw badRequest(problem);
}

/** The car's specifications and features as given: a field left out keeps its default (add) or its value (update). */
const specificationsOf = ({
  mileage,
  fuelType,
  transmission,
  condition,
  color,
  vin,
  stockNumber,
  drivetrain,
  seats,
  doors,
  equipment,
}: CarUpdate) => ({
  mileage,
  fuelType,
  transmission,
  condition,
  color: color === '' ? null : color,
  vin: vin === '' ? null : vin,
  stockNumber: stockNumber === '' ? null : stockNumber,
  drivetrain,
  seats,
  doors,
  equipment,
});

/** The Add New Car form. `inStock` follows the quantity (a generated column); id and times are the server's. */
export async function addCar(
  db: Db,
  input: CarCreate,
  { changes, pictures, actor }: CarWriteDeps,
): Promise<Car> {
  await assertShopPictures(pictures, input);
  const { brand, model, year, price, category, description, quantity, image } = input;
  const images = input.images ?? (image ? [image] : []);
  const specifications = withoutUndefined(specificationsOf(input));
  const car = await db.transaction(async (tx) => {
    const [row] = await vinChecked(() =>
      insertCarRows(tx, [
        { brand, model, year, price, category, description, quantity, images, ...specifications },
      ]),
    );
    const added = toCar(row!);
    await recordAudit(tx, {
      actor,
      kind: 'car.created',
      target: carTarget(added),
      after: auditedValues(added),
    });
    await queueWebhookEvent(tx, 'car.created', { car: added });
    return added;
  });
  await changes.publish({ kind: 'car', ids: [car._id] });
  return car;
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
  { changes, pictures, actor }: CarWriteDeps,
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
  const car = await db.transaction(async (tx) => {
    const before = await lockCarRow(tx, id);
    if (!before) throw notFound(CAR_NOT_FOUND);
    assertVinFitsYear(before, patch);
    // The price trigger records who changed the price (car_price_changes).
    await withPriceChanger(tx, actor.id);
    const row = await vinChecked(() => updateCarRow(tx, id, patch));
    if (!row) throw notFound(CAR_NOT_FOUND);
    const [was, is] = [toCar(before), toCar(row)];
    const change = changedFields(auditedValues(was), auditedValues(is), AUDITED_FIELDS);
    if (change) {
      await recordAudit(tx, { actor, kind: 'car.updated', target: carTarget(is), ...change });
      await queueWebhookEvent(tx, 'car.updated', { car: is, previous: change.before });
    }
    return is;
  });
  await changes.publish({ kind: 'car', ids: [car._id] });
  return car;
}

/**
 * Deletes a car. Orders that bought it keep their lines: each holds a snapshot of the car, and the database
 * sets the line's car id to null (`ON DELETE SET NULL`), so a later cancel has no stock to return for it.
 * The picture stays too: those orders still show it.
 */
export async function deleteCar(
  db: Db,
  id: string,
  { changes, actor }: Pick<CarWriteDeps, 'changes' | 'actor'>,
): Promise<void> {
  if (!isUuid(id)) throw notFound(CAR_NOT_FOUND);
  await db.transaction(async (tx) => {
    const before = await lockCarRow(tx, id);
    if (!before || !(await deleteCarRow(tx, id))) throw notFound(CAR_NOT_FOUND);
    const car = toCar(before);
    await recordAudit(tx, { actor, kind: 'car.deleted', target: carTarget(car), before: auditedValues(car) });
    await queueWebhookEvent(tx, 'car.deleted', { car });
  });
  await changes.publish({ kind: 'car', ids: [id.toLowerCase()] });
}
