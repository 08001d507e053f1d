import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { createUser } from '../test/auth-helpers.ts';
import { type ServerProcess, startServer } from '../test/server-process.ts';
import { loadConfig } from './config.ts';
import { connectPglite } from './db/client.ts';
import { openDatabase } from './db/open.ts';
import { DEMO_ACCOUNTS, DEMO_ADMIN } from './lib/demo-accounts.ts';

const DEMO_CUSTOMER = DEMO_ACCOUNTS[1];

/**
 * `node apps/server/src/server.ts` as a real process: how it binds, what it warns about. Each start opens a
 * real embedded database, so these are slow.
 */
const dirs: string[] = [];
const running: ServerProcess[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
});
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A data directory whose database holds the demo admin, with its published password or another one. Its database
 * is a copy of the run's migrated one (test/global-setup.ts): creating and migrating a new one cost 2.6 s of CPU
 * against 0.9 s, and how the server binds does not depend on it (the data directory's test starts on none).
 */
async function dataDirWithDemoAdmin(password: string = DEMO_ADMIN.password) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-server-'));
  dirs.push(dir);
  const database = await connectPglite(loadConfig({ DATA_DIR: dir }).embeddedDbDir, {
    loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]),
  });
  try {
    await createUser(database.db, { ...DEMO_ADMIN, password, role: 'admin' });
  } finally {
    await database.close();
  }
  return dir;
}

async function start(dir: string, env: Record<string, string> = {}) {
  const server = await startServer(dir, env);
  running.push(server);
  return server;
}

describe('the demo admin and the network', { timeout: 120_000 }, () => {
  it('listens on loopback only while the demo admin has its published password and HOST is unset', async () => {
    const server = await start(await dataDirWithDemoAdmin());
    expect(server.banner).toMatch(/^CarShop listening on http:\/\/127\.0\.0\.1:\d+ \(this machine only;/);
    await expect
      .poll(server.stdout)
      .toContain(
        `Only this machine can reach the shop: the demo admin (${DEMO_ADMIN.email}) still has its published password.`,
      );
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('warns loudly when HOST puts the demo admin with its published password on the network', async () => {
    const server = await start(await dataDirWithDemoAdmin(), { HOST: '0.0.0.0' });
    expect(server.banner).toMatch(/\(all interfaces: 0\.0\.0\.0;/);
    await expect
      .poll(server.stderr)
      .toContain(
        `!! WARNING: the demo admin ${DEMO_ADMIN.email} still has its published password (${DEMO_ADMIN.password}),`,
      );
    expect(server.stderr()).toContain('HOST=0.0.0.0 lets the network reach this shop');
  });

  it('stays on loopback for the demo customer with its published password too', async () => {
    const dir = await dataDirWithDemoAdmin('a password of my own');
    const database = await openDatabase(loadConfig({ DATA_DIR: dir }));
    try {
      await createUser(database.db, { ...DEMO_CUSTOMER, role: 'customer' });
    } finally {
      await database.close();
    }
    const server = await start(dir);
    expect(server.banner).toMatch(/^CarShop listening on http:\/\/127\.0\.0\.1:\d+ \(this machine only;/);
    await expect
      .poll(server.stdout)
      .toContain(
        `Only this machine can reach the shop: the demo customer (${DEMO_CUSTOMER.email}) still has its published password.`,
      );
  });

  it('listens on every interface once the demo admin has a password of its own', async () => {
    const server = await start(await dataDirWithDemoAdmin('a password of my own'));
    expect(server.banner).toMatch(/\(all interfaces: 0\.0\.0\.0;/);
    expect(server.stdout() + server.stderr()).not.toContain('published password');
  });
});

describe('the data directory is private', { timeout: 120_000 }, () => {
  it('is created owner-only, and a looser one is named at start', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-modes-'));
    dirs.push(dir);
    const data = path.join(dir, 'data');
    const server = await start(data);
    const mode = (file: string) => fs.statSync(path.join(data, file)).mode & 0o777;
    expect(mode('.')).toBe(0o700);
    expect(mode('db')).toBe(0o700);
    expect(mode('uploads')).toBe(0o700);
    expect(mode('carshop.lock')).toBe(0o600);
    expect(mode('jwt-secret')).toBe(0o600);
    expect(server.stdout()).not.toContain('can be used by other users');
    server.child.kill('SIGTERM');
    await server.exited;

    fs.chmodSync(data, 0o755);
    fs.chmodSync(path.join(data, 'jwt-secret'), 0o644);
    const again = await start(data);
    await expect.poll(again.stdout).toContain('data can be used by other users of this machine (mode 0755)');
    // Each warning is its own log line; on a busy machine the second can arrive in a later chunk.
    await expect
      .poll(again.stdout)
      .toContain('jwt-secret can be used by other users of this machine (mode 0644)');
  });
});
