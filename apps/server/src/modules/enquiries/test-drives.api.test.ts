import { addDays, parseOpeningHours, testDriveSlots, weekdayOf } from '@carshop/contract/opening-hours';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { expectError, expectForbidden, expectUnauthorized } from '../../../test/expect-error.ts';
import { auditAbout, authHeader, createBuyer, getData } from '../../../test/shop-helpers.ts';
import { startShopWithMail } from '../../../test/shop-with-mail.ts';
import { testConfig } from '../../../test/test-app.ts';
import { shopToday } from '../../lib/shop-today.ts';
import { createCar } from '../../seed/car-factory.ts';
import { addCars } from '../cars/catalogue.service.ts';
import { slotStart } from './calendar.ts';

/** Test drives worked to the end (issue 30): confirmed, moved, canceled, mailed with an invitation; no overlap. */

const SHOP_EMAIL = 'sales@shop.example';
const { smtp, t, admin, car, stop } = await startShopWithMail({
  mail: { shopEmail: SHOP_EMAIL },
  config: { enquiries: { ...testConfig().enquiries, perHour: 1000 } },
});
afterAll(stop);

const week = parseOpeningHours('Mon-Fri 09:00-18:00, Sat 10:00-16:00');
if (typeof week === 'string') throw new Error(week);
/** The `n`th day from tomorrow on which the shop opens (`closed`: the first on which it does not). */
function openDay(n = 0, { closed = false } = {}): string {
  for (let ahead = 1, seen = 0; ; ahead++) {
    const date = addDays(shopToday(), ahead);
    if (Boolean(week[weekdayOf(date)]) === closed) continue;
    if (seen++ === n) return date;
  }
}
const slotsOf = (date: string) => testDriveSlots(week[weekdayOf(date)] ?? null);

