import { ALERT_MESSAGES } from '@carshop/contract/alert';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { expectError } from '../../../test/expect-error.ts';
import { addCar, authHeader, createBuyer } from '../../../test/shop-helpers.ts';
import { startAppWithMail } from '../../../test/shop-with-mail.ts';
import type { ReceivedMail } from '../../../test/smtp.ts';
import { queryRows } from '../../../test/sql.ts';
import { createSharedTestDatabase, testConfig } from '../../../test/test-app.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { type DigestDeps, sendAlertDigests } from './digest.service.ts';
import { signUnsubscribeToken, unsubscribeKey } from './unsubscribe-token.ts';

/**
 * Alerts by mail (issue 32, ADR 071), on both databases: one digest per buyer per period with everything since the
 * last (a new matching car, a price drop and a restock in one mail), only to a proven email, with RFC 8058's
 * headers; the unsubscribe link works without a session and its GET changes nothing; the toggles.
 */
let shop: Awaited<ReturnType<typeof startAppWithMail>>;
let admin: { token: string };
const DAY_MS = 86_400_000;
let deps: DigestDeps;
const brand = `Alert${process.pid}`;

beforeAll(async () => {
  shop = await startAppWithMail();
  admin = await loginAs(shop.t.app, await createUser(shop.t.db, { role: 'admin' }));
  const { app } = shop.t;
  deps = {
    catalogue: app.catalogue,
    mail: { ...app.mailSettings, units: app.config.shopUnits },
    digestMs: DAY_MS,
    key: unsubscribeKey(app.config.jwtSecret),
    log: { warn: () => {} },
  };
});
afterAll(() => shop?.stop());

type Session = { token: string };
const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, session?: Session, payload?: object) =>
  shop.t.app.inject({ method, url, headers: authHeader(session), ...(payload ? { payload } : {}) });

/** A proven buyer with a saved search for `word` cars (alerts on) and the given saved cars. */
async function followingBuyer(word: string, savedCars: string[], overrides = {}) {
  const buyer = await createBuyer(shop.t.app, shop.t.db, { emailVerified: true, ...overrides });
  const saved = await send('POST', '/api/saved-searches', buyer.session, {
    name: `${word} cars`,
    query: `searchTerm=${word}`,
    alerts: true,
  });
  expect(saved.statusCode, saved.body).toBe(201);
  for (const car of savedCars)
    expect((await send('PUT', `/api/favourites/${car}`, buyer.session)).statusCode).toBe(200);
  return { ...buyer, searchId: saved.json().data._id as string };
}

const changeCar = async (id: string, patch: object) => {
  const answer = await send('PUT', `/api/cars/${id}`, admin, patch);
  expect(answer.statusCode, answer.body).toBe(200);
};

const outboxTo = (email: string) =>
  queryRows<{ subject: string; text: string; headers: Record<string, string> }>(
    shop.t.db,
    sql`select subject, text, headers from mail_outbox where recipient = ${email} order by created_at`,
  );

const tokenIn = (mail: ReceivedMail) => {
  const match = /List-Unsubscribe: <https:\/\/shop\.example\/api\/alerts\/unsubscribe\?token=([\w.-]+)>/.exec(
    mail.raw.replace(/\r?\n[ \t]+/g, ' '), // headers unfolded
  );
  expect(match, mail.raw.slice(0, 2000)).toBeTruthy();
  return match![1]!;
};

