import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { makePrivateDir, PRIVATE_FILE_MODE } from './private-files.ts';

/**
 * PGlite is a single-process database: two processes writing the same files corrupt them. So the process
 * that opens an embedded data directory holds a lock file there, and later ones wait or refuse to start.
 *
 * A pid cannot tell who holds the lock (two containers on one volume are both pid 1; a pid is reused after a
 * crash), so the lock carries a random owner id and a heartbeat that its holder rewrites every couple of
 * seconds. A lock whose heartbeat stopped for longer than `staleMs` belongs to a process that died (or is
 * frozen), and the next starter takes it over. Starters that find a fresh heartbeat watch it: if it moves,
 * its holder lives and they refuse; if it goes stale, they take it over, so a restart after a crash waits a
 * few seconds instead of failing. Taking over is atomic: of several starters that judged the same lock
 * stale, only the one that creates the takeover marker for it (O_EXCL) replaces it.
 */
export const LOCK_FILE = 'carshop.lock';
const HEARTBEAT_MS = 2_000;
const STALE_MS = 10_000;

/** What the lock file holds. `pid` and `host` only tell an operator who it is. */
type LockRecord = { owner: string; pid: number; host: string; heartbeat: number };
/** A lock file as read: a record, or the bare pid of an older version (`legacyPid`), dated by its mtime. */
type Holder = LockRecord & { legacyPid?: number };

export class DataDirLockedError extends Error {
  readonly pid: number;

