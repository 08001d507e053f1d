import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS_PREFIX } from '@carshop/contract/images';

/**
 * Where pictures live (ADR 013). A key is a stored file's name relative to the store: lower-case words joined by
 * dashes, in at most one folder, ending in `.webp` (`3f9c…-960.webp`, `demo/suv-red-1a2b3c4d-480.webp`). Keys
 * come from this module, never from a client; anything else is refused, so no key can leave the store.
 *
 * The local store below keeps them in UPLOAD_DIR, served at /uploads/ by plugins/web.ts. An S3-compatible
 * store would implement the same four functions (`publicUrl` then answers the bucket's or CDN's URL).
 */
export type PictureStore = {
  /** Stores the bytes under the key, all or nothing: a reader never sees a half-written file. */
  put: (key: string, bytes: Buffer) => Promise<void>;
  exists: (key: string) => Promise<boolean>;
  /** Removes the key; a missing key is not an error. */
  remove: (key: string) => Promise<void>;
  /** The URL browsers load the picture from. */
  publicUrl: (key: string) => string;
};

const KEY = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*\/)?[a-z0-9]+(?:-[a-z0-9]+)*\.webp$/;

const isPictureKey = (key: string) => KEY.test(key);

export function createLocalPictureStore(root: string): PictureStore {
  const fileOf = (key: string) => {
    if (!isPictureKey(key)) throw new Error(`Not a picture key: ${JSON.stringify(key)}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside its final name (same file system), then renamed over it in one step.
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await fs.writeFile(partial, bytes, { flag: 'wx', mode: 0o644 });
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },
    async exists(key) {
      if (!isPictureKey(key)) return false;
      try {
        return (await fs.stat(fileOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    publicUrl(key) {
      fileOf(key); // refuses a malformed key
      return `${UPLOADS_PREFIX}${key}`;
    },
  };
}
