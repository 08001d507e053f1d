import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../test/auth-helpers.ts';
import { createTestApp, TEST_JWT_SECRET } from '../test/test-app.ts';
import { addCars } from './modules/cars/catalogue.service.ts';
import { createCar } from './seed/car-factory.ts';

/**
 * The specification's client, replayed exactly (spec §3, §4, §7, §8; issue 18): the calls, values and shapes
 * it sends, its bare Authorization header, its cookie jar ("credentials included"), and its error handling: on
 * a 401 or 'jwt expired' it refreshes once and retries, and logs out when the refresh gives no access token.
 * Runs on both databases like every API suite. If one of these breaks, a client written against the
 * specification breaks.
 */
type Answer = { status: number; body: Record<string, unknown> & { data?: unknown; message?: string } };

class SpecClient {
  token = '';
  user: Record<string, unknown> | null = null;
  refreshes = 0;
  private cookie = '';
  private readonly app: Awaited<ReturnType<typeof createTestApp>>['app'];
  constructor(app: Awaited<ReturnType<typeof createTestApp>>['app']) {
    this.app = app;
  }

  private async send(method: string, path: string, body?: unknown): Promise<Answer> {
    const response = await this.app.inject({
      method: method as 'GET',
      url: `/api${path}`,
      headers: {
        ...(this.token ? { authorization: this.token } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const refreshCookie = response.cookies.find((cookie) => cookie.name === 'refreshToken');
    if (refreshCookie) this.cookie = refreshCookie.value ? `refreshToken=${refreshCookie.value}` : '';
    return { status: response.statusCode, body: response.body ? response.json() : {} };
  }

  /** spec §4 and §8: on a 401 or 'jwt expired', refresh once and retry; no access token back: log out. */
  async call(method: string, path: string, body?: unknown): Promise<Answer> {
    const answer = await this.send(method, path, body);
    if (answer.status !== 401 && answer.body.message !== 'jwt expired') return answer;
    this.refreshes += 1;
    const refreshed = await this.send('POST', '/auth/refresh-token');
    const accessToken = (refreshed.body.data as { accessToken?: string } | undefined)?.accessToken;
    if (!accessToken) {
      this.logout();
      return answer;
    }
    this.token = accessToken;
    return this.send(method, path, body);
  }

  /** spec §3: the login answer's data is a token the client decodes to get the user. */
  async login(email: string, password: string) {
    const answer = await this.call('POST', '/auth/login', { email, password });
    if (typeof answer.body.data === 'string') {
      this.token = answer.body.data;
      this.user = JSON.parse(Buffer.from(this.token.split('.')[1] ?? '', 'base64url').toString());
    }
    return answer;
  }

  logout() {
    this.token = '';
    this.user = null;
  }

  forgetCookie() {
    this.cookie = '';
  }
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestUser;
let cheap: { _id: string; price: number; brand: string; image?: string | null };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { role: 'admin' });
  const [first] = await addCars(t.db, [
    createCar({ brand: 'Toyota', model: 'Corolla', category: 'Sedan', price: 21_000, quantity: 5 }),
    createCar({ brand: 'Ford', model: 'Ranger', category: 'Truck', price: 38_000, quantity: 5 }),
    createCar({ brand: 'Porsche', model: 'Cayenne', category: 'SUV', price: 120_000, quantity: 5 }),
  ]);
  cheap = first!;
});
afterAll(() => t?.close());

describe('a customer journey as the specification client makes it', () => {
  const email = `spec-client-${Date.now()}@example.com`;
  const password = 'spec-client-pass';
  const client = () => new SpecClient(t.app);
  let shopper: SpecClient;

  it('registers and logs in: success, message, and a token it decodes', async () => {
    shopper = client();
    const registered = await shopper.call('POST', '/auth/register', { name: 'Spec Client', email, password });
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ success: true, message: expect.any(String) });
    const login = await shopper.login(email, password);
    expect(login.body).toMatchObject({ success: true, message: expect.any(String) });
    expect(shopper.user).toMatchObject({ email, role: 'customer' });
  });

  it('sees its failed login as a message, not as an expired session (no refresh)', async () => {
    const other = client();
    const failed = await other.login(email, 'not the password');
    expect(failed.status).not.toBe(401);
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(failed.body.message).toBe('Invalid email or password');
    expect(other.refreshes).toBe(0);
  });

  it('lists the catalogue with its unset values sent as the string null, and resets to all cars', async () => {
    const all = await shopper.call(
      'GET',
      '/cars?searchTerm=&sort=createdAt&category=null&minPrice=0&maxPrice=100000',
    );
    expect(all.status).toBe(200);
    expect((all.body.data as { brand: string }[]).map((car) => car.brand).sort()).toEqual(['Ford', 'Toyota']);
    const suv = await shopper.call(
      'GET',
      '/cars?searchTerm=&sort=createdAt&category=SUV&minPrice=0&maxPrice=200000',
    );
    expect((suv.body.data as { brand: string }[]).map((car) => car.brand)).toEqual(['Porsche']);
    const reset = await shopper.call('GET', '/cars?searchTerm=undefined&sort=createdAt&category=undefined');
    expect(reset.body.data).toHaveLength(3);
    const one = await shopper.call('GET', `/cars/${cheap._id}`);
    expect(one.body.data).toMatchObject({ _id: cheap._id, inStock: true });
  });

  it('checks out with the cart lines it holds ({ car: car object, quentity }), its own total ignored', async () => {
    const userId = String(shopper.user?.id ?? shopper.user?._id);
    const placed = await shopper.call('POST', '/orders', {
      name: 'Spec Client',
      email,
      phone: '01700000000',
      address: '12 Spec Street, Dhaka',
      userId,
      items: [{ car: { _id: cheap._id, price: 1, brand: cheap.brand, image: cheap.image }, quentity: 2 }],
      totalPrice: 2,
    });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ status: true, message: 'Order created successfully' });
    expect((placed.body.data as { totalPrice: number }).totalPrice).toBe(42_000);
  });

  it("reads its orders by email (spec §7: a user's orders by email) and by its id", async () => {
    const byEmail = await shopper.call('GET', `/orders/${email}`);
    expect(byEmail.status).toBe(200);
    const orders = byEmail.body.data as { email: string; items: { quentity: number }[]; status: string }[];
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ email, status: 'pending', items: [{ quentity: 2 }] });
    const inCapitals = await shopper.call('GET', `/orders/${email.toUpperCase()}`);
    expect(inCapitals.body.data).toEqual(orders);
    const byId = await shopper.call('GET', `/orders/${String(shopper.user?.id)}`);
    expect(byId.body.data).toEqual(orders);
  });

  it("cannot read another customer's orders by email: the same 404 as for an email nobody has", async () => {
    const stranger = await createUser(t.db);
    const other = client();
    await other.login(stranger.email, stranger.password);
    const someoneElses = await other.call('GET', `/orders/${email}`);
    const nobodys = await other.call('GET', '/orders/nobody-at-all@example.com');
    expect(someoneElses.status).toBe(404);
    expect(someoneElses).toEqual(nobodys);
  });

  it('reads its profile and changes its password (data.message; a wrong current password is not a 401)', async () => {
    const id = String(shopper.user?.id);
    const me = await shopper.call('GET', `/auth/user/get-me/${id}`);
    expect(me.body.data).toMatchObject({ email, name: 'Spec Client' });
    const wrong = await shopper.call('PUT', `/auth/user/change-password/${id}`, {
      password: 'not it',
      newPassword: 'another-pass-1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBeTruthy();
    expect(shopper.refreshes).toBe(0);
  });

  it('on an expired access token refreshes once with its cookie, retries, and goes on', async () => {
    // The token it holds, as it would be 16 minutes later.
    const claims = JSON.parse(Buffer.from(shopper.token.split('.')[1] ?? '', 'base64url').toString());
    const { iat: _iat, exp: _exp, ...rest } = claims;
    shopper.token = createSigner({
      key: TEST_JWT_SECRET,
      expiresIn: 15 * 60 * 1000,
      clockTimestamp: Date.now() - 16 * 60 * 1000,
    })(rest);
    const orders = await shopper.call('GET', `/orders/${email}`);
    expect(orders.status).toBe(200);
    expect(shopper.refreshes).toBe(1);
    expect(shopper.token).not.toBe('');
  });

  it('logs out when the refresh gives no access token', async () => {
    shopper.forgetCookie();
    shopper.token = 'not-a-token';
    const answer = await shopper.call('GET', `/orders/${email}`);
    expect(answer.status).toBe(401);
    expect(shopper.token).toBe('');
    expect(shopper.user).toBeNull();
  });
});

