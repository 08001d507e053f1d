import { addDays } from '@carshop/contract/opening-hours';
import { TRADE_IN_MESSAGES } from '@carshop/contract/trade-in';
import { UPLOAD_MESSAGES } from '@carshop/contract/upload';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { expectError, expectForbidden } from '../../../test/expect-error.ts';
import { jpegPicture, multipartBody } from '../../../test/picture-helpers.ts';
import { authHeader, checkoutBody, createBuyer, postOrder } from '../../../test/shop-helpers.ts';
import { startShopWithMail } from '../../../test/shop-with-mail.ts';
import { testConfig } from '../../../test/test-app.ts';
import { shopToday } from '../../lib/shop-today.ts';

/** "What is my car worth" (issue 32): the trade-in lead with photos, staff's offer, the buyer's acceptance. */

const { smtp, t, admin, car, stop } = await startShopWithMail({
  config: { enquiries: { ...testConfig().enquiries, perHour: 1000 } },
});
afterAll(stop);
const SHOP = t.app.mailSettings.shopEmail;
const sales = await loginAs(t.app, await createUser(t.db, { role: 'sales' }));
const inventory = await loginAs(t.app, await createUser(t.db, { role: 'inventory' }));
const photo = await jpegPicture(800, 600);

type Session = { token: string } | undefined;
const FIELDS = {
  name: 'Ada Seller',
  email: 'ada.seller@example.com',
  make: 'Ford',
  model: 'Focus',
  year: '2019',
  mileage: '54000',
  condition: 'good',
  vin: '1HGCM82633A004352',
};

/** POST /api/trade-ins as a browser sends the form: text fields and the photos. */
function sendTradeIn(fields: Record<string, string>, photos: Buffer[] = [], session?: Session) {
  const { payload, contentType } = multipartBody([
    ...Object.entries(fields).map(([field, content]) => ({ field, content })),
    ...photos.map((content, i) => ({
      field: 'photos',
      filename: `car-${i}.jpg`,
      type: 'image/jpeg',
      content,
    })),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/trade-ins',
    payload,
    headers: { ...authHeader(session), 'content-type': contentType },
  });
}

async function tradeIn(fields: Record<string, string> = {}, session?: Session) {
  const response = await sendTradeIn({ ...FIELDS, ...fields }, [], session);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string };
}

const offer = (session: Session, id: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/enquiries/${id}/trade-in/offer`,
    headers: authHeader(session),
    payload,
  });
const accept = (session: Session, id: string, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/enquiries/${id}/trade-in/accept`,
    headers: authHeader(session),
    payload,
  });
const inAWeek = () => addDays(shopToday(), 7);

