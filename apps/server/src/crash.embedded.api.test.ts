import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { orderNumber } from '@carshop/contract/order';
import { afterAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from '../test/migrated-data-dir.ts';
import { type ServerProcess, startServer } from '../test/server-process.ts';
import { type SmtpTestServer, startSmtpServer } from '../test/smtp.ts';
import { LOCK_FILE } from './lib/data-dir-lock.ts';

/**
 * The embedded database, crashed on purpose: a real server process on a temporary DATA_DIR takes a burst of
 * writes and is killed with SIGKILL in the middle of it; a new process starts on the same data, and every
 * write that was answered 2xx must be there. A write still in flight at the kill may or may not have landed.
 *
 * The burst is a list of writers. Each keeps firing requests and remembers what the server acknowledged;
 * after the restart it checks its own writes: sign-ups can log in, the last acknowledged password works,
 * and every acknowledged order is there with each car's stock plus its ordered quantities equal to the
 * starting stock (a checkout in flight at the kill may have landed or not, but never half). Each acknowledged
 * order's confirmation mail was in the outbox at the kill (the first server sends none): the second server sends
 * every one of them, once, to a real SMTP server.
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
let smtp: SmtpTestServer | undefined;
afterAll(async () => {
  await smtp?.stop();
  for (const server of servers) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function start(dataDir: string, env: Record<string, string> = {}) {
  const server = await startServer(dataDir, {
    // One client address sends every request here; the limits are tested elsewhere.
    REGISTRATIONS_PER_HOUR: '1000000',
    LOGIN_MAX_FAILURES: '1000000',
    PASSWORD_HASH_CONCURRENCY: '1',
    ...env,
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

type Session = { token: string; id: string };

const userIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { id: string }).id;

async function signIn(url: string, email: string, password: string): Promise<Session> {
  const { token } = await login(url, email, password);
  expect(token, email).toBeTruthy();
  return { token: token!, id: userIdOf(token!) };
}

/** An admin for a data directory no server holds yet, through the real CLI (as an operator would). */
function createAdmin(dataDir: string, email: string, password: string) {
  const cli = spawnSync(
    path.resolve(import.meta.dirname, '../../../node_modules/.bin/node'),
    [path.resolve(import.meta.dirname, 'cli/create-admin.ts'), '--email', email, '--name', 'Crash Admin'],
    { env: { PATH: process.env.PATH, DATA_DIR: dataDir, ADMIN_PASSWORD: password }, encoding: 'utf8' },
  );
  expect(cli.status, cli.stderr).toBe(0);
}

const CHECKOUT = { name: 'Burst Buyer', phone: '+880 1712 345678', address: '12 Lake Road, Dhaka' };

/**
 * Checkouts of one buyer over a few cars the admin created. Afterwards every order answered 201 is in the
 * buyer's orders, and for each car: stock now + quantities in the buyer's orders = starting stock.
 */
function checkouts(
  buyer: Session,
  email: string,
  cars: { id: string; stock: number }[],
  mail: () => SmtpTestServer,
): Writer {
  const placed: string[] = [];
  const numbers: number[] = [];
  return {
    name: 'checkouts',
    acknowledged: () => placed.length,
    run: async (url, stopped) => {
      let turn = 0;
      try {
        while (!stopped()) {
          const car = cars[turn++ % cars.length]!;
          const response = await post(
            `${url}/api/orders`,
            { ...CHECKOUT, email, items: [{ car: car.id, quentity: 1 + (turn % 2) }] },
            { authorization: buyer.token, 'idempotency-key': crypto.randomUUID() },
          );
          if (response.status === 201) {
            const { data } = (await response.json()) as { data: { _id: string; number: number } };
            placed.push(data._id);
            numbers.push(data.number);
          }
        }
      } catch {
        // the server is gone
      }
    },
    verify: async (url) => {
      const session = await signIn(url, email, 'buyer password');
      const answer = await fetch(`${url}/api/orders/${session.id}`, {
        headers: { authorization: session.token },
      });
      expect(answer.status).toBe(200);
      const orders = (
        (await answer.json()) as {
          data: { _id: string; items: { car: { _id: string | null }; quentity: number }[] }[];
        }
      ).data;
      const ids = new Set(orders.map((order) => order._id));
      for (const id of placed) expect(ids.has(id), `order ${id} was answered 201`).toBe(true);
      for (const car of cars) {
        const ordered = orders
          .flatMap((order) => order.items)
          .filter((item) => item.car._id === car.id)
          .reduce((sum, item) => sum + item.quentity, 0);
        const now = (
          (await (await fetch(`${url}/api/cars/${car.id}`)).json()) as { data: { quantity: number } }
        ).data.quantity;
        expect(now + ordered, `stock of ${car.id}`).toBe(car.stock);
      }
      // Every acknowledged order's confirmation, sent once by the second server (an order in flight at the kill
      // that landed may add one more). The buyer's sign-up mailed its verification link too (ADR 048).
      const confirmations = await mail().waitFor(email, numbers.length + 1, 60_000);
      expect(
        confirmations.filter((received) => received.subject.startsWith('Confirm your email')),
      ).toHaveLength(1);
      const subjects = confirmations.map((received) => received.subject);
      for (const number of numbers)
        expect(
          subjects.filter((subject) => subject === `Order ${orderNumber({ number })} confirmed | CarShop`),
        ).toHaveLength(1);
    },
  };
}

describe('kill -9 during a burst of writes', { timeout: 180_000 }, () => {
  it('keeps every write that was answered 2xx', async () => {
    const dataDir = await migratedDataDir('carshop-crash-');
    dirs.push(dataDir);
    createAdmin(dataDir, 'crash-admin@example.com', 'admin password');
    smtp = await startSmtpServer();
    const mail = { SMTP_URL: smtp.url, MAIL_POLL_MS: '50' };
    // The first server sends no mail: what the burst causes is in the outbox when the kill comes.
    const first = await start(dataDir, { ...mail, MAIL_POLL_MS: '0' });
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
    // A buyer, and three cars with plenty of stock for the burst, added by an admin.
    const admin = await signIn(first.url, 'crash-admin@example.com', 'admin password');
    const cars = await Promise.all(
      [11, 12, 13].map(async (year) => {
        const stock = 400;
        const response = await fetch(`${first.url}/api/cars`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: admin.token },
          body: JSON.stringify({
            brand: 'Crash',
            model: `Test ${year}`,
            year: 2000 + year,
            price: 10_000 + year,
            category: 'Sedan',
            description: 'A car bought in a burst.',
            quantity: stock,
          }),
        });
        expect(response.status).toBe(201);
        return { id: ((await response.json()) as { data: { _id: string } }).data._id, stock };
      }),
    );
    expect(
      (
        await post(`${first.url}/api/auth/register`, {
          name: 'Buyer',
          email: 'buyer@example.com',
          password: 'buyer password',
        })
      ).status,
    ).toBe(201);
    const buyer = await signIn(first.url, 'buyer@example.com', 'buyer password');
    const signUps = registrations(3);
    const buying = checkouts(buyer, 'buyer@example.com', cars, () => smtp!);
    const writers = [signUps, ...changers, buying];

    let killed = false;
    const burst = Promise.all(writers.map((writer) => writer.run(first.url, () => killed)));
    // Kill mid-burst, once enough writes were acknowledged that losing any would show.
    await expect
      .poll(() => writers.reduce((sum, writer) => sum + writer.acknowledged(), 0), {
        timeout: 60_000,
        interval: 20,
      })
      .toBeGreaterThanOrEqual(30);
    first.child.kill('SIGKILL');
    killed = true;
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    await burst;
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true); // left behind, as after any crash

    // The new process waits for the dead one's lock to go stale, recovers the database, and serves.
    expect(smtp.received).toHaveLength(0);
    const second = await start(dataDir, mail);
    for (const writer of writers) await writer.verify(second.url);
    // The kill came mid-burst: both kinds of new rows were being written when it struck.
    for (const writer of [signUps, buying]) expect(writer.acknowledged(), writer.name).toBeGreaterThan(0);
  });
});