type Session = { token: string } | undefined;
let sequence = 0;
async function book(
  date: string,
  time: string,
  options: { carId?: string; session?: Session; email?: string } = {},
) {
  sequence += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/enquiries',
    headers: authHeader(options.session),
    payload: {
      type: 'test-drive',
      name: `Ada Drive ${sequence}`,
      email: options.email ?? `drive${sequence}@example.com`,
      phone: '+44 20 7946 0000',
      message: 'Looking forward to it.',
      carId: options.carId ?? car,
      preferredDate: date,
      preferredTime: time,
    },
  });
  return response;
}
async function booked(date: string, time: string, options: Parameters<typeof book>[2] = {}) {
  const response = await book(date, time, options);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; email: string; name: string };
}
const schedule = (session: Session, id: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/enquiries/${id}/test-drive`,
    headers: authHeader(session),
    payload: payload as object,
  });
const free = (carId: string, date: string) =>
  t.app.inject({ method: 'GET', url: `/api/enquiries/free-slots?carId=${carId}&date=${date}` });

/** The buyer's test-drive mails so far (the acknowledgement excluded), each with its calendar invitation's text. */
async function invitations(email: string, count: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = smtp.received.filter((mail) => mail.to === email && /^Test drive /.test(mail.subject));
    if (mails.length >= count || Date.now() > deadline) {
      expect(mails.length).toBe(count);
      // In the order of their SEQUENCE, not of arrival: the outbox may send two changes made together in either
      // order, and calendars apply the highest SEQUENCE whatever order they come in.
      const sequenceOf = (ics: string) => Number(/^SEQUENCE:(\d+)/m.exec(ics)?.[1]);
      const found = await Promise.all(
        mails.map(async (mail) => {
          const parsed = await simpleParser(mail.raw);
          const ics = parsed.attachments.find((file) => file.filename === 'test-drive.ics');
          expect(ics, mail.subject).toBeTruthy();
          return {
            mail,
            contentType: ics!.contentType,
            ics: ics!.content.toString('utf8').replace(/\r?\n\t/g, ''),
          };
        }),
      );
      return found.sort((a, b) => sequenceOf(a.ics) - sequenceOf(b.ics));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const icsTime = (date: string, time: string) =>
  `${slotStart(date, time).toISOString().replaceAll(/[-:]/g, '').slice(0, 15)}Z`;

describe('confirming, moving and canceling a test drive', () => {
  it('mails the buyer each change with one invitation UID, SEQUENCE bumped, REQUEST then CANCEL', async () => {
    const [date, time] = [openDay(0), slotsOf(openDay(0))[1]!];
    const drive = await booked(date, time);

    const confirmed = await schedule(admin, drive._id, { status: 'confirmed' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: 'Test drive confirmed; the buyer is mailed an invitation',
      data: { driveStatus: 'confirmed', status: 'contacted', preferredDate: date, preferredTime: time },
    });
    const [first] = await invitations(drive.email, 1);
    expect(first!.mail.subject).toContain('Test drive confirmed: Volvo XC40');
    expect(first!.mail.raw).toMatch(new RegExp(`^Reply-To: ${SHOP_EMAIL}\\r?$`, 'mi'));
    expect(first!.contentType).toBe('text/calendar');
    const uid = `UID:test-drive-${drive._id}@shop.example`;
    for (const line of [
      'METHOD:REQUEST',
      uid,
      'SEQUENCE:1',
      'STATUS:CONFIRMED',
      `DTSTART:${icsTime(date, time)}`,
    ])
      expect(first!.ics).toContain(line);
    // The buyer's typed name is not in the invitation to an unproven address (ADR 048).
    expect(first!.ics).not.toContain(drive.name);

    // The same tap again (in capitals too): nothing changes, nothing more is mailed.
    const again = await schedule(admin, drive._id.toUpperCase(), { status: 'confirmed' });
    expect(again.json()).toMatchObject({ message: 'Nothing changed', data: { driveStatus: 'confirmed' } });

    const [newDate, newTime] = [openDay(1), slotsOf(openDay(1))[3]!];
    const moved = await schedule(admin, drive._id, {
      status: 'confirmed',
      preferredDate: newDate,
      preferredTime: newTime,
    });
    expect(moved.json()).toMatchObject({
      message: 'Test drive moved; the buyer is mailed the new time',
      data: { driveStatus: 'confirmed', preferredDate: newDate, preferredTime: newTime },
    });
    expect((await free(car, newDate)).json().data.slots).not.toContain(newTime);
    expect((await free(car, date)).json().data.slots).toContain(time);

    const canceled = await schedule(admin, drive._id, { status: 'canceled' });
    expect(canceled.json()).toMatchObject({
      message: 'Test drive canceled; the buyer is mailed',
      data: { driveStatus: 'canceled' },
    });
    const [, second, third] = await invitations(drive.email, 3);
    for (const line of ['METHOD:REQUEST', uid, 'SEQUENCE:2', `DTSTART:${icsTime(newDate, newTime)}`])
      expect(second!.ics).toContain(line);
    expect(second!.mail.subject).toContain('Test drive moved');
    for (const line of ['METHOD:CANCEL', uid, 'SEQUENCE:3', 'STATUS:CANCELLED'])
      expect(third!.ics).toContain(line);
    expect(third!.mail.subject).toContain('Test drive canceled');
    expect((await free(car, newDate)).json().data.slots).toContain(newTime);

    // Each change is in the audit log with before and after; the same tap twice is not.
    const mine = (await auditAbout(t.app, admin, drive._id, '&kind=test-drive.scheduled')).reverse();
    expect(mine.map((entry: { before: object; after: object }) => [entry.before, entry.after])).toEqual([
      [
        { driveStatus: 'requested', date, time },
        { driveStatus: 'confirmed', date, time },
      ],
      [
        { driveStatus: 'confirmed', date, time },
        { driveStatus: 'confirmed', date: newDate, time: newTime },
      ],
      [
        { driveStatus: 'confirmed', date: newDate, time: newTime },
        { driveStatus: 'canceled', date: newDate, time: newTime },
      ],
    ]);
  });

  it('greets the signed-in buyer at their proven address by name, and puts it in the invitation', async () => {
    const buyer = await createBuyer(t.app, t.db, { emailVerified: true });
    const date = openDay(2);
    const drive = await booked(date, slotsOf(date)[0]!, { session: buyer.session, email: buyer.user.email });
    expect((await schedule(admin, drive._id, { status: 'confirmed' })).statusCode).toBe(200);
    const [invitation] = await invitations(buyer.user.email, 1);
    expect(invitation!.mail.text).toContain(`Hello ${drive.name},`);
    expect(invitation!.ics).toContain(`CN="${drive.name}"`);
  });
});

describe('no two confirmed test drives of one car at one time', () => {
  it('refuses a second confirmation or a move into a held time (409), and a booking for it', async () => {
    const date = openDay(3);
    const [held, other] = [slotsOf(date)[0]!, slotsOf(date)[1]!];
    const a = await booked(date, held);
    const b = await booked(date, held);
    const c = await booked(date, other);
    expect((await schedule(admin, a._id, { status: 'confirmed' })).statusCode).toBe(200);
    const slotTaken = 'Another test drive of this car is confirmed at that time. Choose another time.';
    expectError(await schedule(admin, b._id, { status: 'confirmed' }), 409, slotTaken);
    expectError(
      await schedule(admin, c._id, { status: 'confirmed', preferredDate: date, preferredTime: held }),
      409,
      slotTaken,
    );
    expectError(await book(date, held), 409, slotTaken);
    expect((await free(car, date)).json().data.slots).not.toContain(held);
    // Another car's test drive at that time is another matter.
    const [otherCar] = await addCars(t.db, [createCar({ brand: 'Skoda', model: 'Octavia' })]);
    const d = await booked(date, held, { carId: otherCar!._id });
    expect((await schedule(admin, d._id, { status: 'confirmed' })).statusCode).toBe(200);
    // Canceled, the time is free again.
    expect((await schedule(admin, a._id, { status: 'canceled' })).statusCode).toBe(200);
    expect((await schedule(admin, b._id, { status: 'confirmed' })).statusCode).toBe(200);
  });

  it('lets exactly one of several confirmations at once have the time', async () => {
    const date = openDay(4);
    const time = slotsOf(date)[2]!;
    const drives = [];
    for (let i = 0; i < 4; i++) drives.push(await booked(date, time));
    const answers = await Promise.all(
      drives.map((drive) => schedule(admin, drive._id, { status: 'confirmed' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const list = await getData(t.app, admin, '/api/enquiries?type=test-drive&limit=100');
    const confirmedThere = list.filter(
      (e: { driveStatus: string; preferredDate: string; preferredTime: string }) =>
        e.driveStatus === 'confirmed' && e.preferredDate === date && e.preferredTime === time,
    );
    expect(confirmedThere).toHaveLength(1);
  });
});

describe('who may schedule, and bad input', () => {
  it('lets staff only: a visitor 401, the buyer 403, sales staff yes; a question 409; an unknown id 404', async () => {
    const buyer = await createBuyer(t.app, t.db);
    const date = openDay(5);
    const drive = await booked(date, slotsOf(date)[4]!, { session: buyer.session, email: buyer.user.email });
    expectUnauthorized(await schedule(undefined, drive._id, { status: 'confirmed' }));
    expectForbidden(await schedule(buyer.session, drive._id, { status: 'confirmed' }));
    const sales = await loginAs(t.app, await createUser(t.db, { role: 'sales' }));
    expect((await schedule(sales, drive._id, { status: 'confirmed' })).statusCode).toBe(200);
    expectError(await schedule(admin, crypto.randomUUID(), { status: 'canceled' }), 404, 'Enquiry not found');
    const question = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { type: 'question', name: 'Q', email: 'q@example.com', message: 'Hi', carId: car },
    });
    expectError(
      await schedule(admin, question.json().data._id, { status: 'confirmed' }),
      409,
      'This enquiry is not a test drive',
    );
  });

  it('answers 400 with a message for a wrong status, half a time, a closed day or a time outside the hours', async () => {
    const date = openDay(6);
    const drive = await booked(date, slotsOf(date)[5]!);
    expectError(
      await schedule(admin, drive._id, { status: 'maybe' }),
      400,
      'Status must be confirmed or canceled',
    );
    expectError(
      await schedule(admin, drive._id, { status: 'confirmed', preferredDate: openDay(7) }),
      400,
      'Choose a time for your test drive',
    );
    expectError(
      await schedule(admin, drive._id, {
        status: 'confirmed',
        preferredDate: openDay(0, { closed: true }),
        preferredTime: '10:00',
      }),
      400,
      'We are closed on Sundays. Choose another day.',
    );
    expectError(
      await schedule(admin, drive._id, { status: 'confirmed', preferredDate: date, preferredTime: '23:30' }),
      400,
      `Choose a time within our opening hours on ${['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'][weekdayOf(date)]} (${week[weekdayOf(date)]!.open}–${week[weekdayOf(date)]!.close})`,
    );
    expectError(
      await schedule(admin, drive._id, {
        status: 'confirmed',
        preferredDate: '2020-01-01',
        preferredTime: '10:00',
      }),
      400,
      'Choose a date from tomorrow up to 60 days ahead',
    );
  });
});

describe('free test-drive times', () => {
  it('are the day’s slots, none on a closed or far day; 404 for an unknown car, 400 for a bad date', async () => {
    const date = openDay(8);
    const answer = await free(car.toUpperCase(), date);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({ date, slots: slotsOf(date) });
    expect((await free(car, openDay(0, { closed: true }))).json().data.slots).toEqual([]);
    expect((await free(car, addDays(shopToday(), 61))).json().data.slots).toEqual([]);
    expect((await free(car, shopToday())).json().data.slots).toEqual([]);
    expect((await free(crypto.randomUUID(), date)).statusCode).toBe(404);
    expectError(await free(car, 'tomorrow'), 400, 'Choose a date for your test drive');
  });
});