describe('sending a trade-in', () => {
  it("takes a guest's car with photos, re-encoded as car pictures, and mails the shop and the sender", async () => {
    const email = `guest-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const response = await sendTradeIn(
      { ...FIELDS, email, carId: car.toUpperCase(), vin: '1hgcm82633a004352' },
      [photo, photo],
    );
    expect(response.statusCode, response.body).toBe(201);
    const enquiry = response.json().data;
    expect(enquiry).toMatchObject({
      type: 'trade-in',
      status: 'new',
      email,
      car: { _id: car, title: expect.stringContaining('Volvo XC40') },
      tradeIn: {
        vin: '1HGCM82633A004352',
        make: 'Ford',
        year: 2019,
        mileage: 54000,
        condition: 'good',
        offer: null,
      },
    });
    expect(enquiry.tradeIn.photos).toHaveLength(2);
    for (const url of enquiry.tradeIn.photos) {
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}-\d+\.webp$/);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
    const [shopMail] = await smtp.waitFor(SHOP);
    expect(shopMail!.subject).toContain('Trade-in: 2019 Ford Focus for the Volvo XC40');
    expect(shopMail!.text).toContain('54,000 km');
    expect(shopMail!.text).toContain(`https://shop.example${enquiry.tradeIn.photos[0]}`);
    const [ack] = await smtp.waitFor(email);
    expect(ack!.subject).toBe('We received your trade-in request | CarShop');
    // An unproven address is not mailed back what was typed (ADR 048).
    expect(ack!.text).not.toContain('Ford');
  });

  it('takes a registration instead of a VIN, and no car wanted', async () => {
    const { vin: _, ...withoutVin } = FIELDS;
    const response = await sendTradeIn({ ...withoutVin, registration: 'ab12 cde' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      car: null,
      tradeIn: { vin: null, registration: 'AB12 CDE' },
    });
  });

  it.each([
    [{ vin: '' }, TRADE_IN_MESSAGES.vinOrRegistration],
    [{ vin: '1HGCM82634A004352' }, 'check digit'],
    [{ year: '1800' }, TRADE_IN_MESSAGES.yearTooOld],
    [{ year: String(new Date().getFullYear() + 2) }, TRADE_IN_MESSAGES.yearFuture],
    [{ year: 'old' }, TRADE_IN_MESSAGES.yearRequired],
    [{ mileage: '-1' }, TRADE_IN_MESSAGES.mileageNegative],
    [{ mileage: '12.5' }, TRADE_IN_MESSAGES.mileageWhole],
    [{ mileage: '99999999' }, TRADE_IN_MESSAGES.mileageTooHigh],
    [{ mileage: '' }, TRADE_IN_MESSAGES.mileageRequired],
    [{ condition: 'mint' }, TRADE_IN_MESSAGES.badCondition],
    [{ make: 'Fo\u0000rd' }, 'control characters'],
    [{ message: 'hi\u0000' }, 'control characters'],
    [{ email: 'not-an-email' }, 'Invalid email'],
    [{ registration: 'AB<12>', vin: '' }, 'Registration must be'],
  ])('refuses %o (400)', async (fields, message) => {
    const response = await sendTradeIn({ ...FIELDS, ...fields });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses more than 6 photos, a file that is not a picture, a huge one, and a JSON body', async () => {
    expectError(await sendTradeIn(FIELDS, Array(7).fill(photo)), 400, TRADE_IN_MESSAGES.tooManyPhotos);
    expectError(
      await sendTradeIn(FIELDS, [Buffer.from('<svg onload=alert(1)>')]),
      415,
      UPLOAD_MESSAGES.wrongType,
    );
    expectError(
      await sendTradeIn(FIELDS, [Buffer.alloc(6 * 1024 * 1024, 0xff)]),
      413,
      TRADE_IN_MESSAGES.photoTooLarge,
    );
    const json = await t.app.inject({ method: 'POST', url: '/api/trade-ins', payload: FIELDS });
    expectError(json, 415, TRADE_IN_MESSAGES.notMultipart);
  });

  it('answers 404 for a wanted car that does not exist', async () => {
    const response = await sendTradeIn({ ...FIELDS, carId: crypto.randomUUID() });
    expect(response.statusCode, response.body).toBe(404);
  });

  it("is in a signed-in buyer's enquiries and in the staff's list, filtered by type", async () => {
    const buyer = await createBuyer(t.app, t.db);
    const sent = await tradeIn({ email: buyer.user.email }, buyer.session);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/enquiries',
      headers: authHeader(buyer.session),
    });
    expect(mine.json().data.map((e: { _id: string }) => e._id)).toEqual([sent._id]);
    const staff = await t.app.inject({
      method: 'GET',
      url: '/api/enquiries?type=trade-in&search=focus&limit=100',
      headers: authHeader(sales),
    });
    expect(staff.statusCode, staff.body).toBe(200);
    const listed = staff.json().data;
    expect(listed.every((e: { type: string }) => e.type === 'trade-in')).toBe(true);
    expect(listed.find((e: { _id: string }) => e._id === sent._id)?.tradeIn.make).toBe('Ford');
  });
});

