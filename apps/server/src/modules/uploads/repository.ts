import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pictures } from '../../db/schema.ts';

/** The `pictures` table (PICTURE_STORE=database): one row per stored width of a picture. */

/** Writes a stored width (an upsert): writing a key again replaces its bytes (a demo picture rendered by two servers at once). */
export async function insertPicture(db: Db, key: string, bytes: Buffer): Promise<void> {
  await db
    .insert(pictures)
    .values({ key, bytes })
    .onConflictDoUpdate({ target: pictures.key, set: { bytes, writtenAt: sql`now()` } });
}

export async function selectPictureBytes(db: Db, key: string): Promise<Buffer | undefined> {
  const [row] = await db.select({ bytes: pictures.bytes }).from(pictures).where(eq(pictures.key, key));
  return row?.bytes;
}

export async function selectPictureExists(db: Db, key: string): Promise<boolean> {
  const [row] = await db.select({ key: pictures.key }).from(pictures).where(eq(pictures.key, key));
  return row !== undefined;
}

export async function deletePicture(db: Db, key: string): Promise<void> {
  await db.delete(pictures).where(eq(pictures.key, key));
}

/** Every key with when it was written, without the bytes. */
export async function selectPictureKeys(db: Db): Promise<{ key: string; writtenAt: Date }[]> {
  return db.select({ key: pictures.key, writtenAt: pictures.writtenAt }).from(pictures);
}