  constructor(holder: Pick<LockRecord, 'pid' | 'host'> | undefined, dataDir: string) {
    const who = holder
      ? `pid ${holder.pid}${holder.host === os.hostname() ? '' : ` on ${holder.host}`}`
      : 'unknown';
    super(
      `Another CarShop process (${who}) is using the data directory ${displayPath(dataDir)}. ` +
        'Stop it first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
    this.pid = holder?.pid ?? 0;
  }
}

export type DataDirLock = { file: string; owner: string; release: () => void };

export type LockOptions = {
  /** Recorded in the lock for the messages; liveness is the heartbeat's business. */
  pid?: number;
  heartbeatMs?: number;
  staleMs?: number;
  /**
   * Another process took the lock over because this one's heartbeat stalled (the event loop was blocked
   * longer than `staleMs`, or the machine slept): stop touching the data at once. Default: exit(1).
   */
  onLost?: () => void;
  /** Test seam: runs after a lock was judged stale, before it is taken over. */
  beforeTakeover?: () => Promise<void>;
};

export async function acquireDataDirLock(dataDir: string, options: LockOptions = {}): Promise<DataDirLock> {
  const { heartbeatMs = HEARTBEAT_MS, staleMs = STALE_MS } = options;
  makePrivateDir(dataDir);
  const file = path.join(dataDir, LOCK_FILE);
  const owner = randomUUID();
  const record = () => ({
    owner,
    pid: options.pid ?? process.pid,
    host: os.hostname(),
    heartbeat: Date.now(),
  });

  let watched: Holder | undefined; // a fresh lock seen before: its heartbeat must move for its holder to live
  for (let attempt = 0; attempt < 100; attempt++) {
    if (tryCreate(file, record())) return hold(file, owner, record, heartbeatMs, options.onLost);
    const holder = readHolder(file);
    if (!holder) continue; // released between our attempt and our read: try again
    // An older version's lock names a pid and has no heartbeat: a live pid here still holds it.
    if (holder.legacyPid !== undefined && isAlive(holder.legacyPid))
      throw new DataDirLockedError(holder, dataDir);
    if (Date.now() - holder.heartbeat <= staleMs) {
      if (watched && (watched.owner !== holder.owner || watched.heartbeat !== holder.heartbeat))
        throw new DataDirLockedError(holder, dataDir);
      watched = holder;
      await sleep(Math.min(heartbeatMs, Math.max(10, staleMs - (Date.now() - holder.heartbeat) + 10)));
      continue;
    }
    await options.beforeTakeover?.();
    if (takeOver(file, holder, record(), staleMs))
      return hold(file, owner, record, heartbeatMs, options.onLost);
    // Another starter took it over first: the next round sees its fresh heartbeat.
  }
  throw new DataDirLockedError(readHolder(file), dataDir);
}

/** Keeps the heartbeat going until released; notices when someone else took the lock over. */
function hold(
  file: string,
  owner: string,
  record: () => LockRecord,
  heartbeatMs: number,
  onLost: () => void = () => {
    console.error(
      `Lost the data directory lock ${file} to another process: exiting before touching the data.`,
    );
    process.exit(1);
  },
): DataDirLock {
  const beat = () => {
    try {
      if (readHolder(file)?.owner !== owner) {
        clearInterval(timer);
        onLost();
        return;
      }
      writeAtomically(file, record());
    } catch (error) {
      // A full disk, say: the next beat tries again; if none succeeds for long, another process may take
      // the lock over, and the beat after that notices.
      console.error(`Could not refresh the data directory lock ${file}: ${(error as Error).message}`);
    }
  };
  const timer = setInterval(beat, heartbeatMs);
  timer.unref();
  return {
    file,
    owner,
    release: () => {
      clearInterval(timer);
      // Only remove the lock if it is still ours (never another process's after a takeover).
      if (readHolder(file)?.owner === owner) fs.rmSync(file, { force: true });
    },
  };
}

/** Creates the lock with its content in one step: link() of a finished file fails if the lock exists. */
function tryCreate(file: string, record: LockRecord): boolean {
  const draft = `${file}.${record.owner}.new`;
  fs.writeFileSync(draft, JSON.stringify(record), { mode: PRIVATE_FILE_MODE });
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/**
 * Replaces the stale lock `seen` with `record`, if no one else is doing so: the marker is named after that
 * very lock (owner and heartbeat), and only one process can create it. Before replacing, the lock is read
 * again: a starter that judged it stale just before another one took it over finds the new owner there.
 */
function takeOver(file: string, seen: Holder, record: LockRecord, staleMs: number): boolean {
  const marker = `${file}.takeover-${seen.owner}-${seen.heartbeat}`;
  try {
    fs.writeFileSync(marker, record.owner, { flag: 'wx', mode: PRIVATE_FILE_MODE });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // A marker as old as a stale lock was left by a starter that died while taking over: clear it.
    if (Date.now() - (mtimeOf(marker) ?? Date.now()) > staleMs) fs.rmSync(marker, { force: true });
    return false;
  }
  try {
    const now = readHolder(file);
    // Gone (released: a fresh start creates it) or changed (taken over, or its holder came back to life).
    if (!now || now.owner !== seen.owner || now.heartbeat !== seen.heartbeat) return false;
    writeAtomically(file, record);
    return true;
  } finally {
    fs.rmSync(marker, { force: true });
  }
}

/** Readers never see half a file: the new content is written aside and renamed over the lock. */
function writeAtomically(file: string, record: LockRecord) {
  const draft = `${file}.${record.owner}.beat`;
  fs.writeFileSync(draft, JSON.stringify(record), { mode: PRIVATE_FILE_MODE });
  fs.renameSync(draft, file);
}

function readHolder(file: string): Holder | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const heartbeat = mtimeOf(file) ?? 0;
  try {
    const record = JSON.parse(text) as Partial<LockRecord>;
    if (typeof record.owner === 'string' && typeof record.heartbeat === 'number')
      return {
        owner: record.owner,
        pid: Number(record.pid) || 0,
        host: String(record.host),
        heartbeat: record.heartbeat,
      };
  } catch {
    // not JSON: an older version's bare pid, or garbage
  }
  const pid = Number.parseInt(text.trim(), 10);
  const legacyPid = Number.isInteger(pid) && pid > 0 && pid !== process.pid ? pid : undefined;
  // Garbage (or our own pid, from a container that restarted) is dated by the file: stale once old enough.
  return { owner: `legacy-${heartbeat}`, pid: legacyPid ?? 0, host: os.hostname(), heartbeat, legacyPid };
}

function mtimeOf(file: string): number | undefined {
  try {
    return fs.statSync(file).mtimeMs;
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