describe('the digest', () => {
  it('puts a new matching car, a price drop and a restock of one day in ONE mail, with one-click unsubscribe', async () => {
    const word = `${brand}one`;
    const dropping = await addCar(shop.t.db, { brand: 'Volvo', model: 'XC60', price: 40_000, quantity: 1 });
    const soldOut = await addCar(shop.t.db, { brand: 'Saab', model: 'NineThree', price: 9_000, quantity: 0 });
    const buyer = await followingBuyer(word, [dropping, soldOut]);
    await addCar(shop.t.db, { brand: word, model: 'Newcomer', price: 25_000, mileage: 12_400 });
    await changeCar(dropping, { price: 36_500 });
    await changeCar(soldOut, { quantity: 2 });

    expect(await sendAlertDigests(shop.t.db, deps)).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await shop.smtp.waitFor(buyer.user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('News about the cars you follow | CarShop');
    expect(mail!.text).toContain(`New for "${word} cars"`);
    expect(mail!.text).toMatch(
      new RegExp(`\\d{4} ${word} Newcomer, 25,000৳, 12,400 km: https://shop\\.example/products/`),
    );
    expect(mail!.text).toContain('Volvo XC60: now 36,500৳ (was 40,000৳)');
    expect(mail!.text).toMatch(/Back in stock\n- \d{4} Saab NineThree/);
    expect(mail!.html).toContain('Unsubscribe from all alerts');
    expect(mail!.text).toContain('https://shop.example/unsubscribe#token=');
    expect(mail!.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(tokenIn(mail!).length).toBeGreaterThan(40);

    // Within the period nothing more goes, whatever happens meanwhile.
    await addCar(shop.t.db, { brand: word, model: 'Second', price: 26_000 });
    await sendAlertDigests(shop.t.db, deps);
    expect(await outboxTo(buyer.user.email)).toHaveLength(1);

    // A period later, the next digest has what happened since the last, and nothing it already told.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await sendAlertDigests(shop.t.db, { ...deps, digestMs: 10 });
    const [, second] = await shop.smtp.waitFor(buyer.user.email, 2);
    expect(second!.text).toContain(`${word} Second`);
    expect(second!.text).not.toContain('Newcomer');
    expect(second!.text).not.toContain('XC60');
  });

  it('sends nothing to an email that is not proven, nor for alerts turned off, nor when nothing happened', async () => {
    const word = `${brand}two`;
    const car = await addCar(shop.t.db, { brand: 'Skoda', model: 'Kodiaq', price: 30_000 });
    const unproven = await followingBuyer(word, [car], { emailVerified: false });
    const quiet = await followingBuyer(`${brand}quiet`, []);
    const off = await followingBuyer(word, [car]);
    expect(
      (await send('PATCH', `/api/saved-searches/${off.searchId}`, off.session, { alerts: false })).json()
        .data,
    ).toMatchObject({ alerts: false });
    expect(
      (await send('PATCH', `/api/favourites/${car}`, off.session, { alerts: false })).json().data,
    ).toMatchObject({ alerts: false });
    await addCar(shop.t.db, { brand: word, model: 'Unseen' });
    await changeCar(car, { price: 28_000 });
    await sendAlertDigests(shop.t.db, deps);
    for (const buyer of [unproven, quiet, off]) expect(await outboxTo(buyer.user.email)).toEqual([]);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe('a change that commits after the look', () => {
  // A second connection is PostgreSQL's: PGlite has one, which the open transaction would hold.
  it.skipIf(!serverUrl)('is told in the next digest, never lost', async () => {
    const word = `${brand}late`;
    const buyer = await followingBuyer(word, []);
    // A car added in a transaction still open when the buyer's digest looks: stamped with the transaction's start,
    // seen only after the look.
    let commit = () => {};
    const held = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let added = () => {};
    const inserted = new Promise<void>((resolve) => {
      added = resolve;
    });
    const late = shop.t.db.transaction(async (tx) => {
      await addCar(tx, { brand: word, model: 'Late' });
      added();
      await held;
    });
    await inserted;
    await sendAlertDigests(shop.t.db, deps);
    expect(await outboxTo(buyer.user.email)).toEqual([]);
    commit();
    await late;

    await new Promise((resolve) => setTimeout(resolve, 20));
    await sendAlertDigests(shop.t.db, { ...deps, digestMs: 10 });
    const [mail] = await shop.smtp.waitFor(buyer.user.email);
    expect(mail!.text).toContain(`${word} Late`);
  });
});

describe('unsubscribing', () => {
  it('by POST without a session stops the next digest; the GET only says what it would stop', async () => {
    const word = `${brand}three`;
    const car = await addCar(shop.t.db, { brand: 'Mazda', model: 'CX5', price: 31_000 });
    const buyer = await followingBuyer(word, [car]);
    await addCar(shop.t.db, { brand: word, model: 'First' });
    await sendAlertDigests(shop.t.db, deps);
    const token = tokenIn((await shop.smtp.waitFor(buyer.user.email))[0]!);
    const url = `/api/alerts/unsubscribe?token=${token}`;

    const looked = await send('GET', url);
    expect(looked.statusCode, looked.body).toBe(200);
    expect(looked.json().data).toEqual({ scope: 'all' });
    const lists = async () => ({
      searches: (await send('GET', '/api/saved-searches', buyer.session)).json().data,
      cars: (await send('GET', '/api/favourites', buyer.session)).json().data,
    });
    expect((await lists()).searches[0].alerts).toBe(true);

    // What a mail client sends (RFC 8058): a form body, no cookie, no token.
    const oneClick = await shop.t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json().message).toBe(ALERT_MESSAGES.unsubscribed);
    const after = await lists();
    expect(after.searches[0].alerts).toBe(false);
    expect(after.cars[0].alerts).toBe(false);
    // Twice is fine.
    expect((await send('POST', url)).statusCode).toBe(200);

    await addCar(shop.t.db, { brand: word, model: 'Later' });
    await changeCar(car, { price: 29_000 });
    await sendAlertDigests(shop.t.db, { ...deps, digestMs: 1 });
    expect(await outboxTo(buyer.user.email)).toHaveLength(1);
  });

  it('one search by its own link, leaving the rest on', async () => {
    const buyer = await followingBuyer(`${brand}four`, []);
    const token = signUnsubscribeToken(deps.key, {
      scope: 'search',
      userId: buyer.user.id,
      searchId: buyer.searchId,
    });
    const url = `/api/alerts/unsubscribe?token=${token}`;
    expect((await send('GET', url)).json().data).toEqual({ scope: 'search', name: `${brand}four cars` });
    expect((await send('POST', url)).json().data).toEqual({ scope: 'search', name: `${brand}four cars` });
    expect((await send('GET', '/api/saved-searches', buyer.session)).json().data[0].alerts).toBe(false);
  });

  it('refuses a forged, altered or cut token with a 400, and another user in it breaks the signature', async () => {
    const victim = await followingBuyer(`${brand}five`, []);
    const attacker = await createBuyer(shop.t.app, shop.t.db, { emailVerified: true });
    const own = signUnsubscribeToken(deps.key, { scope: 'all', userId: attacker.user.id });
    const swapped = own.replace(attacker.user.id, victim.user.id);
    const forged = signUnsubscribeToken(unsubscribeKey('another-secret-that-is-long-enough-to-sign!!'), {
      scope: 'all',
      userId: victim.user.id,
    });
    for (const token of [swapped, forged, own.slice(0, -3), `${own}x`, 'a', 'a.b.c', `${own}\u0000`]) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await send(method, `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
        expect(answer.statusCode, `${method} ${token}`).toBe(400);
        expect(answer.json().success).toBe(false);
      }
    }
    expectError(await send('POST', `/api/alerts/unsubscribe?token=${swapped}`), 400, ALERT_MESSAGES.badLink);
    expect((await send('POST', '/api/alerts/unsubscribe')).statusCode).toBe(400);
    expect((await send('GET', '/api/saved-searches', victim.session)).json().data[0].alerts).toBe(true);
  });
});

describe('the toggles', () => {
  it("answer 404 for someone else's search or car, and 400 for a bad body", async () => {
    const car = await addCar(shop.t.db, { brand: 'Kia', model: 'Ceed' });
    const owner = await followingBuyer(`${brand}six`, [car]);
    const other = await createBuyer(shop.t.app, shop.t.db, { emailVerified: true });
    expect(
      (await send('PATCH', `/api/saved-searches/${owner.searchId}`, other.session, { alerts: false }))
        .statusCode,
    ).toBe(404);
    expect((await send('PATCH', `/api/favourites/${car}`, other.session, { alerts: false })).statusCode).toBe(
      404,
    );
    expect(
      (await send('PATCH', '/api/favourites/not-a-uuid', owner.session, { alerts: true })).statusCode,
    ).toBe(404);
    expect((await send('PATCH', `/api/favourites/${car}`, owner.session, { alerts: 'yes' })).statusCode).toBe(
      400,
    );
    expect(
      (await send('PATCH', `/api/favourites/${car}%00`, owner.session, { alerts: true })).statusCode,
    ).toBe(400);
    expect((await send('PATCH', `/api/favourites/${car}`, undefined, { alerts: true })).statusCode).toBe(401);
    expect((await send('GET', '/api/saved-searches', owner.session)).json().data[0].alerts).toBe(true);
    expect((await send('GET', '/api/favourites', owner.session)).json().data[0].alerts).toBe(true);
  });

  it('save a search without alerts unless asked', async () => {
    const buyer = await createBuyer(shop.t.app, shop.t.db);
    const saved = await send('POST', '/api/saved-searches', buyer.session, { name: 'Quiet', query: '' });
    expect(saved.json().data).toMatchObject({ alerts: false });
  });
});

describe('never twice', () => {
  /** `count` proven buyers, each following one car whose price then drops. */
  async function buyersWithNews(app: typeof shop.t.app, db: typeof shop.t.db, count: number) {
    const car = await addCar(db, { brand: 'Audi', model: 'Q5', price: 50_000 });
    const buyers = [];
    for (let i = 0; i < count; i++) {
      const buyer = await createBuyer(app, db, { emailVerified: true });
      await app.inject({ method: 'PUT', url: `/api/favourites/${car}`, headers: authHeader(buyer.session) });
      buyers.push(buyer);
    }
    await queryRows(db, sql`update cars set price = 45000 where id = ${car}`);
    return buyers.map((buyer) => buyer.user.email);
  }
  const mailsTo = async (db: typeof shop.t.db, emails: string[]) =>
    (
      await queryRows<{ recipient: string }>(
        db,
        sql`select recipient from mail_outbox where subject like 'News about%'`,
      )
    )
      .map((row) => row.recipient)
      .filter((to) => emails.includes(to))
      .sort();

  it('with rounds at the same moment: one digest per buyer', async () => {
    const emails = await buyersWithNews(shop.t.app, shop.t.db, 6);
    await Promise.all([1, 2, 3, 4].map(() => sendAlertDigests(shop.t.db, deps)));
    expect(await mailsTo(shop.t.db, emails)).toEqual([...emails].sort());
  });

  it.skipIf(!serverUrl)(
    'with two app servers on one PostgreSQL, each running the job: one per buyer',
    async () => {
      const shared = await createSharedTestDatabase(serverUrl as string);
      const servers: { app: App; database: Database }[] = [];
      try {
        // The buyers and their news first (an app without the job), so that no round looks before the news.
        const setup = shared.connect();
        const setupApp = await buildApp({ config: testConfig(), database: setup, logger: false });
        await setupApp.ready();
        const emails = await buyersWithNews(setupApp, setup.db, 10);
        await setupApp.close();
        await setup.close();
        for (let i = 0; i < 2; i++) {
          const database = shared.connect();
          const loaded = testConfig();
          // Both look every 20 ms; the period is a day, so a second digest would be the bug.
          const config = testConfig({ alerts: { ...loaded.alerts, digestMs: DAY_MS, digestJobMs: 20 } });
          const app = await buildApp({ config, database, logger: false });
          servers.push({ app, database });
        }
        await Promise.all(servers.map(({ app }) => app.ready()));
        const [a] = servers as [(typeof servers)[number]];
        const deadline = Date.now() + 20_000;
        while ((await mailsTo(a.database.db, emails)).length < emails.length && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 50));
        await new Promise((resolve) => setTimeout(resolve, 500)); // many more rounds of both servers
        expect(await mailsTo(a.database.db, emails)).toEqual([...emails].sort());
      } finally {
        for (const { app, database } of servers) {
          await app.close();
          await database.close();
        }
        await shared.drop();
      }
    },
  );
});
