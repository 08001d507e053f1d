import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { acquireDataDirLock, DataDirLockedError } from '../lib/data-dir-lock.ts';
import { verifyPassword } from '../lib/password.ts';
import { findCredentials } from '../modules/users/service.ts';
import { describeResult, main, readArgs } from './create-admin.ts';

let dataDir: string;
let env: NodeJS.ProcessEnv;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-create-admin-'));
  env = { NODE_ENV: 'test', DATA_DIR: dataDir };
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => {
  vi.restoreAllMocks();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function findAdmin(email: string) {
  const database = await openDatabase(loadConfig(env));
  try {
    return await findCredentials(database.db, { email });
  } finally {
    await database.close();
  }
}

describe('readArgs', () => {
  it('takes the password from --password first, then ADMIN_PASSWORD', () => {
    expect(readArgs(['--email', 'a@b.c', '--password', 'flag'], { ADMIN_PASSWORD: 'env' }).password).toBe(
      'flag',
    );
    expect(readArgs(['--email', 'a@b.c'], { ADMIN_PASSWORD: 'env' }).password).toBe('env');
    expect(readArgs(['--email', 'a@b.c'], {}).password).toBeUndefined();
  });
});

describe('readArgs and describeResult', () => {
  it('reads --promote, --unblock and --reset-password', () => {
    expect(readArgs(['--email', 'a@b.c'], {})).toMatchObject({
      promote: false,
      unblock: false,
      resetPassword: false,
    });
    expect(readArgs(['--email', 'a@b.c', '--promote', '--unblock', '--reset-password'], {})).toMatchObject({
      promote: true,
      unblock: true,
      resetPassword: true,
    });
  });

  it('names the account it changed, with its registration date, and says when its password was kept', () => {
    const user = {
      _id: 'id-1',
      id: 'id-1',
      name: 'Pat',
      email: 'pat@shop.example',
      role: 'admin' as const,
      status: 'active' as const,
      emailVerified: true,
      createdAt: '2025-03-04T05:06:07.000Z',
    };
    expect(describeResult({ created: false, changes: ['promoted'], user })).toBe(
      'pat@shop.example ("Pat", registered 2025-03-04, id id-1): promoted to admin, its sessions signed out.\n' +
        'Its password was not changed: add --reset-password if you did not choose it yourself.',
    );
    expect(describeResult({ created: false, changes: [], user })).toContain(
      'is already an admin. Nothing changed.',
    );
  });
});

describe('npm run create-admin', () => {
  // Opens a real embedded database (WASM start-up and migrations): slow on a busy machine.
  it('migrates the embedded database and creates the admin', { timeout: 120_000 }, async () => {
    const args = ['--email', 'Owner@Shop.example', '--name', 'Owner'];
    expect(await main(args, { ...env, ADMIN_PASSWORD: 'owner password 1' })).toBe(0);
    expect(console.log).toHaveBeenLastCalledWith(
      expect.stringContaining('Created the admin account owner@shop.example'),
    );
    const admin = await findAdmin('owner@shop.example');
    expect(admin).toMatchObject({ role: 'admin', status: 'active', name: 'Owner' });
    expect(await verifyPassword(admin!.passwordHash, 'owner password 1')).toBe(true);
  });

  it('prints the usage and fails without --email', async () => {
    expect(await main([], env)).toBe(1);
    expect(console.log).toHaveBeenLastCalledWith(expect.stringContaining('Usage: npm run create-admin'));
  });

  it('refuses to open an embedded database that a running server holds', async () => {
    const lockedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-locked-'));
    const lock = await acquireDataDirLock(lockedDir, { pid: process.ppid });
    try {
      await expect(
        main(['--email', 'x@shop.example', '--name', 'X'], {
          ...env,
          DATA_DIR: lockedDir,
          ADMIN_PASSWORD: 'password123',
        }),
      ).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      lock.release();
      fs.rmSync(lockedDir, { recursive: true, force: true });
    }
  });
});