describe('the offer', () => {
  it('is made by sales or an admin only, mailed to the buyer, and shown in their dashboard', async () => {
    const buyer = await createBuyer(t.app, t.db, { emailVerified: true });
    const sent = await tradeIn({ email: buyer.user.email }, buyer.session);
    const body = { amount: 7250.5, validUntil: inAWeek() };
    expectForbidden(await offer(buyer.session, sent._id, body));
    expectForbidden(await offer(inventory, sent._id, body));
    const made = await offer(sales, sent._id, body);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({
      status: 'contacted',
      tradeIn: { offer: { amount: 7250.5, acceptedAt: null } },
    });
    const [mail] = await smtp.waitFor(buyer.user.email, 2);
    const offerMail = (await smtp.waitFor(buyer.user.email, 2)).find((m) =>
      m.subject.startsWith('Our offer'),
    );
    expect(offerMail?.text ?? mail!.text).toContain('7,250.5');
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/enquiries/${sent._id}`,
      headers: authHeader(buyer.session),
    });
    expect(seen.json().data.tradeIn.offer).toMatchObject({ amount: 7250.5, validUntil: body.validUntil });
  });

  it.each([
    [{ amount: 0, validUntil: inAWeek() }, TRADE_IN_MESSAGES.offerAmount],
    [{ amount: 100.123, validUntil: inAWeek() }, TRADE_IN_MESSAGES.offerCents],
    [{ amount: 1e9, validUntil: inAWeek() }, TRADE_IN_MESSAGES.offerTooHigh],
    [{ amount: 100, validUntil: addDays(shopToday(), -1) }, TRADE_IN_MESSAGES.validUntilPast],
    [{ amount: 100, validUntil: addDays(shopToday(), 91) }, TRADE_IN_MESSAGES.validUntilFar],
    [{ amount: 100, validUntil: 'soon' }, TRADE_IN_MESSAGES.validUntil],
  ])('refuses %o (400)', async (body, message) => {
    const sent = await tradeIn();
    expectError(await offer(admin, sent._id, body), 400, message);
  });

  it('is refused for another kind of enquiry (409) and an unknown one (404)', async () => {
    const question = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { type: 'question', name: 'Q', email: 'q@example.com', message: 'Hi?', carId: car },
    });
    const body = { amount: 100, validUntil: inAWeek() };
    expectError(await offer(admin, question.json().data._id, body), 409, TRADE_IN_MESSAGES.notTradeIn);
    expect((await offer(admin, crypto.randomUUID(), body)).statusCode).toBe(404);
  });
});

describe('accepting the offer', () => {
  async function offered(amount = 5000) {
    const buyer = await createBuyer(t.app, t.db);
    const sent = await tradeIn({ email: buyer.user.email, carId: car }, buyer.session);
    expect((await offer(admin, sent._id, { amount, validUntil: inAWeek() })).statusCode).toBe(200);
    return { ...buyer, id: sent._id };
  }

  it("is the buyer's alone: someone else's id, also in capitals, is 404; staff cannot accept for them", async () => {
    const { id, session } = await offered();
    const other = await createBuyer(t.app, t.db);
    expectError(await accept(other.session, id), 404, 'Enquiry not found');
    expectError(await accept(other.session, id.toUpperCase()), 404, 'Enquiry not found');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/enquiries/${id.toUpperCase()}`,
          headers: authHeader(other.session),
        })
      ).statusCode,
    ).toBe(404);
    expect((await accept(admin, id)).statusCode).toBe(404);
    expect((await accept(undefined, id)).statusCode).toBe(401);
    expect((await accept(session, id.toUpperCase())).statusCode).toBe(200);
  });

  it('is refused before an offer and after its last day (409 with a message)', async () => {
    const buyer = await createBuyer(t.app, t.db);
    const sent = await tradeIn({ email: buyer.user.email }, buyer.session);
    expectError(await accept(buyer.session, sent._id), 409, TRADE_IN_MESSAGES.noOffer);
    await offer(admin, sent._id, { amount: 900, validUntil: shopToday() });
    await t.db.execute(
      sql`update trade_ins set offer_valid_until = ${addDays(shopToday(), -1)} where enquiry_id = ${sent._id}`,
    );
    expectError(await accept(buyer.session, sent._id), 409, TRADE_IN_MESSAGES.expired);
  });

  it('happens once when sent twice at once, and then the offer can no longer change', async () => {
    const { id, session } = await offered();
    const answers = await Promise.all([accept(session, id), accept(session, id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(TRADE_IN_MESSAGES.alreadyAccepted);
    expectError(
      await offer(admin, id, { amount: 1, validUntil: inAWeek() }),
      409,
      TRADE_IN_MESSAGES.acceptedOfferFixed,
    );
  });

  it("goes with the buyer's pending order of the car asked about, shown on the order to the buyer and staff", async () => {
    const { id, session } = await offered(6400);
    const order = await postOrder(t.app, session, checkoutBody([{ car, quentity: 1 }]));
    expect(order.statusCode, order.body).toBe(201);
    const orderId = order.json().data._id;
    const accepted = await accept(session, id);
    expect(accepted.json().data.tradeIn.offer.order).toEqual({ _id: orderId, number: expect.any(Number) });
    for (const who of [session, admin]) {
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}`,
        headers: authHeader(who),
      });
      expect(read.json().data.tradeIn).toEqual({ title: '2019 Ford Focus', amount: 6400 });
    }
  });

  it('is put on an order at checkout, once, and only on a pending order of the buyer', async () => {
    const { id, session } = await offered(3000);
    const link = (orderId: string, who: Session = session) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/enquiries/${id}/trade-in/order`,
        headers: authHeader(who),
        payload: { orderId },
      });
    const other = await createBuyer(t.app, t.db);
    const theirs = await postOrder(t.app, other.session, checkoutBody([{ car, quentity: 1 }]));
    const mine = await postOrder(t.app, session, checkoutBody([{ car, quentity: 1 }]));
    expectError(await link(mine.json().data._id), 409, TRADE_IN_MESSAGES.notAccepted);
    expect((await accept(session, id, { orderId: theirs.json().data._id })).statusCode).toBe(409);
    // The refused acceptance changed nothing: accepted without an order, it goes with the pending one of the car.
    expect((await accept(session, id)).json().data.tradeIn.offer.order._id).toBe(mine.json().data._id);
    expectError(await link(mine.json().data._id), 409, TRADE_IN_MESSAGES.tradeInOnOrder);
    expect((await link(mine.json().data._id, other.session)).statusCode).toBe(404);
  });
});
