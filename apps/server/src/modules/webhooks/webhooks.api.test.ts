import { WEBHOOK_ENDPOINTS_MAX, WEBHOOK_MESSAGES } from '@carshop/contract/webhook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type Session } from '../../../test/auth-helpers.ts';
import { expectError, expectForbidden, expectUnauthorized } from '../../../test/expect-error.ts';
import { authHeader, createBuyer, newCarBody, postCar } from '../../../test/shop-helpers.ts';
import { createTestApp, type TestApp, testConfig } from '../../../test/test-app.ts';
import {
  addEndpoint,
  deliveriesOf,
  NO_ANSWER,
  postWebhook,
  startReceiver,
} from '../../../test/webhook-receiver.ts';
import { deliverDueWebhooks } from './delivery.service.ts';
import { verifyWebhook } from './signing.ts';

/**
 * Outgoing webhooks (issue 31, ADR 066) against a receiver this test starts on 127.0.0.1: the shop that sends to it
 * runs with WEBHOOKS_ALLOW_PRIVATE, a second one without it refuses internal addresses. The worker is off in both
 * (pollMs 0): the tests run its rounds themselves, with a clock of their own for the backoff.
 */

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let open: TestApp;
let strict: TestApp;
let admin: Session;
let strictAdmin: Session;
const allowing = { ...testConfig().webhooks, allowPrivate: true, timeoutMs: 2000 };

beforeAll(async () => {
  receiver = await startReceiver();
  open = await createTestApp({ webhooks: allowing });
  strict = await createTestApp();
  admin = await loginAs(open.app, await createUser(open.db, { role: 'admin' }));
  strictAdmin = await loginAs(strict.app, await createUser(strict.db, { role: 'admin' }));
});
afterAll(async () => {
  await open?.close();
  await strict?.close();
  await receiver?.stop();
});

/** One round of the worker of the open shop, at `now`. */
const round = (now = new Date(), settings: Partial<typeof allowing> = {}) =>
  deliverDueWebhooks(open.db, { ...allowing, ...settings, now: () => now });

