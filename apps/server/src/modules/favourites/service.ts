import { FAVOURITE_MESSAGES, type Favourite, MAX_FAVOURITES } from '@carshop/contract/favourite';
import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../lib/database-errors.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { CAR_NOT_FOUND, getCar, getCarsInOrder } from '../cars/catalogue.service.ts';
import {
  countFavouriteRows,
  deleteFavouriteRow,
  insertFavouriteRow,
  selectFavouriteRows,
  withFavouritesOf,
} from './repository.ts';

/**
 * Saved cars (issue 22). Every function takes the signed-in user's id from the token, never from the request:
 * nobody can read or change another's list.
 */

/** The user's saved cars, newest first, each as the car is now (a deleted car has left the list with its row). */
export async function listFavourites(db: Db, userId: string): Promise<Favourite[]> {
  const rows = await selectFavouriteRows(db, userId);
  const cars = new Map(
    (
      await getCarsInOrder(
        db,
        rows.map((row) => row.carId),
      )
    ).map((car) => [car._id, car]),
  );
  return rows.flatMap((row) => {
    const car = cars.get(row.carId);
    return car ? [{ car, savedAt: row.createdAt.toISOString() }] : [];
  });
}

/**
 * Saves a car; saving it again changes nothing (the first `savedAt` stays). 404 for an unknown or malformed car
 * id, 409 past MAX_FAVOURITES.
 */
export async function saveFavourite(db: Db, userId: string, carId: string): Promise<Favourite> {
  const car = await getCar(db, carId);
  const id = car._id;
  try {
    const row = await withFavouritesOf(db, userId, async (tx) => {
      const [saved] = await selectFavouriteRows(tx, userId, id);
      if (saved) return saved;
      if ((await countFavouriteRows(tx, userId)) >= MAX_FAVOURITES)
        throw conflict(FAVOURITE_MESSAGES.tooMany);
      return insertFavouriteRow(tx, userId, id);
    });
    return { car, savedAt: row.createdAt.toISOString() };
  } catch (error) {
    // The car was deleted between reading it and saving it.
    if (isForeignKeyViolation(error)) throw notFound(CAR_NOT_FOUND);
    throw error;
  }
}

/** Removes a car from the user's saved cars; removing one that is not there (or no car at all) is fine too. */
export async function removeFavourite(db: Db, userId: string, carId: string): Promise<void> {
  if (isUuid(carId)) await deleteFavouriteRow(db, userId, carId.toLowerCase());
}
