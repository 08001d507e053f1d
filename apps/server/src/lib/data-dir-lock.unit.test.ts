import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE } from './data-dir-lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('acquireDataDirLock', () => {
  it('leaves the pid in a lock file and removes it on release', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a second process while the first one lives', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir); // held by this (living) test process
    const otherPid = process.pid + 1_000_000;
    expect(() => acquireDataDirLock(dir, otherPid)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir, otherPid)).toThrow(
      `Another CarShop process (pid ${process.pid}) is using the data directory ${dir}. ` +
        'Stop it first, or set DATA_DIR to another folder.',
    );
    lock.release();
    acquireDataDirLock(dir, otherPid).release();
  });

  it('takes over a stale lock left by a process that died', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE), `${deadPid()}\n`);
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock with its own pid (a restarted container) or garbage in it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE), `${process.pid}\n`);
    acquireDataDirLock(dir).release();
    fs.writeFileSync(path.join(dir, LOCK_FILE), 'not a pid');
    acquireDataDirLock(dir).release();
  });

  it('never removes a lock that another process has taken since', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    fs.writeFileSync(path.join(dir, LOCK_FILE), '12345\n');
    lock.release();
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe('12345\n');
  });
});

describe('a second server on the same data directory', () => {
  it('exits with code 1 and says why', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    try {
      const server = path.resolve(import.meta.dirname, '../server.ts');
      // The pinned Node 24 runs the server's TypeScript, whichever Node runs the tests.
      const node = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/node');
      const result = spawnSync(node, [server], {
        env: {
          ...process.env,
          DATA_DIR: dir,
          PORT: '0',
          DATABASE_URL: '',
          JWT_SECRET: '',
          LOG_LEVEL: 'silent',
        },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(
        `Another CarShop process (pid ${process.pid}) is using the data directory ${dir}. ` +
          'Stop it first, or set DATA_DIR to another folder.',
      );
    } finally {
      lock.release();
    }
  }, 40_000);
});
