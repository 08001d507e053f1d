import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../test/auth-helpers.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { acquireDataDirLock, DataDirLockedError } from '../lib/data-dir-lock.ts';
import { resolveJwtSecret } from '../lib/jwt-secret.ts';
import { findCredentials } from '../modules/users/service.ts';
import { BackupError, backup, main as backupMain, MANIFEST } from './backup.ts';
import { restore } from './restore.ts';

/** The newest migration this build ships: what a backup of a freshly opened database records last. */
const LAST_MIGRATION = (
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../db/migrations/meta/_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] }
).entries.at(-1)?.tag;

let root: string;
let config: ReturnType<typeof loadConfig>;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-backup-'));
  config = loadConfig({ DATA_DIR: path.join(root, 'data') });
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterAll(() => {
  vi.restoreAllMocks();
  fs.rmSync(root, { recursive: true, force: true });
});

/** Opens the embedded database the way the server does, runs `work`, and closes it again. */
async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const database = await openDatabase(config);
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}
const exists = (email: string) => withDatabase(async (db) => Boolean(await findCredentials(db, { email })));

// Each step opens a real embedded database: slow on a busy machine.
describe('npm run backup / npm run restore', { timeout: 180_000 }, () => {
  it('copies a stopped shop’s data and puts it back, keeping what it replaced', async () => {
    await withDatabase((db) => createUser(db, { email: 'before@example.com' }));
    const { secret } = resolveJwtSecret({ ...config, jwtSecret: undefined });
    fs.mkdirSync(path.join(config.uploadDir, 'demo'), { recursive: true });
    fs.writeFileSync(path.join(config.uploadDir, 'demo', 'car.webp'), 'picture');

    const to = path.join(root, 'backups', 'first');
    const manifest = await backup(config, to);
    expect(manifest.contents).toEqual(['db', 'jwt-secret', 'uploads']);
    expect(manifest.migrations.at(-1)).toBe(LAST_MIGRATION);
    expect(JSON.parse(fs.readFileSync(path.join(to, MANIFEST), 'utf8'))).toEqual(manifest);
    expect(fs.statSync(to).mode & 0o777).toBe(0o700);

    // Life goes on after the backup...
    await withDatabase((db) => createUser(db, { email: 'after@example.com' }));
    fs.rmSync(path.join(config.uploadDir, 'demo', 'car.webp'));

    // ...and a restore over an existing database needs --force.
    await expect(restore(config, to)).rejects.toThrow(/already holds a database: add --force/);
    const { replacedTo } = await restore(config, to, { force: true });

    expect(await exists('before@example.com')).toBe(true);
    expect(await exists('after@example.com')).toBe(false);
    expect(fs.readFileSync(path.join(config.uploadDir, 'demo', 'car.webp'), 'utf8')).toBe('picture');
    expect(resolveJwtSecret({ ...config, jwtSecret: undefined }).secret).toBe(secret);
    expect(fs.readdirSync(replacedTo!).sort()).toEqual(['db', 'jwt-secret', 'uploads']);
  });

  it('refuses while a server holds the data directory', async () => {
    const lock = await acquireDataDirLock(config.dataDir, { pid: process.ppid, heartbeatMs: 100 });
    try {
      await expect(backup(config, path.join(root, 'backups', 'locked'))).rejects.toBeInstanceOf(
        DataDirLockedError,
      );
    } finally {
      lock.release();
    }
  });

  it('refuses a folder that is not a complete backup, and an existing target', async () => {
    const partial = path.join(root, 'partial');
    fs.mkdirSync(path.join(partial, 'db'), { recursive: true });
    await expect(restore(config, partial, { force: true })).rejects.toThrow(/not a complete backup/);
    await expect(backup(config, partial)).rejects.toThrow(/already exists/);
  });

  it('points to pg_dump when the data is on PostgreSQL', async () => {
    const onServer = loadConfig({ DATABASE_URL: 'postgres://db/shop', JWT_SECRET: 'x'.repeat(32) });
    await expect(backup(onServer, path.join(root, 'nowhere'))).rejects.toThrow(BackupError);
    await expect(backup(onServer, path.join(root, 'nowhere'))).rejects.toThrow(/pg_dump/);
  });

  it('names its folder by date by default (npm run backup)', async () => {
    const cwd = process.cwd();
    process.chdir(root);
    try {
      expect(await backupMain([], { DATA_DIR: config.dataDir })).toBe(0);
    } finally {
      process.chdir(cwd);
    }
    const [folder] = fs.readdirSync(path.join(root, 'backups')).filter((name) => name.startsWith('carshop-'));
    expect(folder).toMatch(/^carshop-\d{8}-\d{6}$/);
  });
});