describe('an admin journey as the specification client makes it', () => {
  let client: SpecClient;
  beforeAll(async () => {
    client = new SpecClient(t.app);
    await client.login(admin.email, admin.password);
  });

  it('reads users, stats and all orders as it expects them', async () => {
    const users = await client.call('GET', '/auth/all-user');
    expect(Array.isArray(users.body.data)).toBe(true);
    const stats = await client.call('GET', '/admin');
    const data = stats.body.data as {
      totalUser: number;
      totalCar: number;
      totalOrder: number;
      totalRevenu: { price: number }[];
    };
    expect(data).toMatchObject({ totalUser: expect.any(Number), totalCar: 3, totalOrder: 1 });
    // Revenue is money taken (issue 29, ADR 056): the order, paid at handover and still pending, is none yet.
    expect(data.totalRevenu[0]?.price).toBe(0);
    const orders = await client.call('GET', '/orders');
    expect(orders.body.data).toHaveLength(1);
    const [order] = orders.body.data as { _id: string }[];
    const updated = await client.call('PUT', `/orders/${order!._id}`, { status: 'processing' });
    expect(updated.body.message).toBe('Order status updated successfully');
    // Handed over, it is paid: the figure the specification's client reads counts it.
    await client.call('PUT', `/orders/${order!._id}`, { status: 'delivered' });
    const after = await client.call('GET', '/admin');
    expect((after.body.data as typeof data).totalRevenu[0]?.price).toBe(42_000);
  });

  it('adds, updates and deletes a car, reading what the specification says it reads', async () => {
    const created = await client.call('POST', '/cars', {
      brand: 'Kia',
      model: 'EV6',
      year: 2024,
      price: 45_000,
      quantity: 2,
      category: 'SUV',
      description: 'An electric crossover.',
      // Its picture would be a third-party URL, which this shop refuses (ADR 012); an upload that failed
      // leaves it out, as here.
    });
    expect(created.body).toMatchObject({ success: true, message: expect.any(String) });
    const id = (created.body.data as { _id: string })._id;
    const updated = await client.call('PUT', `/cars/${id}`, { price: 44_000 });
    expect(updated.body).toMatchObject({ message: expect.any(String), data: { price: 44_000 } });
    const deleted = await client.call('DELETE', `/cars/${id}`);
    expect((deleted.body.data as { message: string }).message).toEqual(expect.any(String));
  });
});
