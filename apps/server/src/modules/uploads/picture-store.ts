import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS_PREFIX } from '@carshop/contract/images';

/**
 * Where pictures live (ADR 013). A key is a stored file's name relative to the store: lower-case words joined by
 * dashes, in at most one folder, ending in `.webp` (`3f9c…-960.webp`, `demo/suv-red-1a2b3c4d-480.webp`). Keys
 * come from this module, never from a client; anything else is refused, so no key can leave the store.
 *
 * The local store below keeps them in UPLOAD_DIR, served at /uploads/ by web/web-host.ts. An S3-compatible
 * store would implement the same five functions (`publicUrl` then answers the bucket's or CDN's URL; `list` a
 * bucket listing).
 */
export type PictureStore = {
  /** Stores the bytes under the key, all or nothing: a reader never sees a half-written file. */
  put: (key: string, bytes: Buffer) => Promise<void>;
  exists: (key: string) => Promise<boolean>;
  /** Removes the key; a missing key is not an error. */
  remove: (key: string) => Promise<void>;
  /** The URL browsers load the picture from. */
  publicUrl: (key: string) => string;
  /** Every stored picture with when it was written (for the clean-up of unused pictures). */
  list: () => Promise<{ key: string; writtenAt: Date }[]>;
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
    async list() {
      let names: string[];
      try {
        names = await fs.readdir(root, { recursive: true, encoding: 'utf8' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []; // nothing uploaded yet
        throw error;
      }
      // Pictures only: not a write in progress (`.partial`), nor anything else someone put there.
      const keys = names.map((name) => name.split(path.sep).join('/')).filter(isPictureKey);
      const pictures = await Promise.all(
        keys.map(async (key) => {
          const stat = await fs.stat(fileOf(key)).catch(() => null); // removed meanwhile
          return stat?.isFile() ? { key, writtenAt: stat.mtime } : null;
        }),
      );
      return pictures.filter((picture) => picture !== null);
    },
  };
}
