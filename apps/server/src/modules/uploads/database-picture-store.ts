import type { Db } from '../../db/client.ts';
import { assertPictureKey, isPictureKey, type PictureStore } from './picture-store.ts';
import {
  deletePicture,
  insertPicture,
  selectPictureBytes,
  selectPictureExists,
  selectPictureKeys,
} from './repository.ts';

/**
 * Pictures as rows of the shop's own database (ADR 028): every app server on it serves every picture, and a
 * backup of the database holds them, with nothing else to run. A picture is small (a WebP of 960 x 600 is
 * 30 to 80 KB) and its URL is cached for a year by browsers and any CDN in front, so the database reads each
 * one rarely.
 */
export function createDatabasePictureStore(db: Db): PictureStore {
  return {
    kind: 'database',
    put: async (key, bytes) => insertPicture(db, assertPictureKey(key), bytes),
    exists: async (key) => isPictureKey(key) && (await selectPictureExists(db, key)),
    remove: async (key) => deletePicture(db, assertPictureKey(key)),
    async read(key) {
      if (!isPictureKey(key)) return null;
      const bytes = await selectPictureBytes(db, key);
      return bytes ? { bytes } : null;
    },
    list: () => selectPictureKeys(db),
  };
}
