import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError, LOCK_FILE } from './data-dir-lock.ts';

const dirs: string[] = [];
const held: DataDirLock[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const lock of held.splice(0)) lock.release();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Quick timings for tests: a heartbeat every 50 ms, stale after 300 ms. */
const FAST = { heartbeatMs: 50, staleMs: 300 };
const acquire = async (dir: string, options = {}) => {
  const lock = await acquireDataDirLock(dir, { ...FAST, ...options });
  held.push(lock);
  return lock;
};
const readLock = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8'));
/** A lock file as a process that died `ageMs` ago would have left it. */
const writeDeadLock = (dir: string, ageMs: number, pid = 1) =>
  fs.writeFileSync(
    path.join(dir, LOCK_FILE),
    JSON.stringify({ owner: crypto.randomUUID(), pid, host: os.hostname(), heartbeat: Date.now() - ageMs }),
  );

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('acquireDataDirLock', () => {
  it('writes its owner, pid and heartbeat to an owner-only lock file, and removes it on release', async () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const lock = await acquireDataDirLock(dir, FAST);
    const record = readLock(dir);
    expect(record).toMatchObject({ owner: lock.owner, pid: process.pid, host: os.hostname() });
    expect(Date.now() - record.heartbeat).toBeLessThan(1000);
    expect(fs.statSync(path.join(dir, LOCK_FILE)).mode & 0o777).toBe(0o600);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    lock.release();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('keeps the heartbeat going while held', async () => {
    const dir = tempDir();
    await acquire(dir);
    const first = readLock(dir).heartbeat;
    await expect.poll(() => readLock(dir).heartbeat).toBeGreaterThan(first);
  });

  it('refuses a second process while the first one lives, even when both have the same pid (two containers, both pid 1)', async () => {
    const dir = tempDir();
    const lock = await acquire(dir, { pid: 1 });
    const second = acquireDataDirLock(dir, { ...FAST, pid: 1 });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(
      `Another CarShop process (pid 1) is using the data directory ${dir}. Stop it first, or set DATA_DIR to another folder.`,
    );
    expect(readLock(dir).owner).toBe(lock.owner);
    lock.release();
    await acquire(dir, { pid: 1 });
  });

  it('takes over a lock whose heartbeat stopped long ago', async () => {
    const dir = tempDir();
    writeDeadLock(dir, 60 * 60 * 1000);
    const lock = await acquire(dir);
    expect(readLock(dir).owner).toBe(lock.owner);
  });

  it('waits for the lock of a process that died a moment ago, and takes it over once it is stale', async () => {
    const dir = tempDir();
    writeDeadLock(dir, 0, process.pid); // even our own pid: a restarted container
    const started = Date.now();
    const lock = await acquire(dir);
    expect(Date.now() - started).toBeGreaterThanOrEqual(FAST.staleMs - 50);
    expect(readLock(dir).owner).toBe(lock.owner);
  });

  it('reads an older version’s bare pid: refused while that process lives, taken over once it is gone', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE), `${process.ppid}\n`); // a living process
    await expect(acquireDataDirLock(dir, FAST)).rejects.toBeInstanceOf(DataDirLockedError);
    fs.writeFileSync(path.join(dir, LOCK_FILE), `${deadPid()}\n`);
    (await acquireDataDirLock(dir, FAST)).release();
    fs.writeFileSync(path.join(dir, LOCK_FILE), 'not a lock at all');
    await acquire(dir); // garbage is dated by the file, and taken over once stale
  });

  it('never removes a lock that another process has taken since', async () => {
    const dir = tempDir();
    const lock = await acquireDataDirLock(dir, { ...FAST, onLost: () => {} });
    fs.writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ owner: 'someone-else', heartbeat: Date.now() }),
    );
    lock.release();
    expect(readLock(dir).owner).toBe('someone-else');
  });

  it('tells its holder when another process took the lock over (its heartbeat had stalled)', async () => {
    const dir = tempDir();
    const onLost = vi.fn();
    await acquire(dir, { onLost });
    fs.writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ owner: 'someone-else', heartbeat: Date.now() }),
    );
    await expect.poll(() => onLost.mock.calls.length).toBe(1);
    expect(readLock(dir).owner).toBe('someone-else'); // and it stopped writing its heartbeat
  });
});

