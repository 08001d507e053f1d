import fs from 'node:fs';
import path from 'node:path';
import { makePrivateDir, PRIVATE_FILE_MODE } from './private-files.ts';

/**
 * PGlite is a single-process database: two processes writing the same files corrupt them. So the first
 * process to open an embedded data directory leaves its pid in a lock file, and later ones refuse to start.
 */
export const LOCK_FILE = 'carshop.lock';

export class DataDirLockedError extends Error {
  readonly pid: number;

  constructor(pid: number, dataDir: string) {
    super(
      `Another CarShop process (pid ${pid}) is using the data directory ${displayPath(dataDir)}. ` +
        'Stop it first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
    this.pid = pid;
  }
}

export type DataDirLock = { file: string; release: () => void };

export function acquireDataDirLock(dataDir: string, pid = process.pid): DataDirLock {
  makePrivateDir(dataDir);
  const file = path.join(dataDir, LOCK_FILE);
  // Two attempts: the second follows the removal of a stale lock left by a process that died.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, `${pid}\n`, { flag: 'wx', mode: PRIVATE_FILE_MODE });
      return { file, release: () => releaseLock(file, pid) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readLockPid(file);
    // Our own pid in the file means a previous run in a container that reuses pids (often pid 1).
    if (holder !== undefined && holder !== pid && isAlive(holder))
      throw new DataDirLockedError(holder, dataDir);
    fs.rmSync(file, { force: true });
  }
  // Another process took the stale lock over between our removal and our retry.
  throw new DataDirLockedError(readLockPid(file) ?? 0, dataDir);
}

function releaseLock(file: string, pid: number) {
  // Only remove the lock if it is still ours (never another process's after a takeover).
  if (readLockPid(file) === pid) fs.rmSync(file, { force: true });
}

function readLockPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user; it still holds the directory.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** `./data` rather than `/home/me/shop/data` when the folder is inside the working directory. */
export function displayPath(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  if (relative === '') return '.';
  return relative.startsWith('..') || path.isAbsolute(relative) ? dir : `./${relative}`;
}
