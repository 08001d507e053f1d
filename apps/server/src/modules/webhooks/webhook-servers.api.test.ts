import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { newCarBody, postCar } from '../../../test/shop-helpers.ts';
import { createSharedTestDatabase, createTestApp, testConfig } from '../../../test/test-app.ts';
import { addEndpoint, deliveriesOf, startReceiver } from '../../../test/webhook-receiver.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { deliverDueWebhooks } from './delivery.service.ts';

/**
 * Never twice (issue 31, ADR 066): workers that run at the same moment claim each delivery once. On both databases
 * as rounds started together on one database; on a PostgreSQL server also as two app servers, each with its own
 * pool and its own worker, sharing one database, as two machines would.
 */

const EVENTS = 30;
const settings = { ...testConfig().webhooks, allowPrivate: true, timeoutMs: 2000 };
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver?.stop());

/** Every request at `path` had an event id of its own: none was delivered twice. */
function expectEachOnce(path: string, count: number) {
  const ids = receiver.at(path).map((request) => request.headers['webhook-id']);
  expect(ids).toHaveLength(count);
  expect(new Set(ids).size).toBe(count);
}

async function until(done: () => Promise<boolean>, limitMs = 20_000) {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > limitMs) throw new Error('not done in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('rounds at the same moment', () => {
  it('deliver each event once', async () => {
    const t = await createTestApp({ webhooks: settings });
    try {
      const admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }));
      const { id } = await addEndpoint(t.app, admin, receiver.url('/rounds'), ['car.created']);
      for (let i = 0; i < EVENTS; i++) await postCar(t.app, admin, newCarBody);
      await Promise.all([1, 2, 3, 4].map(() => deliverDueWebhooks(t.db, { ...settings, maxAttempts: 3 })));
      expectEachOnce('/rounds', EVENTS);
      const log = await deliveriesOf(t.app, admin, id);
      expect(log.every((delivery) => delivery.state === 'delivered' && delivery.attempts === 1)).toBe(true);
    } finally {
      await t.close();
    }
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('two app servers on one PostgreSQL', () => {
  let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
  const servers: { app: App; database: Database }[] = [];
  beforeAll(async () => {
    shared = await createSharedTestDatabase(serverUrl as string);
    for (let i = 0; i < 2; i++) {
      const database = shared.connect();
      const config = testConfig({ webhooks: { ...settings, pollMs: 20 } });
      const app = await buildApp({ config, database, logger: false });
      await app.ready();
      servers.push({ app, database });
    }
  });
  afterAll(async () => {
    for (const { app, database } of servers) {
      await app.close();
      await database.close();
    }
    await shared?.drop();
  });

  it('deliver each event once, both workers polling', async () => {
    const [a, b] = servers as [(typeof servers)[number], (typeof servers)[number]];
    const admin = await loginAs(a.app, await createUser(a.database.db, { role: 'admin' }));
    const { id } = await addEndpoint(b.app, admin, receiver.url('/servers'), ['car.created']);
    // Cars added through both servers, while both workers poll.
    for (let i = 0; i < EVENTS; i++) await postCar((i % 2 === 0 ? a : b).app, admin, newCarBody);
    await until(async () => {
      const log = await deliveriesOf(a.app, admin, id);
      return log.length === EVENTS && log.every((delivery) => delivery.state === 'delivered');
    });
    await new Promise((resolve) => setTimeout(resolve, 200)); // any second send would have arrived by now
    expectEachOnce('/servers', EVENTS);
  });
});
