import type { Car } from '@carshop/contract/car';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectForbidden, expectUnauthorized } from '../../../test/expect-error.ts';
import * as shop from '../../../test/shop-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ORDER_CSV_COLUMNS } from './order-export.service.ts';

/** Orders out by CSV (issue 31, ADR 063): one row per order line, the admin list's filters, admins only. */
let t: TestApp;
type Session = { token: string };
let admin: Session;
let seller: Session;
let buyer: Session;

beforeAll(async () => {
  t = await createTestApp();
  const users = await Promise.all([
    shop.createBuyer(t.app, t.db, { role: 'admin' }),
    shop.createBuyer(t.app, t.db, { role: 'sales' }),
    shop.createBuyer(t.app, t.db),
  ]);
  [admin, seller, buyer] = users.map((user) => user.session) as [Session, Session, Session];
});
afterAll(() => t.close());

const exportOrders = (query = '', session: Session = admin) =>
  t.app.inject({ url: `/api/orders/export${query}`, headers: shop.authHeader(session) });

describe('GET /api/orders/export', () => {
  it('writes a row per order line; a name a spreadsheet would run is made text; the filters apply', async () => {
    const added = async (body: object) => (await shop.postCar(t.app, admin, body)).json().data as Car;
    const sedan = await added(shop.newCarBody);
    const truck = await added({ ...shop.newCarBody, brand: 'Ford', model: 'F-150', category: 'Truck' });
    const placed = await shop.postOrder(
      t.app,
      buyer,
      shop.checkoutBody(
        [
          { car: sedan._id, quentity: 1 },
          { car: truck._id, quentity: 2 },
        ],
        { name: '=SUM(A1:A9)' },
      ),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data;

    const response = await exportOrders();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...lines] = response.body.split('\r\n').filter(Boolean);
    expect(header).toBe(ORDER_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(`${order.number},${order._id},`);
    expect(lines[0]).toContain(",'=SUM(A1:A9),");
    const cells = parse(response.body) as string[][];
    expect(cells.slice(1).map((row) => row.slice(13, 18))).toEqual(
      expect.arrayContaining([
        ['Toyota', 'Camry', '2022', 'Sedan', '1'],
        ['Ford', 'F-150', '2022', 'Truck', '2'],
      ]),
    );
    expect((await exportOrders('?status=delivered')).body.split('\r\n').filter(Boolean)).toHaveLength(1);
  });

  it('is for admins only', async () => {
    expectUnauthorized(await t.app.inject({ url: '/api/orders/export' }));
    expectForbidden(await exportOrders('', seller));
    expectForbidden(await exportOrders('', buyer));
  });
});