describe('two starters after a crash', () => {
  it('lets exactly one of them take over the stale lock, even when both judged it stale together', async () => {
    const dir = tempDir();
    writeDeadLock(dir, 60 * 60 * 1000);
    // Both have read the stale lock before either takes it over.
    let arrived = 0;
    let release: () => void = () => {};
    const together = new Promise<void>((resolve) => {
      release = resolve;
    });
    const beforeTakeover = async () => {
      arrived += 1;
      if (arrived === 2) release();
      await together;
    };
    const results = await Promise.allSettled([
      acquireDataDirLock(dir, { ...FAST, beforeTakeover }),
      acquireDataDirLock(dir, { ...FAST, beforeTakeover }),
    ]);
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result) => result.status === 'rejected');
    expect([won.length, lost.length]).toEqual([1, 1]);
    expect((lost[0] as PromiseRejectedResult).reason).toBeInstanceOf(DataDirLockedError);
    const winner = (won[0] as PromiseFulfilledResult<DataDirLock>).value;
    held.push(winner);
    expect(readLock(dir).owner).toBe(winner.owner);
  });

  it('lets exactly one of several processes that start at the same moment win', {
    timeout: 60_000,
  }, async () => {
    const module = path.resolve(import.meta.dirname, 'data-dir-lock.ts');
    const node = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/node');
    // Thirty crashes: each directory holds a stale lock, and four processes try to take each one over at
    // the same instant (a timer, then a few milliseconds of spinning so that they leave together).
    const rounds = Array.from({ length: 30 }, () => {
      const dir = tempDir();
      writeDeadLock(dir, 60 * 60 * 1000);
      return dir;
    });
    const startAt = Date.now() + 2000; // every process is loaded by then
    const script = `
      import { setTimeout as sleep } from 'node:timers/promises';
      import { acquireDataDirLock } from ${JSON.stringify(module)};
      const dirs = ${JSON.stringify(rounds)};
      const outcomes = [];
      for (const [round, dir] of dirs.entries()) {
        const at = ${startAt} + round * 250;
        await sleep(Math.max(0, at - Date.now() - 5));
        while (Date.now() < at) {}
        try {
          // A winner's heartbeat is the lock's proof of life: 300 ms without one (FAST) is a death only a loaded
          // machine fakes (at a load of 29, a starved winner lost its lock to a loser). This test is about the
          // race to take a dead lock over, so a live winner gets 3 s.
          await acquireDataDirLock(dir, { heartbeatMs: 50, staleMs: 3000 });
          outcomes.push('won');
        } catch (error) {
          outcomes.push(error.name === 'DataDirLockedError' ? 'lost' : String(error));
        }
      }
      // A winner that exits leaves a lock that goes stale: stay alive until every process has decided.
      await sleep(1500);
      console.log(JSON.stringify(outcomes));
      process.exit(0);`;
    const results = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise<string[]>((resolve, reject) => {
            const child = spawn(node, ['--input-type=module', '-e', script]);
            let out = '';
            child.stdout.on('data', (chunk) => {
              out += chunk;
            });
            child.stderr.on('data', (chunk) => {
              out += chunk;
            });
            child.on('exit', () => {
              try {
                resolve(JSON.parse(out));
              } catch {
                reject(new Error(out));
              }
            });
          }),
      ),
    );
    rounds.forEach((_dir, round) => {
      const outcomes = results.map((outcome) => outcome[round]);
      expect(outcomes.sort(), `round ${round}`).toEqual(['lost', 'lost', 'lost', 'won']);
    });
  });
});

describe('a second server on the same data directory', () => {
  it('exits with code 1 and says why', async () => {
    const dir = tempDir();
    const lock = await acquire(dir, { heartbeatMs: 200 });
    const server = path.resolve(import.meta.dirname, '../server.ts');
    // The pinned Node 24 runs the server's TypeScript, whichever Node runs the tests.
    const node = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/node');
    const result = await new Promise<{ status: number | null; stderr: string }>((resolve) => {
      const child = spawn(node, [server], {
        env: {
          ...process.env,
          DATA_DIR: dir,
          PORT: '0',
          DATABASE_URL: '',
          JWT_SECRET: '',
          LOG_LEVEL: 'silent',
        },
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
      });
      child.on('exit', (status) => resolve({ status, stderr }));
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      `Another CarShop process (pid ${process.pid}) is using the data directory ${dir}. ` +
        'Stop it first, or set DATA_DIR to another folder.',
    );
    expect(readLock(dir).owner).toBe(lock.owner);
  }, 40_000);
});