describe('SIGTERM', { timeout: 120_000 }, () => {
  it('lets in-flight requests finish, then exits 0 and removes the data directory lock', async () => {
    const dataDir = await migratedDataDir('carshop-sigterm-');
    dirs.push(dataDir);
    // Request logs tell when the server has received each sign-up: every request's, at debug (ADR 039).
    const server = await start(dataDir, { LOG_LEVEL: 'debug' });
    // Hashing one password at a time: most of these sign-ups are still in flight when the stop comes.
    let answered = 0;
    const answers: Promise<number>[] = [];
    for (let i = 0; i < 8; i++)
      answers.push(
        post(`${server.url}/api/auth/register`, {
          name: 'Late',
          email: `late-${i}@example.com`,
          password: 'password123',
        }).then(
          (response) => {
            answered += 1;
            return response.status;
          },
          (error: Error) => error.message as unknown as number,
        ),
      );
    // The stop comes once the server has all eight (a request that arrives after it is refused, rightly).
    const received = () =>
      server
        .stdout()
        .split('\n')
        .filter((line) => line.includes('"incoming request"') && line.includes('/api/auth/register')).length;
    for (let waited = 0; received() < 8; waited += 20) {
      if (waited > 30_000) throw new Error(`the server received ${received()} of 8 sign-ups`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const answeredBeforeStop = answered;
    server.child.kill('SIGTERM');
    expect(answeredBeforeStop).toBeLessThan(8);
    expect(await Promise.all(answers)).toEqual(Array(8).fill(201));
    expect(await server.exited, server.stderr()).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });
});
