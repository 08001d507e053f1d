import { and, count, desc, eq } from 'drizzle-orm';
import { lockForTransaction } from '../../db/advisory-lock.ts';
import type { Db } from '../../db/client.ts';
import type { RowOf } from '../../db/row-of.ts';
import { favourites } from '../../db/schema.ts';

/** The `favourites` table (issue 22): which cars each customer saved. Ids must already be well-formed UUIDs. */

const favouriteColumns = {
  carId: favourites.carId,
  alerts: favourites.alerts,
  createdAt: favourites.createdAt,
};
export type FavouriteRow = RowOf<typeof favourites, typeof favouriteColumns>;

/**
 * One customer's saved cars, newest first (the car id breaks ties, so the order is stable); with `carId`, that one
 * car's row if they saved it.
 */
export function selectFavouriteRows(db: Db, userId: string, carId?: string): Promise<FavouriteRow[]> {
  const ofCar = carId === undefined ? undefined : eq(favourites.carId, carId);
  return db
    .select(favouriteColumns)
    .from(favourites)
    .where(and(eq(favourites.userId, userId), ofCar))
    .orderBy(desc(favourites.createdAt), desc(favourites.carId));
}

export async function countFavouriteRows(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(favourites).where(eq(favourites.userId, userId));
  return row?.total ?? 0;
}

export async function insertFavouriteRow(db: Db, userId: string, carId: string): Promise<FavouriteRow> {
  const [row] = await db.insert(favourites).values({ userId, carId }).returning(favouriteColumns);
  return row!;
}

/** Alerts on or off for one saved car; answers its row, or none when the car is not in the list. */
export async function updateFavouriteAlerts(
  db: Db,
  userId: string,
  carId: string,
  alerts: boolean,
): Promise<FavouriteRow | undefined> {
  const [row] = await db
    .update(favourites)
    .set({ alerts })
    .where(and(eq(favourites.userId, userId), eq(favourites.carId, carId)))
    .returning(favouriteColumns);
  return row;
}

/** Alerts off for one saved car (`carId`) or all of them; answers the rows it was on for (ADR 071). */
export function updateFavouriteAlertsOff(db: Db, userId: string, carId?: string): Promise<FavouriteRow[]> {
  return db
    .update(favourites)
    .set({ alerts: false })
    .where(
      and(
        eq(favourites.userId, userId),
        carId === undefined ? undefined : eq(favourites.carId, carId),
        eq(favourites.alerts, true),
      ),
    )
    .returning(favouriteColumns);
}

/** One customer's saved cars with alerts on (ADR 071). */
export function selectFavouriteRowsWithAlerts(db: Db, userId: string): Promise<FavouriteRow[]> {
  return db
    .select(favouriteColumns)
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.alerts, true)))
    .orderBy(desc(favourites.createdAt), desc(favourites.carId));
}

/** Answers whether there was such a row. */
export async function deleteFavouriteRow(db: Db, userId: string, carId: string): Promise<boolean> {
  const rows = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.carId, carId)))
    .returning({ carId: favourites.carId });
  return rows.length > 0;
}

/**
 * Runs `run` in a transaction that holds one customer's saved cars: two saves of theirs at once (two tabs, two app
 * servers) take turns, so the count before an insert is still true when it commits and the cap holds.
 */
export function withFavouritesOf<T>(db: Db, userId: string, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, `carshop:favourites:${userId}`);
    return run(tx);
  });
}
