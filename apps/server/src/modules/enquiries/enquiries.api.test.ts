import { addDays, parseOpeningHours, testDriveSlots, weekdayOf } from '@carshop/contract/opening-hours';
import { afterAll, describe, expect, it } from 'vitest';
import { expectError, expectForbidden, expectUnauthorized } from '../../../test/expect-error.ts';
import { authHeader, createBuyer } from '../../../test/shop-helpers.ts';
import { startShopWithMail } from '../../../test/shop-with-mail.ts';
import { createSharedTestDatabase, createTestApp, testConfig } from '../../../test/test-app.ts';
import { type App, buildApp } from '../../app.ts';
import { shopToday } from '../../lib/shop-today.ts';
import { createCar } from '../../seed/car-factory.ts';
import { addCars } from '../cars/catalogue.service.ts';

/** Enquiries (issue 22): questions, test drives and Contact Us; their mails, limits, and who sees which. */

const SHOP_EMAIL = 'sales@shop.example';
const { smtp, t, admin, car, stop } = await startShopWithMail({
  mail: { shopEmail: SHOP_EMAIL },
  // Every request here comes from one address; the limit has its own tests below.
  config: { enquiries: { ...testConfig().enquiries, perHour: 1000 } },
  car: { year: 2023 },
});
afterAll(stop);

const week = parseOpeningHours('Mon-Fri 09:00-18:00, Sat 10:00-16:00');
if (typeof week === 'string') throw new Error(week);
/** The first day from tomorrow on which the shop opens (`closed`: the first on which it does not). */
function nextDay({ closed = false } = {}): string {
  for (let ahead = 1; ; ahead++) {
    const date = addDays(shopToday(), ahead);
    if (Boolean(week[weekdayOf(date)]) !== closed) return date;
  }
}

