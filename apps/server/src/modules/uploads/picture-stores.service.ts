import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createDatabasePictureStore } from './database-picture-store.ts';
import { createLocalPictureStore, type PictureStore } from './picture-store.ts';
import { createS3PictureStore } from './s3-picture-store.ts';

/**
 * The store the pictures live in (config.pictures, ADR 028): files in UPLOAD_DIR, rows of the PostgreSQL
 * database every app server shares, or an S3-compatible bucket. The database store needs a PostgreSQL server
 * (config.ts refuses it otherwise), but the tests also run it on the embedded database.
 */
export function openPictureStore(
  config: Pick<Config, 'pictures' | 'uploadDir'>,
  database: Pick<Database, 'db'>,
): PictureStore {
  switch (config.pictures.store) {
    case 'files':
      return createLocalPictureStore(config.uploadDir);
    case 'database':
      return createDatabasePictureStore(database.db);
    case 's3':
      return createS3PictureStore(config.pictures.s3);
  }
}

/**
 * Copies the pictures of UPLOAD_DIR that `store` lacks into it: a shop that kept its pictures as files and now
 * starts with another store (a PostgreSQL server, a bucket) keeps every picture. Idempotent, so every server
 * may run it at start; answers how many it copied.
 */
export async function importLocalPictures(store: PictureStore, uploadDir: string): Promise<number> {
  if (store.kind === 'files') return 0;
  const local = createLocalPictureStore(uploadDir);
  let copied = 0;
  for (const { key } of await local.list()) {
    if (await store.exists(key)) continue;
    const picture = await local.read(key);
    if (picture && 'bytes' in picture) {
      await store.put(key, picture.bytes);
      copied++;
    }
  }
  return copied;
}
