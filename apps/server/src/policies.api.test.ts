import { ROLES, type Role } from '@carshop/contract/constants';
import { DASHBOARD_AREAS, type DashboardArea } from '@carshop/contract/staff';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../test/picture-helpers.ts';
import { authHeader, checkoutBody, createBuyer, postOrder } from '../test/shop-helpers.ts';
import { createTestApp, testConfig } from '../test/test-app.ts';
import { NOT_ALLOWED, NOT_LOGGED_IN } from './lib/auth-user.ts';
import { type Action, POLICIES, type Policy } from './lib/policies.ts';
import { addCars } from './modules/cars/catalogue.service.ts';
import authPlugin, { type RoutePolicy } from './plugins/auth.ts';
import errorsPlugin from './plugins/errors.ts';
import { createCar } from './seed/car-factory.ts';

/**
 * The table of lib/policies.ts, tried on every route the app has, as every kind of user (ADR 044): a visitor, the
 * customer who owns the order, enquiry or account the address names, another customer (with the owner's ids,
 * and with them in capitals), each staff role and an admin. Each answer must be what the route's row says.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
type Staff = Exclude<Role, 'customer'>;
type Who = 'visitor' | 'owner' | 'other' | 'other, ids in capitals' | Staff;
const STAFF = ROLES.filter((role): role is Staff => role !== 'customer');
// Admin last: it may delete the car the others tried to.
const WHO: Who[] = [
  'visitor',
  'other',
  'other, ids in capitals',
  'owner',
  ...STAFF.filter((r) => r !== 'admin'),
  'admin',
];
const roleOf = (who: Who): Role => ((STAFF as Who[]).includes(who) ? (who as Staff) : 'customer');
const sessions = new Map<Who, { token: string } | undefined>();
const ids = { user: '', order: '', enquiry: '', tradeIn: '', car: '', carToDelete: '' };

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createBuyer(t.app, t.db);
  const other = await createBuyer(t.app, t.db);
  sessions.set('visitor', undefined);
  sessions.set('owner', owner.session);
  sessions.set('other', other.session);
  sessions.set('other, ids in capitals', other.session);
  for (const role of STAFF) sessions.set(role, (await createBuyer(t.app, t.db, { role })).session);
  const [car, carToDelete] = await addCars(t.db, [createCar({ quantity: 5 }), createCar()]);
  const order = await postOrder(t.app, owner.session, checkoutBody([{ car: car!._id, quentity: 1 }]));
  const enquiry = await t.app.inject({
    method: 'POST',
    url: '/api/enquiries',
    headers: authHeader(owner.session),
    payload: { type: 'general', name: 'Ada', email: owner.user.email, message: 'Do you deliver on Sundays?' },
  });
  expect(enquiry.statusCode, enquiry.body).toBe(201);
  const form = multipartBody(
    Object.entries({
      name: 'Ada',
      email: owner.user.email,
      registration: 'AB12 CDE',
      make: 'Ford',
      model: 'Focus',
      year: '2019',
      mileage: '54000',
      condition: 'good',
    }).map(([field, content]) => ({ field, content })),
  );
  const tradeIn = await t.app.inject({
    method: 'POST',
    url: '/api/trade-ins',
    headers: { ...authHeader(owner.session), 'content-type': form.contentType },
    payload: form.payload,
  });
  expect(tradeIn.statusCode, tradeIn.body).toBe(201);
  Object.assign(ids, {
    tradeIn: tradeIn.json().data._id,
    user: owner.user.id,
    order: order.json().data._id,
    enquiry: enquiry.json().data._id,
    car: car!._id,
    carToDelete: carToDelete!._id,
  });
});
afterAll(() => t.close());

/** The owner's order, enquiry or account where the route's row is about one; a car otherwise. */
function idFor(policy: Action): string {
  if (policy === 'readOrder' || policy === 'cancelOrder' || policy === 'changeOrderStatus') return ids.order;
  if (policy === 'readEnquiry' || policy === 'answerEnquiry') return ids.enquiry;
  if (policy === 'manageCars') return ids.carToDelete;
  if (policy === 'acceptTradeIn' || policy === 'offerForTradeIn') return ids.tradeIn;
  const row: Policy = POLICIES[policy];
  return 'owner' in row && row.owner === 'path' ? ids.user : ids.car;
}

function addressOf(route: RoutePolicy, who: Who): string {
  const id = idFor(route.policy);
  const url = route.url
    .replace(':id', id)
    .replace(':carId', ids.car)
    .replace(/:n\([^)]*\)/, '1')
    .replace('*', 'nothing-here');
  return who === 'other, ids in capitals' ? url.replace(id, id.toUpperCase()) : url;
}

/**
 * The record a route names in its body instead of its path (the payment routes), with the rest of a valid body
 * (the return from the hosted page names its session).
 */
