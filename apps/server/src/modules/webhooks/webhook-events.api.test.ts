import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { carsCsvOf, csvCar, importCars } from '../../../test/car-import-helpers.ts';
import { askToPay, placeOrderOf, startPayingShop } from '../../../test/paying-shop.ts';
import { authHeader, newCarBody, postCar, putOrderStatus } from '../../../test/shop-helpers.ts';
import { queryRows } from '../../../test/sql.ts';
import { testConfig } from '../../../test/test-app.ts';
import { addEndpoint } from '../../../test/webhook-receiver.ts';

/**
 * Which changes queue which events (issue 31, ADR 066): each in the transaction of the change, so a change that
 * is refused queues nothing, and only for the endpoints that asked for its type. Read under the API, in the
 * outbox's rows; sending them is webhooks.api.test.ts's.
 */

const { stripe, t, admin, stop } = await startPayingShop({
  webhooks: { ...testConfig().webhooks, allowPrivate: true },
});
afterAll(stop);
const { app, db } = t;

const everything = await addEndpoint(app, admin, 'http://127.0.0.1:9/all', [
  'order.created',
  'order.status_changed',
  'payment.received',
  'enquiry.created',
  'car.created',
  'car.updated',
  'car.deleted',
  'car.sold',
]);
const carsOnly = await addEndpoint(app, admin, 'http://127.0.0.1:9/cars', ['car.created']);

type Event = { id: string; type: string; created: string; data: { car: { _id: string; brand: string } } };

/** The events queued for an endpoint, oldest first, as their bodies say. */
async function eventsOf(endpointId: string): Promise<Event[]> {
  const rows = await queryRows<{ payload: string }>(
    db,
    sql`select payload from webhook_deliveries where endpoint_id = ${endpointId} order by created_at, id`,
  );
  return rows.map((row) => JSON.parse(row.payload));
}

/** What `change` queued for the endpoint that wants everything. */
async function queuedBy(change: () => Promise<unknown>): Promise<Event[]> {
  const before = (await eventsOf(everything.id)).length;
  await change();
  return (await eventsOf(everything.id)).slice(before);
}

