import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../test/server-process.ts';
import { LOCK_FILE } from './lib/data-dir-lock.ts';

/**
 * The embedded database, crashed on purpose: a real server process on a temporary DATA_DIR takes a burst of
 * writes and is killed with SIGKILL in the middle of it; a new process starts on the same data, and every
 * write that was answered 2xx must be there. A write still in flight at the kill may or may not have landed.
 *
 * The burst is a list of writers. Each keeps firing requests and remembers what the server acknowledged;
 * after the restart it checks its own writes. Orders will add a checkout writer (fire: place an order for a
 * car; verify: every car's stock plus its acknowledged ordered quantities equals its starting stock).
 */
type Writer = {
  name: string;
  /** Runs until `stopped()` says so, sending one write at a time and noting what was acknowledged. */
  run: (url: string, stopped: () => boolean) => Promise<void>;
  /** After the restart: every acknowledged write is there. */
  verify: (url: string) => Promise<void>;
  acknowledged: () => number;
};

const dirs: string[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function start(dataDir: string) {
  const server = await startServer(dataDir, {
    // One client address sends every request here; the limits are tested elsewhere.
    REGISTRATIONS_PER_HOUR: '1000000',
    LOGIN_MAX_FAILURES: '1000000',
    PASSWORD_HASH_CONCURRENCY: '1',
  });
  servers.push(server);
  return server;
}

const post = (url: string, body: object, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function login(url: string, email: string, password: string) {
  const response = await post(`${url}/api/auth/login`, { email, password });
  return {
    status: response.status,
    token: response.ok ? ((await response.json()) as { data: string }).data : undefined,
  };
}

/** Sign-ups: every one answered 201 can log in after the crash. */
function registrations(loops: number): Writer {
  const done: { email: string; password: string }[] = [];
  let sequence = 0;
  return {
    name: 'registrations',
    acknowledged: () => done.length,
    run: async (url, stopped) => {
      await Promise.all(
        Array.from({ length: loops }, async () => {
          while (!stopped()) {
            const account = { email: `burst-${sequence++}@example.com`, password: `password-${sequence}` };
            try {
              const response = await post(`${url}/api/auth/register`, { name: 'Burst', ...account });
              if (response.status === 201) done.push(account);
            } catch {
              return; // the server is gone: this one's outcome is unknown
            }
          }
        }),
      );
    },
    verify: async (url) => {
      for (const account of done)
        expect((await login(url, account.email, account.password)).status, account.email).toBe(200);
    },
  };
}

/** Password changes of one account, one after the other: afterwards the password is the last one answered 200, or the one in flight at the kill. */
function passwordChanges(email: string, initial: string): Writer {
  let current = initial;
  let inFlight: string | undefined;
  let changes = 0;
  return {
    name: `password changes of ${email}`,
    acknowledged: () => changes,
    run: async (url, stopped) => {
      try {
        while (!stopped()) {
          const { token } = await login(url, email, current);
          const { id } = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as {
            id: string;
          };
          inFlight = `changed-${changes + 1}-${crypto.randomUUID()}`;
          const response = await fetch(`${url}/api/auth/user/change-password/${id}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', authorization: token! },
            body: JSON.stringify({ password: current, newPassword: inFlight }),
          });
          if (response.status === 200) {
            current = inFlight;
            changes += 1;
          }
          inFlight = undefined;
        }
      } catch {
        // the server is gone
      }
    },
    verify: async (url) => {
      const works = [current, ...(inFlight ? [inFlight] : [])];
      const statuses = await Promise.all(
        works.map(async (password) => (await login(url, email, password)).status),
      );
      expect(statuses, `${email}: ${works.join(' or ')}`).toContain(200);
    },
  };
}

describe('kill -9 during a burst of writes', { timeout: 180_000 }, () => {
  it('keeps every write that was answered 2xx', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-crash-'));
    dirs.push(dataDir);
    const first = await start(dataDir);
    const changers = await Promise.all(
      ['changer-1@example.com', 'changer-2@example.com'].map(async (email) => {
        const response = await post(`${first.url}/api/auth/register`, {
          name: 'Changer',
          email,
          password: 'initial password',
        });
        expect(response.status).toBe(201);
        return passwordChanges(email, 'initial password');
      }),
    );
    const writers = [registrations(4), ...changers];

    let killed = false;
    const burst = Promise.all(writers.map((writer) => writer.run(first.url, () => killed)));
    // Kill mid-burst, once enough writes were acknowledged that losing any would show.
    await expect
      .poll(() => writers.reduce((sum, writer) => sum + writer.acknowledged(), 0), {
        timeout: 60_000,
        interval: 20,
      })
      .toBeGreaterThanOrEqual(20);
    first.child.kill('SIGKILL');
    killed = true;
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    await burst;
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true); // left behind, as after any crash

    // The new process waits for the dead one's lock to go stale, recovers the database, and serves.
    const second = await start(dataDir);
    for (const writer of writers) await writer.verify(second.url);
    expect(writers[0]!.acknowledged()).toBeGreaterThan(0);
  });
});

describe('SIGTERM', { timeout: 120_000 }, () => {
  it('lets in-flight requests finish, then exits 0 and removes the data directory lock', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-sigterm-'));
    dirs.push(dataDir);
    const server = await start(dataDir);
    // Hashing one password at a time: most of these sign-ups are still in flight when the first is answered.
    const answers: Promise<number>[] = [];
    let firstAnswered: () => void = () => {};
    const first = new Promise<void>((resolve) => {
      firstAnswered = resolve;
    });
    for (let i = 0; i < 8; i++)
      answers.push(
        post(`${server.url}/api/auth/register`, {
          name: 'Late',
          email: `late-${i}@example.com`,
          password: 'password123',
        }).then(
          (response) => {
            firstAnswered();
            return response.status;
          },
          (error: Error) => {
            firstAnswered();
            return error.message as unknown as number;
          },
        ),
      );
    await first;
    server.child.kill('SIGTERM');
    expect(await Promise.all(answers)).toEqual(Array(8).fill(201));
    expect(await server.exited, server.stderr()).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });
});