describe('endpoints', () => {
  it('answers the signing secret once, on creation, and never again', async () => {
    const response = await postWebhook(open.app, admin, {
      url: receiver.url('/once'),
      events: ['car.created'],
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({ url: receiver.url('/once'), events: ['car.created'], enabled: true });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await open.app.inject({ method: 'GET', url: '/api/webhooks', headers: authHeader(admin) });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toContain('no-store');
    expect(list.body).not.toContain(created.secret);
    expect(list.json().data.find((one: { _id: string }) => one._id === created._id)).not.toHaveProperty(
      'secret',
    );
    const patched = await open.app.inject({
      method: 'PATCH',
      url: `/api/webhooks/${created._id.toUpperCase()}`,
      headers: authHeader(admin),
      payload: { events: ['car.deleted', 'car.deleted'], enabled: false },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data).toMatchObject({ events: ['car.deleted'], enabled: false });
    expect(patched.body).not.toContain(created.secret);
  });

  it('keeps at most the cap of endpoints, also when they are added at the same moment', async () => {
    const shop = await createTestApp({ webhooks: allowing });
    try {
      const shopAdmin = await loginAs(shop.app, await createUser(shop.db, { role: 'admin' }));
      const answers = await Promise.all(
        Array.from({ length: WEBHOOK_ENDPOINTS_MAX + 5 }, (_, i) =>
          postWebhook(shop.app, shopAdmin, { url: receiver.url(`/cap/${i}`), events: ['car.created'] }),
        ),
      );
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(WEBHOOK_ENDPOINTS_MAX);
      for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
        expectError(refused, 409, WEBHOOK_MESSAGES.tooMany);
      }
      const list = await shop.app.inject({
        method: 'GET',
        url: '/api/webhooks',
        headers: authHeader(shopAdmin),
      });
      expect(list.json().data).toHaveLength(WEBHOOK_ENDPOINTS_MAX);
    } finally {
      await shop.close();
    }
  });

  it('is for admins only: a visitor 401, a customer and other staff 403', async () => {
    const body = { url: receiver.url(), events: ['car.created'] };
    expectUnauthorized(await postWebhook(open.app, undefined, body));
    for (const role of ['customer', 'sales', 'inventory'] as const) {
      const { session } = await createBuyer(open.app, open.db, { role });
      expectForbidden(await postWebhook(open.app, session, body));
      expectForbidden(
        await open.app.inject({ method: 'GET', url: '/api/webhooks', headers: authHeader(session) }),
      );
    }
  });

  it('refuses bad input with 400 and a message', async () => {
    const bad = [
      { url: `${receiver.url()}\u0000`, events: ['car.created'] },
      { url: `https://example.com/${'a'.repeat(3000)}`, events: ['car.created'] },
      { url: 'ftp://example.com/hook', events: ['car.created'] },
      { url: 'https://user:pass@example.com/hook', events: ['car.created'] },
      { url: 'https://example.com/hook', events: ['car.exploded'] },
      { url: 'https://example.com/hook', events: [] },
      { url: 'https://example.com/hook' },
    ];
    for (const body of bad) {
      const response = await postWebhook(open.app, admin, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });

  it('refuses internal addresses unless WEBHOOKS_ALLOW_PRIVATE is set', async () => {
    const internal = [
      'http://127.0.0.1:8080/hook',
      'http://10.1.2.3/hook',
      'http://192.168.0.10/hook',
      'http://[::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://[fd00::1]/hook',
      'http://[fe80::1]/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://100.64.0.1/hook',
      'http://0.0.0.0/hook',
      'http://2130706433/hook', // 127.0.0.1 written as one number
      'http://localhost:3000/hook',
    ];
    for (const url of internal) {
      const response = await postWebhook(strict.app, strictAdmin, { url, events: ['car.created'] });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toMatch(/not sent to internal addresses/);
    }
    const list = await strict.app.inject({
      method: 'GET',
      url: '/api/webhooks',
      headers: authHeader(strictAdmin),
    });
    expect(list.json().data).toEqual([]);
  });

  it('deletes an endpoint with its log; another id, or one that is no id, is 404', async () => {
    const { id } = await addEndpoint(open.app, admin, receiver.url('/gone'), ['car.created']);
    const remove = (which: string) =>
      open.app.inject({ method: 'DELETE', url: `/api/webhooks/${which}`, headers: authHeader(admin) });
    expect((await remove(id.toUpperCase())).statusCode).toBe(200);
    expectError(await remove(id), 404, WEBHOOK_MESSAGES.notFound);
    expectError(await remove('not-an-id'), 404, WEBHOOK_MESSAGES.notFound);
    const log = await open.app.inject({
      method: 'GET',
      url: `/api/webhooks/${id}/deliveries`,
      headers: authHeader(admin),
    });
    expect(log.statusCode).toBe(404);
  });
});

describe('deliveries', () => {
  it('POSTs the event signed as Standard Webhooks says, and the log records it without the answer body', async () => {
    const { id, secret } = await addEndpoint(open.app, admin, receiver.url('/signed'), ['car.created']);
    const car = await postCar(open.app, admin, { ...newCarBody, brand: 'Skoda' });
    expect(car.statusCode, car.body).toBe(201);
    expect((await round()).delivered).toBeGreaterThanOrEqual(1);
    const [request] = receiver.at('/signed');
    expect(request).toBeDefined();
    const { headers, body } = request!;
    expect(headers['content-type']).toBe('application/json');
    const event = JSON.parse(body);
    expect(event).toMatchObject({
      type: 'car.created',
      data: { car: { _id: car.json().data._id, brand: 'Skoda' } },
    });
    expect(headers['webhook-id']).toBe(event.id);
    const signed = {
      id: headers['webhook-id'] as string,
      timestamp: headers['webhook-timestamp'] as string,
      signature: headers['webhook-signature'] as string,
    };
    expect(signed.signature).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(verifyWebhook(secret, signed, body)).toBe(true);
    expect(verifyWebhook(secret, signed, body.replace('Skoda', 'Skodb'))).toBe(false);
    expect(verifyWebhook(`whsec_${Buffer.alloc(32).toString('base64')}`, signed, body)).toBe(false);
    const [delivery] = await deliveriesOf(open.app, admin, id);
    expect(delivery).toMatchObject({
      type: 'car.created',
      state: 'delivered',
      attempts: 1,
      status: 200,
      error: null,
    });
    expect(JSON.stringify(delivery)).not.toContain('a body the shop must not keep');
  });

  it('tries again after a 500, with backoff, until the receiver takes it', async () => {
    receiver.answer('/flaky', { status: 500 }, { status: 503 }, { status: 204 });
    const { id } = await addEndpoint(open.app, admin, receiver.url('/flaky'), ['car.created']);
    await postCar(open.app, admin, newCarBody);
    const start = new Date();
    await round(start);
    let [delivery] = await deliveriesOf(open.app, admin, id);
    expect(delivery).toMatchObject({ state: 'pending', attempts: 1, status: 500, error: 'HTTP 500' });
    await round(start); // not due yet: 30 s of backoff
    expect(receiver.at('/flaky')).toHaveLength(1);
    await round(new Date(start.getTime() + 31_000));
    [delivery] = await deliveriesOf(open.app, admin, id);
    expect(delivery).toMatchObject({ state: 'pending', attempts: 2, status: 503 });
    await round(new Date(start.getTime() + 31_000 + 61_000)); // then a minute
    [delivery] = await deliveriesOf(open.app, admin, id);
    expect(delivery).toMatchObject({ state: 'delivered', attempts: 3, status: 204, error: null });
    // Every attempt is the same event: one id for the receiver to tell a repeat by.
    expect(new Set(receiver.at('/flaky').map((one) => one.headers['webhook-id'])).size).toBe(1);
  });

  it('gives up after the most attempts, and "send again" sends it once more', async () => {
    receiver.answer('/down', { status: 500 });
    const { id } = await addEndpoint(open.app, admin, receiver.url('/down'), ['car.created']);
    await postCar(open.app, admin, newCarBody);
    await round(new Date(), { maxAttempts: 1 });
    const [failed] = await deliveriesOf(open.app, admin, id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, status: 500 });
    receiver.answer('/down', { status: 200 });
    const resend = await open.app.inject({
      method: 'POST',
      url: `/api/webhooks/deliveries/${failed!._id.toUpperCase()}/resend`,
      headers: authHeader(admin),
    });
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json().data).toMatchObject({ state: 'pending', attempts: 0 });
    await round();
    const [again] = await deliveriesOf(open.app, admin, id);
    expect(again).toMatchObject({ _id: failed!._id, state: 'delivered', attempts: 1, status: 200 });
    const unknown = await open.app.inject({
      method: 'POST',
      url: '/api/webhooks/deliveries/00000000-0000-4000-8000-000000000000/resend',
      headers: authHeader(admin),
    });
    expectError(unknown, 404, WEBHOOK_MESSAGES.deliveryNotFound);
    const { session } = await createBuyer(open.app, open.db, { role: 'sales' });
    expectForbidden(
      await open.app.inject({
        method: 'POST',
        url: `/api/webhooks/deliveries/${failed!._id}/resend`,
        headers: authHeader(session),
      }),
    );
  });

  it('sends a turned-off endpoint nothing: its deliveries wait, "send again" says why, and they go once it is on', async () => {
    receiver.answer('/paused', { status: 204 });
    const { id } = await addEndpoint(open.app, admin, receiver.url('/paused'), ['car.created']);
    const turn = (enabled: boolean) =>
      open.app.inject({
        method: 'PATCH',
        url: `/api/webhooks/${id}`,
        headers: authHeader(admin),
        payload: { enabled },
      });
    await postCar(open.app, admin, newCarBody);
    expect((await turn(false)).statusCode).toBe(200);
    await round();
    expect(receiver.at('/paused')).toHaveLength(0);
    const [waiting] = await deliveriesOf(open.app, admin, id);
    expect(waiting).toMatchObject({ state: 'pending', attempts: 0 });
    const resend = await open.app.inject({
      method: 'POST',
      url: `/api/webhooks/deliveries/${waiting!._id}/resend`,
      headers: authHeader(admin),
    });
    expectError(resend, 409, WEBHOOK_MESSAGES.turnedOff);
    expect((await turn(true)).statusCode).toBe(200);
    await round();
    expect(receiver.at('/paused')).toHaveLength(1);
    const [sent] = await deliveriesOf(open.app, admin, id);
    expect(sent).toMatchObject({ _id: waiting!._id, state: 'delivered', attempts: 1, status: 204 });
  });

  it('follows no redirect: a 302 to an internal address fails the delivery, and nothing reaches that address', async () => {
    receiver.answer('/moved', { status: 302, headers: { location: receiver.url('/internal-admin') } });
    const { id } = await addEndpoint(open.app, admin, receiver.url('/moved'), ['car.created']);
    await postCar(open.app, admin, newCarBody);
    await round();
    const [delivery] = await deliveriesOf(open.app, admin, id);
    expect(delivery).toMatchObject({ state: 'failed', attempts: 1, status: 302, error: 'HTTP 302' });
    expect(receiver.at('/internal-admin')).toHaveLength(0);
  });

  it('checks the address again when sending: an internal one is refused then, and not tried again', async () => {
    const { id } = await addEndpoint(open.app, admin, receiver.url('/now-internal'), ['car.created']);
    const byName = await addEndpoint(
      open.app,
      admin,
      receiver.url('/by-name').replace('127.0.0.1', 'localhost'),
      ['car.created'],
    );
    await postCar(open.app, admin, newCarBody);
    await round(new Date(), { allowPrivate: false });
    for (const endpoint of [id, byName.id]) {
      const [delivery] = await deliveriesOf(open.app, admin, endpoint);
      expect(delivery).toMatchObject({ state: 'failed', attempts: 1, status: null });
      expect(delivery!.error).toMatch(/Not sent to an internal address/);
    }
    expect(receiver.at('/now-internal')).toHaveLength(0);
    expect(receiver.at('/by-name')).toHaveLength(0);
  });

  it('counts a receiver that does not answer in time as a failed attempt, tried again later', async () => {
    receiver.answer('/silent', { status: NO_ANSWER });
    const { id } = await addEndpoint(open.app, admin, receiver.url('/silent'), ['car.created']);
    await postCar(open.app, admin, newCarBody);
    const started = performance.now();
    await round(new Date(), { timeoutMs: 300 });
    expect(performance.now() - started).toBeLessThan(5000);
    const [delivery] = await deliveriesOf(open.app, admin, id);
    expect(delivery).toMatchObject({ state: 'pending', attempts: 1, status: null });
    expect(delivery!.error).toMatch(/no answer within 300 ms/);
  });
});