describe('car events', () => {
  it('queues car.created, car.updated with what changed, car.deleted', async () => {
    let carId = '';
    const created = await queuedBy(async () => {
      carId = (await postCar(app, admin, { ...newCarBody, brand: 'Lada' })).json().data._id;
    });
    expect(created).toMatchObject([{ type: 'car.created', data: { car: { _id: carId, brand: 'Lada' } } }]);
    expect(created[0]!.created).toMatch(/^\d{4}-\d\d-\d\dT/);
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: `/api/cars/${carId}`, headers: authHeader(admin), payload });
    const updated = await queuedBy(() => put({ price: 12_345 }));
    expect(updated).toMatchObject([
      {
        type: 'car.updated',
        data: { car: { _id: carId, price: 12_345 }, previous: { price: newCarBody.price } },
      },
    ]);
    // Nothing changed, nothing to tell.
    expect(await queuedBy(() => put({ price: 12_345 }))).toEqual([]);
    const deleted = await queuedBy(() =>
      app.inject({ method: 'DELETE', url: `/api/cars/${carId}`, headers: authHeader(admin) }),
    );
    expect(deleted).toMatchObject([{ type: 'car.deleted', data: { car: { _id: carId } } }]);
    // The endpoint for car.created only heard of the creation.
    const mine = (await eventsOf(carsOnly.id)).filter((event) => event.data.car._id === carId);
    expect(mine.map((event) => event.type)).toEqual(['car.created']);
  });

  it('queues nothing for a change that is refused (its transaction rolled back)', async () => {
    const vin = '1HGCM82633A004352';
    const first = (await postCar(app, admin, { ...newCarBody, vin })).json().data._id;
    const second = (await postCar(app, admin, newCarBody)).json().data._id;
    const refused = await queuedBy(async () => {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/cars/${second}`,
        headers: authHeader(admin),
        payload: { vin },
      });
      expect(response.statusCode).toBe(409);
      expect((await postCar(app, admin, { ...newCarBody, vin })).statusCode).toBe(409);
    });
    expect(refused).toEqual([]);
    expect(first).toBeTruthy();
  });

  it('queues one event per car a CSV import adds or changes, none for its preview', async () => {
    const rows = [csvCar({ brand: 'Dacia' }), csvCar({ brand: 'Dacia' })];
    expect(await queuedBy(() => importCars(app, admin, carsCsvOf(rows)))).toEqual([]);
    const added = await queuedBy(() => importCars(app, admin, carsCsvOf(rows), { commit: true }));
    expect(added.map((event) => [event.type, event.data.car.brand])).toEqual([
      ['car.created', 'Dacia'],
      ['car.created', 'Dacia'],
    ]);
    expect(new Set(added.map((event) => event.id)).size).toBe(2);
    const changed = await queuedBy(() =>
      importCars(app, admin, carsCsvOf([{ ...rows[0]!, price: 99 }, rows[1]!]), { commit: true }),
    );
    expect(changed).toMatchObject([
      { type: 'car.updated', data: { car: { price: 99 }, previous: { price: 19_500 } } },
    ]);
  });
});

describe('orders, payments, enquiries', () => {
  it('queues order.created, car.updated for the stock and car.sold for the last one, order.status_changed', async () => {
    const carId = (await postCar(app, admin, { ...newCarBody, quantity: 1 })).json().data._id;
    let orderId = '';
    const placed = await queuedBy(async () => {
      orderId = (await placeOrderOf(t, carId)).order._id;
    });
    expect(placed.map((event) => event.type).sort()).toEqual(['car.sold', 'car.updated', 'order.created']);
    expect(placed.find((event) => event.type === 'car.sold')).toMatchObject({
      data: { car: { _id: carId, quantity: 0, inStock: false } },
    });
    expect(placed.find((event) => event.type === 'car.updated')).toMatchObject({
      data: { car: { _id: carId, quantity: 0 }, previous: { quantity: 1 } },
    });
    expect(placed.find((event) => event.type === 'order.created')).toMatchObject({
      data: { order: { _id: orderId } },
    });
    const moved = await queuedBy(() => putOrderStatus(app, admin, orderId, 'processing'));
    expect(moved).toMatchObject([
      {
        type: 'order.status_changed',
        data: { from: 'pending', to: 'processing', order: { _id: orderId, status: 'processing' } },
      },
    ]);
    // Canceled, the car is back in stock: a marketplace that heard it was sold hears it is for sale again.
    const canceled = await queuedBy(() => putOrderStatus(app, admin, orderId, 'canceled'));
    expect(canceled.map((event) => event.type).sort()).toEqual(['car.updated', 'order.status_changed']);
    expect(canceled.find((event) => event.type === 'car.updated')).toMatchObject({
      data: { car: { _id: carId, quantity: 1, inStock: true }, previous: { quantity: 0 } },
    });
  });

  it('queues car.updated for a checkout that leaves some in stock, with the quantity before', async () => {
    const carId = (await postCar(app, admin, { ...newCarBody, quantity: 3 })).json().data._id;
    const placed = await queuedBy(() => placeOrderOf(t, carId));
    expect(placed.map((event) => event.type).sort()).toEqual(['car.updated', 'order.created']);
    expect(placed.find((event) => event.type === 'car.updated')).toMatchObject({
      data: { car: { _id: carId, quantity: 2, inStock: true }, previous: { quantity: 3 } },
    });
  });

  it('queues payment.received once, however often the provider tells of it', async () => {
    const carId = (await postCar(app, admin, { ...newCarBody, quantity: 5 })).json().data._id;
    const { buyer, order } = await placeOrderOf(t, carId, { payment: 'full' });
    const paid = await queuedBy(async () => {
      const { clientSecret } = (await askToPay(t, buyer.session, { orderId: order._id })).json().data;
      const event = await stripe.pay(stripe.intentOf(clientSecret).id);
      await stripe.deliver(event);
    });
    expect(paid).toMatchObject([
      {
        type: 'payment.received',
        data: { payment: { orderId: order._id, kind: 'payment', status: 'succeeded' } },
      },
    ]);
  });

  it('queues enquiry.created', async () => {
    const sent = await queuedBy(() =>
      app.inject({
        method: 'POST',
        url: '/api/enquiries',
        payload: { type: 'general', name: 'Ada', email: 'ada@example.com', message: 'Trade-ins?' },
      }),
    );
    expect(sent).toMatchObject([
      { type: 'enquiry.created', data: { enquiry: { type: 'general', name: 'Ada' } } },
    ]);
  });

  it('queues nothing for a disabled endpoint', async () => {
    await app.inject({
      method: 'PATCH',
      url: `/api/webhooks/${carsOnly.id}`,
      headers: authHeader(admin),
      payload: { enabled: false },
    });
    const before = (await eventsOf(carsOnly.id)).length;
    await postCar(app, admin, newCarBody);
    expect(await eventsOf(carsOnly.id)).toHaveLength(before);
  });
});
