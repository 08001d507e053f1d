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
  selectFavouriteRowsWithAlerts,
  updateFavouriteAlerts,
  updateFavouriteAlertsOff,
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
    return car ? [{ car, savedAt: row.createdAt.toISOString(), alerts: row.alerts }] : [];
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
    return { car, savedAt: row.createdAt.toISOString(), alerts: row.alerts };
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

/**
 * "Email me about price drops and stock" on or off for one saved car (ADR 071). A car not in the user's list (or
 * not a UUID) is a 404: nobody learns anything about another's list.
 */
export async function setFavouriteAlerts(
  db: Db,
  userId: string,
  carId: string,
  alerts: boolean,
): Promise<Favourite> {
  const row = isUuid(carId)
    ? await updateFavouriteAlerts(db, userId, carId.toLowerCase(), alerts)
    : undefined;
  if (!row) throw notFound(FAVOURITE_MESSAGES.notSaved);
  const [car] = await getCarsInOrder(db, [row.carId]);
  if (!car) throw notFound(FAVOURITE_MESSAGES.notSaved);
  return { car, savedAt: row.createdAt.toISOString(), alerts: row.alerts };
}

/** A saved car whose news the user wants by mail. */
export type FavouriteWithAlerts = { carId: string; savedAt: Date };

export async function favouritesWithAlerts(db: Db, userId: string): Promise<FavouriteWithAlerts[]> {
  return (await selectFavouriteRowsWithAlerts(db, userId)).map((row) => ({
    carId: row.carId,
    savedAt: row.createdAt,
  }));
}

/** Alerts off for one saved car or all of them (an unsubscribe link); answers the cars it was on for. */
export async function stopFavouriteAlerts(db: Db, userId: string, carId?: string): Promise<string[]> {
  if (carId !== undefined && !isUuid(carId)) return [];
  return (await updateFavouriteAlertsOff(db, userId, carId)).map((row) => row.carId);
}
