import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS_PREFIX } from '@carshop/contract/images';

/**
 * Where pictures live (ADR 013, ADR 028). A key is a stored file's name relative to the store: lower-case words
 * joined by dashes, in at most one folder, ending in `.webp` (`3f9c…-960.webp`, `demo/suv-red-1a2b3c4d-480.webp`).
 * Keys come from this module, never from a client; anything else is refused, so no key can leave the store.
 *
 * Whatever the store, a picture's URL is `/uploads/<key>` (picturePath): the cars and orders name pictures
 * that way, so moving to another store rewrites no row, and GET /uploads/<key> (serve-routes.ts) answers from
 * the store. Three stores: files in UPLOAD_DIR (below; the embedded database's default), rows of the database
 * (database-picture-store.ts; the default with DATABASE_URL, so that every app server has every picture) and an
 * S3-compatible bucket (s3-picture-store.ts).
 */
export type PictureStore = {
  kind: 'files' | 'database' | 's3';
  /** Stores the bytes under the key, all or nothing: a reader never sees a half-written picture. */
  put: (key: string, bytes: Buffer) => Promise<void>;
  exists: (key: string) => Promise<boolean>;
  /** Removes the key; a missing key is not an error. */
  remove: (key: string) => Promise<void>;
  /**
   * What GET /uploads/<key> answers: the bytes, or the address a browser loads them from (a public bucket or
   * the CDN in front of it); null when there is no such picture.
   */
  read: (key: string) => Promise<{ bytes: Buffer } | { redirect: string } | null>;
  /** Every stored picture with when it was written (for the clean-up of unused pictures). */
  list: () => Promise<{ key: string; writtenAt: Date }[]>;
  /** Lets go of connections (the S3 client); the store is not used afterwards. */
  close?: () => Promise<void>;
};

const KEY = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*\/)?[a-z0-9]+(?:-[a-z0-9]+)*\.webp$/;

export const isPictureKey = (key: string) => KEY.test(key);

/** The URL a stored picture is named by, in every store: `/uploads/<key>`. */
export const picturePath = (key: string) => `${UPLOADS_PREFIX}${key}`;

/** Refuses anything but a picture key, before it reaches a file name, a query or a bucket. */
export function assertPictureKey(key: string): string {
  if (!isPictureKey(key)) throw new Error(`Not a picture key: ${JSON.stringify(key)}`);
  return key;
}

/** Files in `root` (UPLOAD_DIR): the store of the embedded database, where there is one app server. */
export function createLocalPictureStore(root: string): PictureStore {
  const fileOf = (key: string) => path.join(root, assertPictureKey(key));
  return {
    kind: 'files',
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
    async read(key) {
      if (!isPictureKey(key)) return null;
      try {
        return { bytes: await fs.readFile(fileOf(key)) };
      } catch (error) {
        if (['ENOENT', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return null;
        throw error;
      }
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
