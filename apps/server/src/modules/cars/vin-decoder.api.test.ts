import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { expectError, expectForbidden, expectUnauthorized } from '../../../test/expect-error.ts';
import { authHeader } from '../../../test/shop-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * GET /api/cars/vin/{vin} (issue 31, ADR 062) against a vPIC of our own: a local HTTP server that answers
 * DecodeVinValues as NHTSA's does (`{ Count, Message, SearchCriteria, Results: [{ Make, Model, ModelYear, … }] }`,
 * every value a string, '' when unknown), or fails the way a remote service can.
 */
type Behaviour = 'answer' | 'fail' | 'slow' | 'garbage';
let behaviour: Behaviour = 'answer';
const asked: string[] = [];

const vpic = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://vpic.test');
  asked.push(url.pathname + url.search);
  const vin = url.pathname.split('/').at(-1) ?? '';
  if (behaviour === 'fail') return void response.writeHead(500).end('Internal Server Error');
  if (behaviour === 'garbage')
    return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
  const answer = () =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        Count: 1,
        Message:
          'Results returned successfully. NOTE: Any missing decoded values should be interpreted as NHTSA does not have data on the specific variable.',
        SearchCriteria: `VIN(s): ${vin}`,
        Results: [
          {
            ErrorCode: '0',
            ErrorText: '0 - VIN decoded clean. Check Digit (9th position) is correct',
            Make: vin.startsWith('WDD') ? 'MERCEDES-BENZ' : 'HONDA',
            Manufacturer: 'AMERICAN HONDA MOTOR CO., INC.',
            Model: vin.startsWith('WDD') ? 'C-Class' : 'Accord',
            ModelYear: '2003',
            BodyClass: 'Coupe',
            FuelTypePrimary: 'Gasoline',
            TransmissionStyle: 'Automatic',
            VIN: vin,
          },
        ],
      }),
    );
  if (behaviour === 'slow') setTimeout(answer, 6_000).unref();
  else answer();
});

let t: TestApp;
let offlineApp: TestApp;
let staff: { token: string };
beforeAll(async () => {
  await new Promise<void>((resolve) => vpic.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(vpic.address() as AddressInfo).port}/api/vehicles/`;
  t = await createTestApp({ vinDecoder: { url: url.replace(/\/$/, ''), timeoutMs: 2_000 } });
  staff = await loginAs(t.app, await createUser(t.db, { role: 'inventory' }));
  offlineApp = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await offlineApp?.close();
  vpic.closeAllConnections();
  await new Promise((resolve) => vpic.close(resolve));
});
beforeEach(() => {
  behaviour = 'answer';
  asked.length = 0;
});

const decode = (vin: string, app = t, user: { token: string } | null = staff) =>
  app.app.inject({ method: 'GET', url: `/api/cars/vin/${vin}`, headers: user ? authHeader(user) : {} });

describe('through vPIC', () => {
  it("answers vPIC's make, model and year, in the shop's spelling of the maker", async () => {
    const answer = await decode('1hgcm82633a004352');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({
      vin: '1HGCM82633A004352',
      year: 2003,
      brand: 'Honda',
      model: 'Accord',
      source: 'vpic',
    });
    expect(asked).toEqual(['/api/vehicles/DecodeVinValues/1HGCM82633A004352?format=json']);
  });

  it('asks once for a VIN, also when two ask at once', async () => {
    const vin = '1M8GDM9AXKP042788';
    const answers = await Promise.all([decode(vin), decode(vin)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await decode(vin)).json().data.source).toBe('vpic');
    expect(asked).toHaveLength(1);
  });

  it.each([
    ['fail', 'JN1DA31D63T505967', 2003, 'Nissan'],
    ['slow', 'JHMCM56557C404453', 2007, 'Honda'],
    ['garbage', 'JTHCE96S770008889', 2007, 'Lexus'],
  ] as const)(
    'answers from the VIN itself when vPIC is %s, and asks again next time',
    async (failure, vin, year, brand) => {
      behaviour = failure;
      const answer = await decode(vin);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data).toEqual({ vin, year, brand, model: null, source: 'offline' });
      behaviour = 'answer';
      expect((await decode(vin)).json().data.source).toBe('vpic');
      expect(asked).toHaveLength(2);
    },
  );
});

describe('without VIN_DECODER_URL', () => {
  it('reads the year and the maker from the VIN itself', async () => {
    const admin = await loginAs(offlineApp.app, await createUser(offlineApp.db, { role: 'admin' }));
    const answer = await decode('5YJ3E1EA7HF000337', offlineApp, admin);
    expect(answer.json().data).toEqual({
      vin: '5YJ3E1EA7HF000337',
      year: 2017,
      brand: 'Tesla',
      model: null,
      source: 'offline',
    });
    expect(asked).toEqual([]);
  });
});

describe('who and what', () => {
  it('is for staff with car rights only', async () => {
    expectUnauthorized(await decode('1HGCM82633A004352', t, null));
    const customer = await loginAs(t.app, await createUser(t.db, { role: 'customer' }));
    expectForbidden(await decode('1HGCM82633A004352', t, customer));
    const sales = await loginAs(t.app, await createUser(t.db, { role: 'sales' }));
    expectForbidden(await decode('1HGCM82633A004352', t, sales));
    expect(asked).toEqual([]);
  });

  it('says why a VIN does not check out, and never asks vPIC about it', async () => {
    expectError(
      await decode('1HGCM82633A004353'),
      400,
      'VIN check digit (the 9th character) does not match the others: one of them is mistyped (if the others are right, the 9th should be 5)',
    );
    expectError(
      await decode('124379N512345'),
      400,
      'VIN must be 17 characters (this one has 13); only cars from before 1981 have shorter ones',
    );
    expectError(await decode('1HGCM82633A0043520000'), 400, 'VIN must be 17 characters at most');
    expectError(await decode('..%2F..%2Fetc'), 400, 'VIN must be letters and digits only');
    expect(asked).toEqual([]);
  });
});
