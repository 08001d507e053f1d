import type { Car } from '@carshop/contract/car';
import type { OrderStatus } from '@carshop/contract/order';
import type { User } from '@carshop/contract/user';
import type { Db } from '../db/client.ts';
import { placeOrder } from '../modules/orders/checkout.service.ts';
import { updateOrderStatus } from '../modules/orders/order-status.service.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * The demo customer's orders, so both dashboards have something to show on a fresh `npm start`: one in each
 * status, placed over the last weeks, each walked through the statuses before it by the demo admin. Cars are
 * picked by their place in the catalogue, among those with stock to spare.
 */
const DEMO_ORDERS: { cars: [index: number, quentity: number][]; daysAgo: number; path: OrderStatus[] }[] = [
  {
    cars: [
      [2, 1],
      [5, 1],
    ],
    daysAgo: 24,
    path: ['processing', 'shipped', 'delivered'],
  },
  { cars: [[7, 1]], daysAgo: 12, path: ['canceled'] },
  { cars: [[1, 1]], daysAgo: 6, path: ['processing', 'shipped'] },
  { cars: [[9, 2]], daysAgo: 3, path: ['processing'] },
  { cars: [[4, 1]], daysAgo: 1, path: [] },
];

// The seed runs before the app and its caches exist: nobody to tell about these orders.
const noListeners = { publish: async () => {} };

/** Through the orders service, inside the seed's transaction, so the stock the demo shows adds up. */
export async function seedDemoOrders(
  db: Db,
  {
    customer,
    admin,
    cars,
    now,
  }: {
    customer: User;
    admin: User;
    cars: Car[];
    now: Date;
  },
) {
  const inStock = cars.filter((car) => car.quantity >= 3);
  const buyer = { ...customer, id: customer._id };
  const seller = { ...admin, id: admin._id };
  for (const plan of DEMO_ORDERS) {
    const placedAt = new Date(now.getTime() - plan.daysAgo * DAY);
    const { order } = await placeOrder(
      db,
      buyer,
      {
        name: customer.name,
        email: customer.email,
        phone: '+880 1712 345678',
        address: '12 Lake Road, Gulshan, Dhaka 1212',
        payment: 'handover',
        handover: 'pickup',
        items: plan.cars.map(([index, quentity]) => ({
          car: inStock[index % inStock.length]!._id,
          quentity,
        })),
      },
      { changes: noListeners, now: placedAt },
    );
    for (const [step, status] of plan.path.entries()) {
      const at = new Date(placedAt.getTime() + (step + 1) * 20 * HOUR);
      await updateOrderStatus(db, seller, order._id, status, { changes: noListeners, now: at });
    }
  }
}