function bodyOf(route: RoutePolicy, who: Who): object | undefined {
  // Accepting a trade-in offer (or putting it on an order) names the owner's order.
  if (route.policy === 'acceptTradeIn') return { orderId: ids.order };
  if (route.policy !== 'payOrder') return undefined;
  const orderId = who === 'other, ids in capitals' ? ids.order.toUpperCase() : ids.order;
  return { orderId, sessionId: 'cs_test_a_session_of_that_order' };
}

/** What the table says `who` gets: through the guard (allowed), 401, 403, or 404 for a record not theirs. */
function expected(action: Action, who: Who): 'allowed' | 401 | 403 | 404 {
  const policy: Policy = POLICIES[action];
  if ('anyone' in policy) return 'allowed';
  if (who === 'visitor') return 401;
  if (policy.roles.includes(roleOf(who))) return 'allowed';
  if (policy.owner === undefined) return 403;
  if (who === 'owner') return 'allowed';
  return policy.owner === 'path' ? 403 : 404;
}

/**
 * The guards' refusals, told apart from a handler's own 401 (the refresh cookie is the refresh route's
 * credential) by their messages.
 */
function refusal(response: { statusCode: number; body: string }): 401 | 403 | undefined {
  if (response.statusCode !== 401 && response.statusCode !== 403) return undefined;
  if (response.body === '') return response.statusCode; // HEAD: no message to read
  const { message } = JSON.parse(response.body) as { message?: string };
  if (response.statusCode === 401 && message === NOT_LOGGED_IN) return 401;
  if (response.statusCode === 403 && message === NOT_ALLOWED) return 403;
  return undefined;
}

describe('every route, as every kind of user', () => {
  it('has a row of the table, and the app has the routes this test expects', () => {
    const routes = t.app.routePolicies;
    expect(routes.length).toBeGreaterThan(40);
    const key = (method: string, url: string) =>
      routes.find((r) => r.method === method && r.url === url)?.policy;
    expect(key('POST', '/api/orders/:id/cancel')).toBe('cancelOrder');
    expect(key('GET', '/api/cars/:id')).toBe('browseCatalogue');
    expect(key('HEAD', '/api/orders')).toBe('listOrders');
    expect(key('GET', '/api/docs/json')).toBe('readApiDocs');
  });

  it('is documented as needing what its row asks: a token, an optional one, or none', async () => {
    type Operation = { security?: unknown };
    const doc = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => {
        const url = path.replace(/\{(\w+)\}/g, ':$1');
        const route = t.app.routePolicies.find((r) => r.method === method.toUpperCase() && r.url === url);
        return {
          route: `${method.toUpperCase()} ${url}`,
          policy: route?.policy,
          security: operation.security,
        };
      }),
    );
    expect(documented.length).toBeGreaterThan(30);
    const needs = (policy: Action | undefined) => {
      const row: Policy | undefined = policy && POLICIES[policy];
      if (!row) return 'a route without a row';
      if (!('anyone' in row)) return [{ accessToken: [] }];
      return row.anyone === 'identify' ? [{}, { accessToken: [] }] : undefined;
    };
    expect(documented).toEqual(documented.map((d) => ({ ...d, security: needs(d.policy) })));
  });

  it.each(WHO)('answers %s as the table says', async (who) => {
    const answers: string[] = [];
    const wanted: string[] = [];
    for (const route of t.app.routePolicies) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: addressOf(route, who),
        headers: authHeader(sessions.get(who)),
        payload: bodyOf(route, who),
      });
      const want = expected(route.policy, who);
      const got = refusal(response) ?? (want === 404 && response.statusCode === 404 ? 404 : 'allowed');
      const line = `${route.method} ${route.url} (${route.policy})`;
      answers.push(`${line}: ${got}`);
      wanted.push(`${line}: ${want}`);
    }
    expect(answers).toEqual(wanted);
  });
});

describe("the dashboard's parts (@carshop/contract/staff)", () => {
  /** The row each part of the dashboard needs; its roles must be the part's. */
  const ROW_OF_AREA: Record<DashboardArea, Action> = {
    today: 'readToday',
    overview: 'readStats',
    users: 'listUsers',
    cars: 'browseCatalogue',
    editCars: 'manageCars',
    orders: 'listOrders',
    enquiries: 'readEveryEnquiry',
    audit: 'readAudit',
    webhooks: 'manageWebhooks',
  };

  it.each(Object.keys(DASHBOARD_AREAS) as DashboardArea[])('%s is for the roles its row allows', (area) => {
    const row: Policy = POLICIES[ROW_OF_AREA[area]];
    const staffAllowed = STAFF.filter((role) => 'anyone' in row || row.roles.includes(role));
    expect([...DASHBOARD_AREAS[area]].sort()).toEqual(staffAllowed.sort());
  });

  it('keeps users and roles for admins alone, and every right for the admin', () => {
    for (const action of ['listUsers', 'changeUserRole', 'changeUserStatus', 'inviteStaff'] as const)
      expect(POLICIES[action].roles).toEqual(['admin']);
    for (const [action, row] of Object.entries(POLICIES) as [Action, Policy][]) {
      const ownOnly = 'roles' in row && row.roles.length === 0; // an owner's own act (cancel, pay)
      if (!ownOnly) expect('anyone' in row || row.roles.includes('admin'), action).toBe(true);
    }
  });
});

