import { ORDER_MESSAGES } from '@carshop/contract/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { checkoutBody, createBuyer, putOrderStatus } from '../../../test/shop-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { createCar } from '../../seed/car-factory.ts';
import { addCars } from '../cars/catalogue.service.ts';
import { addressKey, phoneKey } from './fair-use.ts';

/**
 * Fair use across accounts (issue 28, ADR 047): fresh accounts from one client address, or sending to one phone or
 * one delivery address, cannot hold more than a cap of cars between them in open orders.
 */
const defaults = loadConfig({});
const PER_ADDRESS = defaults.maxOpenUnitsPerAddress;
const PER_DELIVERY = defaults.maxOpenUnitsPerDelivery;

let t: Awaited<ReturnType<typeof createTestApp>>;
let car = '';
beforeAll(async () => {
  t = await createTestApp({
    maxOpenUnitsPerCustomer: defaults.maxOpenUnitsPerCustomer,
    maxOpenUnitsPerAddress: PER_ADDRESS,
    maxOpenUnitsPerDelivery: PER_DELIVERY,
  });
  car = (await addCars(t.db, [createCar({ quantity: 5000 })]))[0]!._id;
});
afterAll(() => t.close());

let serial = 0;
/** A delivery no other test uses (phone and address), so each test meets only the cap it is about. */
const freshDelivery = () => {
  serial += 1;
  return {
    phone: `+1 555 ${String(serial).padStart(4, '0')} 77`,
    address: `${serial} Hoard Lane, Springfield`,
  };
};
let network = 0;
const freshIp = () => `192.0.2.${++network}`;

async function checkout(
  session: { token: string },
  quentity: number,
  { ip, phone, address }: { ip: string; phone: string; address: string },
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization: session.token },
    remoteAddress: ip,
    payload: checkoutBody([{ car, quentity }], { phone, address }),
  });
}

const buyers = (count: number) =>
  Promise.all(Array.from({ length: count }, () => createBuyer(t.app, t.db).then((buyer) => buyer.session)));

describe('open cars counted across accounts', () => {
  it('has the defaults the ADR names', () => {
    expect([PER_ADDRESS, PER_DELIVERY]).toEqual([20, 10]);
  });

  it('per client address: a third fresh account from one address cannot add to its 20 cars', async () => {
    const ip = freshIp();
    const [a, b, c] = await buyers(3);
    expect((await checkout(a!, 10, { ip, ...freshDelivery() })).statusCode).toBe(201);
    expect((await checkout(b!, 10, { ip, ...freshDelivery() })).statusCode).toBe(201);
    const over = await checkout(c!, 1, { ip, ...freshDelivery() });
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json()).toEqual({
      success: false,
      message: ORDER_MESSAGES.openUnitsPerClientAddress(20, 20),
    });
    expect(over.json().message).toBe(
      'At most 20 cars can be in open orders placed from one network, and 20 already are. Please contact us to order more.',
    );
    // The same account from another address is fine.
    expect((await checkout(c!, 1, { ip: freshIp(), ...freshDelivery() })).statusCode).toBe(201);
  });

  it('per client address: IPv6 addresses of one /64 are one address', async () => {
    const [a, b] = await buyers(2);
    expect((await checkout(a!, 10, { ip: '2001:db8:28:1::1', ...freshDelivery() })).statusCode).toBe(201);
    expect((await checkout(b!, 10, { ip: '2001:db8:28:1:ffff::9', ...freshDelivery() })).statusCode).toBe(
      201,
    );
    const [c] = await buyers(1);
    expect((await checkout(c!, 1, { ip: '2001:db8:28:1:abcd:1:2:3', ...freshDelivery() })).statusCode).toBe(
      409,
    );
    expect((await checkout(c!, 1, { ip: '2001:db8:28:2::1', ...freshDelivery() })).statusCode).toBe(201);
  });

  it('per delivery phone: its digits, however it is written, from any account and address', async () => {
    const [a, b] = await buyers(2);
    const first = await checkout(a!, 7, {
      ip: freshIp(),
      phone: '+1 (555) 010-0199',
      address: freshDelivery().address,
    });
    expect(first.statusCode, first.body).toBe(201);
    const over = await checkout(b!, 4, {
      ip: freshIp(),
      phone: '1 555 0100199',
      address: freshDelivery().address,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(ORDER_MESSAGES.openUnitsPerPhone(10, 7));
    expect(over.json().message).toBe(
      'At most 10 cars can be in open orders for one phone number, and this one already has 7. More can be ordered once those are delivered.',
    );
    const exact = await checkout(b!, 3, {
      ip: freshIp(),
      phone: '15550100199',
      address: freshDelivery().address,
    });
    expect(exact.statusCode, exact.body).toBe(201);
  });

  it('per delivery address: its letters and digits, in any case and spacing', async () => {
    const [a, b] = await buyers(2);
    const first = await checkout(a!, 9, {
      ip: freshIp(),
      phone: freshDelivery().phone,
      address: '221B Baker Street, London',
    });
    expect(first.statusCode).toBe(201);
    const over = await checkout(b!, 2, {
      ip: freshIp(),
      phone: freshDelivery().phone,
      address: '  221b  BAKER street. london ',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(ORDER_MESSAGES.openUnitsPerDeliveryAddress(10, 9));
  });

  it('counts open orders only: a canceled or delivered order frees its cars', async () => {
    const admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }));
    const ip = freshIp();
    const [a, b, c] = await buyers(3);
    const order = await checkout(a!, 10, { ip, ...freshDelivery() });
    expect((await checkout(b!, 10, { ip, ...freshDelivery() })).statusCode).toBe(201);
    expect((await checkout(c!, 5, { ip, ...freshDelivery() })).statusCode).toBe(409);
    expect((await putOrderStatus(t.app, admin, order.json().data._id, 'canceled')).statusCode).toBe(200);
    expect((await checkout(c!, 5, { ip, ...freshDelivery() })).statusCode).toBe(201);
  });

  it('does not limit admins', async () => {
    const admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }));
    const ip = freshIp();
    const delivery = freshDelivery();
    for (let i = 0; i < 3; i++) expect((await checkout(admin, 10, { ip, ...delivery })).statusCode).toBe(201);
  });

  it('holds when many accounts from one address check out at once', async () => {
    const ip = freshIp();
    const sessions = await buyers(8);
    const answers = await Promise.all(
      sessions.map((session) => checkout(session, 3, { ip, ...freshDelivery() })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 409, 409]); // 18 of 20; a seventh would make 21
  });

  it('holds when many accounts send to one phone at once, from different addresses', async () => {
    const { phone } = freshDelivery();
    const sessions = await buyers(8);
    const answers = await Promise.all(
      sessions.map((session) =>
        checkout(session, 3, { ip: freshIp(), phone, address: freshDelivery().address }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]); // 9 of 10
  });
});

describe('the keys', () => {
  it('fold a phone to its digits and an address to its letters and digits', () => {
    expect(phoneKey('+880 (1712) 345-678')).toBe('8801712345678');
    expect(addressKey('12, Lake Road —  DHAKA')).toBe('12lakeroaddhaka');
    expect(addressKey('Straße 5, KÖLN')).toBe('straße5köln');
  });
});