/** The shop's copy of the enquiry from `email` (its Reply-To), once it has arrived. */
async function shopCopyFor(email: string) {
  const replyTo = new RegExp(`^Reply-To: ${email}\\r?$`, 'mi');
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    const found = smtp.received.find((mail) => mail.to === SHOP_EMAIL && replyTo.test(mail.raw));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no copy of the enquiry from ${email} reached ${SHOP_EMAIL}`);
}

const send = (payload: unknown, options: { session?: { token: string }; ip?: string; app?: App } = {}) =>
  (options.app ?? t.app).inject({
    method: 'POST',
    url: '/api/enquiries',
    headers: authHeader(options.session),
    payload: payload as object,
    remoteAddress: options.ip ?? '127.0.0.1',
  });

let sequence = 0;
const sender = () => {
  sequence += 1;
  return { name: `Ada Lovelace ${sequence}`, email: `ada${sequence}@example.com` };
};
const question = () => ({ type: 'question', ...sender(), message: 'Is it still available?', carId: car });
const testDrive = () => {
  const date = nextDay();
  return {
    type: 'test-drive',
    ...sender(),
    phone: '+44 20 7946 0000',
    message: 'Weekday mornings suit me.',
    carId: car,
    preferredDate: date,
    preferredTime: testDriveSlots(week[weekdayOf(date)] ?? null)[2]!,
  };
};
const general = () => ({ type: 'general', ...sender(), message: 'Do you take trade-ins?' });

describe('sending an enquiry', () => {
  it('stores a visitor’s question about a car, names the car, and mails the shop and the sender', async () => {
    const body = { ...question(), message: 'Is it still available?\nAnd <b>red</b>?' };
    const response = await send(body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Thank you! Your question is on its way. We answer by email, usually within a working day.',
      data: {
        type: 'question',
        status: 'new',
        name: body.name,
        email: body.email,
        phone: null,
        car: { _id: car, title: 'Volvo XC40 (2023)' },
        preferredDate: null,
        user: null,
      },
    });

    const shop = await shopCopyFor(body.email);
    expect(shop.subject).toBe('Question about the Volvo XC40 (2023) | CarShop');
    expect(shop.text).toContain('> Is it still available?');
    expect(shop.text).toContain(`Email: ${body.email}`);
    expect(shop.text).toContain(`https://shop.example/products/${car}`);
    expect(shop.html).toContain('And &lt;b&gt;red&lt;/b&gt;?');
    const [ack] = await smtp.waitFor(body.email);
    expect(ack!.subject).toBe('Your question about the Volvo XC40 (2023) | CarShop');
    // Whoever typed the address chose the name too: a visitor's acknowledgement greets nobody by it (ADR 048).
    expect(ack!.text).toContain('Hello,');
    expect(ack!.text).not.toContain(body.name);
    expect(ack!.html).not.toContain(body.name);
    // The sender's own words are not mailed back to whatever address was typed in.
    expect(ack!.text).not.toContain('still available');
    expect(ack!.html).toContain(`https://shop.example/products/${car}`);
  });

  it('books a test drive in an open slot, and both mails name the day and the time', async () => {
    const body = testDrive();
    const response = await send(body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('Thank you! We will call you to confirm your test drive.');
    expect(response.json().data).toMatchObject({
      type: 'test-drive',
      phone: body.phone,
      preferredDate: body.preferredDate,
      preferredTime: body.preferredTime,
    });
    const day = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${body.preferredDate}T00:00:00Z`));
    const [ack] = await smtp.waitFor(body.email);
    expect(ack!.subject).toBe('Your test drive of the Volvo XC40 (2023) | CarShop');
    expect(ack!.text).toContain(
      `on ${day} at ${body.preferredTime}. We will call you on the number you gave us`,
    );
    // Neither the phone nor the name typed by a visitor goes to the address typed (ADR 048).
    for (const part of [ack!.text, ack!.html]) {
      expect(part).not.toContain(body.phone);
      expect(part).not.toContain(body.name);
    }
    const shop = await shopCopyFor(body.email);
    expect(shop.subject).toBe(
      `Test drive request: Volvo XC40 (2023), ${day} at ${body.preferredTime} | CarShop`,
    );
  });

  it('takes a Contact Us message without a car, and a signed-in customer’s as theirs', async () => {
    const buyer = await createBuyer(t.app, t.db);
    const response = await send({ ...general(), carId: car }, { session: buyer.session });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('Thank you for your message! We will get back to you soon.');
    expect(response.json().data).toMatchObject({ type: 'general', car: null, user: buyer.user.id });
    const [ack] = await smtp.waitFor(response.json().data.email);
    expect(ack!.subject).toBe('We received your message | CarShop');
  });

  it('finds the car by its id in capitals, and refuses (404) one that does not exist', async () => {
    expect((await send({ ...question(), carId: car.toUpperCase() })).statusCode).toBe(201);
    expectError(await send({ ...question(), carId: crypto.randomUUID() }), 404, 'Car not found');
    expectError(await send({ ...testDrive(), carId: 'not-a-car' }), 404, 'Car not found');
  });

  it('refuses a token that is not good (401), as every guarded route does', async () => {
    expectError(await send(question(), { session: { token: 'not-a-token' } }), 401, 'Invalid token');
  });
});

describe('bad input is a 400 (or 413) with messages a person can read, never a 500', () => {
  const errorsOf = (response: { body: string }) =>
    (JSON.parse(response.body) as { errors?: { path: string; message: string }[] }).errors;

  it('names each missing or wrong field', async () => {
    const empty = await send({});
    expectError(empty, 400, 'Type must be question, test-drive or general');
    const response = await send({
      type: 'test-drive',
      name: 42,
      email: 'not-mail',
      message: ' ',
      phone: 'x',
    });
    expectError(response, 400, 'Name is required');
    expect(errorsOf(response)).toEqual([
      { path: 'body.name', message: 'Name is required' },
      { path: 'body.email', message: 'Invalid email' },
      { path: 'body.phone', message: 'Invalid phone number' },
      { path: 'body.message', message: 'Message is required' },
      { path: 'body.preferredDate', message: 'Choose a date for your test drive' },
      { path: 'body.preferredTime', message: 'Choose a time for your test drive' },
      { path: 'body.carId', message: 'Car is required' },
    ]);
  });

  it('refuses NUL bytes, an overlong message, the wrong types, a body that is not JSON or too big', async () => {
    expectError(await send({ ...question(), name: 'Ada\u0000' }), 400, 'Must not contain control characters');
    expectError(
      await send({ ...question(), message: 'x'.repeat(2001) }),
      400,
      'Message must be at most 2000 characters',
    );
    expectError(await send({ ...question(), carId: ['a'] }), 400, 'Car is required');
    expectError(await send([question()]), 400, 'Type must be question, test-drive or general');
    const raw = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    expectError(await raw('"question"'), 400, 'Type must be question, test-drive or general');
    expectError(await raw('{"type": "question",'), 400, 'Malformed JSON body');
    const huge = await send({ ...question(), message: 'x'.repeat(1024 * 1024) });
    expectError(huge, 413, 'Request body is too large');
  });

  it('books test drives only from tomorrow up to 60 days ahead, on open days, at a slot of the hours', async () => {
    const base = testDrive();
    const cases: [Partial<typeof base>, string, string][] = [
      [
        { preferredDate: shopToday() },
        'body.preferredDate',
        'Choose a date from tomorrow up to 60 days ahead',
      ],
      [
        { preferredDate: addDays(shopToday(), 61) },
        'body.preferredDate',
        'Choose a date from tomorrow up to 60 days ahead',
      ],
      [{ preferredDate: '2026-02-30' }, 'body.preferredDate', 'Choose a date for your test drive'],
      [{ preferredDate: '9999-99-99' }, 'body.preferredDate', 'Choose a date for your test drive'],
      [
        { preferredDate: nextDay({ closed: true }) },
        'body.preferredDate',
        'We are closed on Sundays. Choose another day.',
      ],
      [{ preferredTime: '07:00' }, 'body.preferredTime', 'Choose a time within our opening hours'],
      [{ preferredTime: '10:15' }, 'body.preferredTime', 'Choose a time within our opening hours'],
      [{ preferredTime: '99:99' }, 'body.preferredTime', 'Choose a time for your test drive'],
      [{ phone: '' }, 'body.phone', 'Phone number is required'],
    ];
    for (const [change, path, message] of cases) {
      const response = await send({ ...base, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(errorsOf(response), JSON.stringify(change)).toEqual([
        { path, message: expect.stringContaining(message) },
      ]);
    }
  });
});

describe('the opening hours', () => {
  it('are served for the test-drive form with the days that can be booked now', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/enquiries/opening-hours' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      days: week,
      summary: 'Mon–Fri 09:00–18:00, Sat 10:00–16:00',
      slotMinutes: 30,
      firstDate: addDays(shopToday(), 1),
      lastDate: addDays(shopToday(), 60),
    });
  });
});

describe('reading and answering enquiries', () => {
  const list = (session: { token: string } | undefined, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/enquiries${query}`, headers: authHeader(session) });
  const one = (session: { token: string }, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/enquiries/${id}`, headers: authHeader(session) });
  const setStatus = (session: { token: string }, id: string, status: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/enquiries/${id}`,
      headers: authHeader(session),
      payload: { status },
    });

  it('shows a customer only their own, never another’s, whatever the spelling of the id', async () => {
    const ada = await createBuyer(t.app, t.db);
    const bob = await createBuyer(t.app, t.db);
    const mine = (await send(question(), { session: ada.session })).json().data;
    await send(general(), { session: bob.session });
    await send(general()); // a visitor's

    expectUnauthorized(await list(undefined));
    const answer = (await list(ada.session)).json();
    expect(answer.data.map((enquiry: { _id: string }) => enquiry._id)).toEqual([mine._id]);
    expect(answer.meta).toMatchObject({ total: 1, page: 1 });
    expect((await one(ada.session, mine._id.toUpperCase())).json().data._id).toBe(mine._id);
    for (const id of [mine._id, mine._id.toUpperCase()]) {
      expectError(await one(bob.session, id), 404, 'Enquiry not found');
    }
    expectError(await one(bob.session, 'not-an-id'), 404, 'Enquiry not found');
    // Filters narrow one's own; they never widen it.
    expect((await list(bob.session, '?type=question')).json().meta.total).toBe(0);
    expect((await list(bob.session, `?search=${encodeURIComponent(mine.email)}`)).json().data).toEqual([]);
    expectForbidden(await setStatus(ada.session, mine._id, 'closed'));
  });

  it('gives an admin every enquiry, newest first, by status and type, searched by name or email, paged', async () => {
    const first = (await send(general())).json().data;
    const second = (await send(testDrive())).json().data;
    const all = (await list(admin, '?limit=2')).json();
    expect(all.data.map((enquiry: { _id: string }) => enquiry._id)).toEqual([second._id, first._id]);
    expect(all.meta.limit).toBe(2);
    expect(all.meta.total).toBeGreaterThan(2);

    const drives = (await list(admin, '?type=test-drive&limit=100')).json().data as { type: string }[];
    expect(drives.length).toBeGreaterThan(0);
    expect(drives.every((enquiry) => enquiry.type === 'test-drive')).toBe(true);
    expect((await list(admin, `?search=${encodeURIComponent(first.name)}`)).json().data).toEqual([first]);
    expect((await list(admin, `?search=${first.email.toUpperCase()}`)).json().data).toEqual([first]);
    expectError(await list(admin, '?status=open'), 400, 'Status must be new, contacted or closed');
    expectError(
      await list(admin, '?type=complaint'),
      400,
      'Type must be question, test-drive, general or trade-in',
    );
  });

  it('lets an admin move one to contacted and closed; the count of new ones follows', async () => {
    const enquiry = (await send(question())).json().data;
    const newCount = async () => (await list(admin, '?status=new&limit=1')).json().meta.total as number;
    const before = await newCount();

    const contacted = await setStatus(admin, enquiry._id.toUpperCase(), 'contacted');
    expect(contacted.statusCode, contacted.body).toBe(200);
    expect(contacted.json()).toMatchObject({
      message: 'Enquiry status updated',
      data: { status: 'contacted' },
    });
    expect(await newCount()).toBe(before - 1);
    expect((await list(admin, '?status=contacted')).json().data.map((e: { _id: string }) => e._id)).toContain(
      enquiry._id,
    );
    expect((await setStatus(admin, enquiry._id, 'closed')).json().data.status).toBe('closed');

    expectError(await setStatus(admin, enquiry._id, 'done'), 400, 'Status must be new, contacted or closed');
    expectError(await setStatus(admin, crypto.randomUUID(), 'closed'), 404, 'Enquiry not found');
    expectError(await setStatus(admin, 'nope', 'closed'), 404, 'Enquiry not found');
    expectUnauthorized(
      await t.app.inject({
        method: 'PATCH',
        url: `/api/enquiries/${enquiry._id}`,
        payload: { status: 'new' },
      }),
    );
  });

  it('keeps an enquiry, with the car’s name, once the car is deleted', async () => {
    const [gone] = await addCars(t.db, [createCar({ brand: 'Saab', model: '900', year: 1991 })]);
    const enquiry = (await send({ ...question(), carId: gone!._id })).json().data;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/cars/${gone!._id}`,
      headers: authHeader(admin),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await one(admin, enquiry._id)).json().data.car).toEqual({ _id: null, title: 'Saab 900 (1991)' });
  });
});

describe('words the sender chose, in the acknowledgement (ADR 048)', () => {
  it('never reach an address typed by a visitor: "Hello," and the shop\'s own text', async () => {
    const body = {
      ...testDrive(),
      name: 'Ada. Account SUSPENDED - verify at https://evil.example',
      phone: '+1 555 0100',
    };
    expect((await send(body)).statusCode).toBe(201);
    const [ack] = await smtp.waitFor(body.email);
    for (const part of [ack!.text, ack!.html]) {
      expect(part).toContain('Hello,');
      for (const typed of ['SUSPENDED', 'evil.example', '555 0100', body.message])
        expect(part).not.toContain(typed);
    }
  });

  it('reach a signed-in customer at their own proven address only', async () => {
    const proven = await createBuyer(t.app, t.db, { emailVerified: true });
    const own = { ...testDrive(), email: proven.user.email };
    expect((await send(own, { session: proven.session })).statusCode).toBe(201);
    const [ack] = await smtp.waitFor(proven.user.email);
    expect(ack!.text).toContain(`Hello ${own.name},`);
    expect(ack!.text).toContain(`We will call you on ${own.phone}`);

    // Signed in and proven, but the address typed is another's: nothing typed goes there.
    const other = { ...testDrive(), email: 'someone-else@example.com' };
    expect((await send(other, { session: proven.session })).statusCode).toBe(201);
    const [toOther] = await smtp.waitFor(other.email);
    expect(toOther!.text).toContain('Hello,');
    expect(toOther!.text).not.toContain(other.name);

    // Their own address, not proven yet: the same.
    const unproven = await createBuyer(t.app, t.db);
    const mine = { ...question(), email: unproven.user.email };
    expect((await send(mine, { session: unproven.session })).statusCode).toBe(201);
    const [toUnproven] = await smtp.waitFor(unproven.user.email);
    expect(toUnproven!.text).toContain('Hello,');
    expect(toUnproven!.text).not.toContain(mine.name);
  });
});

describe('the limit per address and per email (ENQUIRIES_PER_HOUR)', () => {
  it('answers 429 with Retry-After past the limit, from one address or for one email, and only there', async () => {
    const limited = await createTestApp({ enquiries: { ...testConfig().enquiries, perHour: 2 } });
    try {
      const [added] = await addCars(limited.db, [createCar()]);
      const body = () => ({ ...question(), carId: added!._id });
      for (let i = 0; i < 2; i++)
        expect((await send(body(), { app: limited.app, ip: '203.0.113.7' })).statusCode).toBe(201);
      const refused = await send(body(), { app: limited.app, ip: '203.0.113.7' });
      expectError(refused, 429, 'Too many messages from this address. Please try again later or call us.');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      // Another address still gets through.
      expect((await send(body(), { app: limited.app, ip: '203.0.113.8' })).statusCode).toBe(201);
      // One email from many addresses: the shop will not mail one person more than the limit an hour.
      const victim = { ...body(), email: 'victim@example.com' };
      for (const ip of ['198.51.100.1', '198.51.100.2']) {
        expect((await send(victim, { app: limited.app, ip })).statusCode).toBe(201);
      }
      expect((await send(victim, { app: limited.app, ip: '198.51.100.3' })).statusCode).toBe(429);
      // +tags and Gmail's dots reach one inbox: they count as one email (lib/mailbox-key.ts).
      for (const [email, ip] of [
        ['Vic.Tim+cars@gmail.com', '198.51.100.4'],
        ['victim+news@googlemail.com', '198.51.100.5'],
      ]) {
        expect((await send({ ...body(), email }, { app: limited.app, ip })).statusCode).toBe(201);
      }
      const tagged = await send(
        { ...body(), email: 'v.i.c.t.i.m+3@gmail.com' },
        { app: limited.app, ip: '198.51.100.6' },
      );
      expect(tagged.statusCode).toBe(429);
      expect(
        (await send({ ...body(), email: 'victim+x@example.com' }, { app: limited.app, ip: '198.51.100.7' }))
          .statusCode,
      ).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'holds across several app servers on one PostgreSQL',
    async () => {
      const shared = await createSharedTestDatabase(process.env.TEST_DATABASE_URL!);
      const databases = [shared.connect(), shared.connect()];
      const config = testConfig({ enquiries: { ...testConfig().enquiries, perHour: 2 } });
      const apps = await Promise.all(
        databases.map((database) => buildApp({ config, database, logger: false })),
      );
      try {
        const body = () => ({ ...general(), email: 'one@example.com' });
        expect((await send(body(), { app: apps[0], ip: '192.0.2.9' })).statusCode).toBe(201);
        expect((await send(body(), { app: apps[1], ip: '192.0.2.9' })).statusCode).toBe(201);
        expect((await send(body(), { app: apps[0], ip: '192.0.2.9' })).statusCode).toBe(429);
        expect((await send(body(), { app: apps[1], ip: '192.0.2.10' })).statusCode).toBe(429);
      } finally {
        for (const app of apps) await app.close();
        for (const database of databases) await database.close();
        await shared.drop();
      }
    },
  );
});