describe('a route without a row', () => {
  async function bareApp() {
    const app = Fastify();
    app.decorate('config', testConfig());
    await app.register(errorsPlugin);
    await app.register(authPlugin, { loadUser: async () => undefined, isSessionLive: async () => false });
    return app;
  }

  it('cannot be added', async () => {
    const app = await bareApp();
    expect(() => app.get('/api/unguarded', async () => 'open?')).toThrow(
      'GET /api/unguarded names no action of lib/policies.ts (config.policy): who may use it?',
    );
    expect(() =>
      app.get('/api/misspelt', { config: { policy: 'manageCar' as Action } }, async () => 'open?'),
    ).toThrow(/names no action/);
    await app.close();
  });

  it('is refused for every user where its row says so', async () => {
    const app = await bareApp();
    app.get('/api/admins-only', { config: { policy: 'manageCars' } }, async () => 'ok');
    expect((await app.inject({ method: 'GET', url: '/api/admins-only' })).statusCode).toBe(401);
    await app.close();
  });
});

describe('docs/permissions.md', () => {
  const PEOPLE: Record<Role, string> = {
    admin: 'admins',
    sales: 'sales staff',
    inventory: 'inventory staff',
    customer: 'customers',
  };
  function who(policy: Policy): string {
    if ('anyone' in policy)
      return policy.anyone === 'identify' ? 'anyone (a token sent must be good)' : 'anyone';
    const roles =
      policy.roles.length === ROLES.length ? ['any signed-in user'] : policy.roles.map((r) => PEOPLE[r]);
    if (policy.owner === 'path') roles.push('the user the path names (else 403)');
    if (policy.owner === 'record') roles.push('its owner (else 404)');
    return roles.join(', ') || 'nobody';
  }

  /** Routes outside /api, which depend on the build (the web app) and the picture store: named here. */
  const OUTSIDE_API: Partial<Record<Action, string>> = {
    readPages: '`GET /*` (pages), the built files, `GET /sitemap.xml`, `GET /robots.txt`',
    readPictures: '`GET /uploads/*`',
  };

  /** The API's routes of each action (HEAD answers as GET). */
  function routesOf(action: Action): string {
    if (OUTSIDE_API[action]) return OUTSIDE_API[action];
    const routes = t.app.routePolicies
      .filter((r) => r.policy === action && r.method !== 'HEAD' && r.url.startsWith('/api/'))
      .map((r) => `\`${r.method} ${r.url}\``);
    return [...new Set(routes)].join(', ') || 'asked by a service';
  }

  it('shows the table as it is', async () => {
    const rows = (Object.entries(POLICIES) as [Action, Policy][]).map(
      ([action, policy]) => `| \`${action}\` | ${policy.does} | ${who(policy)} | ${routesOf(action)} |`,
    );
    const page = [
      '# Permissions',
      '',
      'Who may do what: the table of `apps/server/src/lib/policies.ts` (ADR 044), one row per action. Every route',
      "names its action (`config: { policy }`), and the auth plugin builds the route's guard from the row (and what",
      'the API documentation says the route needs: a token, an optional one or none): a visitor gets 401 where a',
      'user is needed, a user without the role 403. Where the row is about a record (an order, an',
      'enquiry), anyone signed in passes the guard and the service asks the named function (`canReadOrder`, ...):',
      'whoever may not see the record gets 404, as if it did not exist.',
      '',
      'This page is written by `apps/server/src/policies.api.test.ts` from the table (run it with `-u` after',
      'changing the table), and that test tries every route as a visitor, the owner, another customer (with the',
      "owner's ids, also in capitals), each staff role (`sales`, `inventory`) and an admin against it. Staff roles",
      '(issue 30, ADR 055): `sales` works leads and orders and reads the cars, `inventory` keeps the cars, their',
      "pictures and prices; only an admin manages users and roles. The dashboard's menu shows each role the parts",
      '`@carshop/contract/staff` gives it, which the same test checks against this table.',
      '',
      '| Action | Does | Who | Routes |',
      '| --- | --- | --- | --- |',
      ...rows,
      '',
    ].join('\n');
    await expect(page).toMatchFileSnapshot('../../../docs/permissions.md');
  });
});
