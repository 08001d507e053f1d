import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuditEntry } from '@carshop/contract/audit';
import type { Car } from '@carshop/contract/car';
import { CAR_IMPORT_MESSAGES, type CarImportResult } from '@carshop/contract/car-import';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carsCsvOf, csvCar, importCars, zipOf } from '../../../test/car-import-helpers.ts';
import { expectError, expectForbidden, expectUnauthorized } from '../../../test/expect-error.ts';
import { jpegPicture } from '../../../test/picture-helpers.ts';
import { authHeader, createBuyer, newCarBody, postCar } from '../../../test/shop-helpers.ts';
import { queryRows } from '../../../test/sql.ts';
import { createTestApp } from '../../../test/test-app.ts';

/**
 * Cars in by CSV (issue 31, ADR 063): a preview that writes nothing, then all of it or none; matched by VIN or stock
 * number; pictures from a zip that can neither escape its folder nor expand without bound.
 */
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-car-import-'));
let t: Awaited<ReturnType<typeof createTestApp>>;
type Session = { token: string };
let admin: Session;
let keeper: Session;
let seller: Session;
let customer: Session;

beforeAll(async () => {
  t = await createTestApp({ uploadDir });
  const users = await Promise.all([
    createBuyer(t.app, t.db, { role: 'admin', name: 'Olga Owner' }),
    createBuyer(t.app, t.db, { role: 'inventory', name: 'Ian Inventory' }),
    createBuyer(t.app, t.db, { role: 'sales' }),
    createBuyer(t.app, t.db),
  ]);
  [admin, keeper, seller, customer] = users.map((user) => user.session) as [
    Session,
    Session,
    Session,
    Session,
  ];
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

type ImportAnswer = { data: CarImportResult };
const preview = async (csv: string | Buffer, pictures?: Buffer, session: Session = admin) => {
  const response = await importCars(t.app, session, csv, { pictures });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ImportAnswer).data;
};
const commit = async (csv: string | Buffer, pictures?: Buffer, session: Session = admin) => {
  const response = await importCars(t.app, session, csv, { commit: true, pictures });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ImportAnswer).data;
};
const carCount = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from cars`))[0]!.n;
const auditCount = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log`))[0]!.n;
const carByStockNumber = async (stockNumber: string): Promise<Car | undefined> => {
  const cars = (await t.app.inject({ url: '/api/cars', headers: authHeader(admin) })).json().data as Car[];
  return cars.find((car) => car.stockNumber === stockNumber);
};
const exportCsv = async (query = '', session: Session = admin) =>
  t.app.inject({ url: `/api/cars/export${query}`, headers: authHeader(session) });

describe('POST /api/cars/import: the preview', () => {
  it('says what each row would do and writes nothing', async () => {
    const rows = [
      csvCar({ brand: 'Kia', model: 'Ceed' }),
      csvCar({ brand: 'Volvo', model: 'XC60', category: 'SUV' }),
    ];
    const [cars, entries] = [await carCount(), await auditCount()];
    const result = await preview(carsCsvOf(rows));
    expect(result).toMatchObject({
      committed: false,
      summary: { add: 2, update: 0, unchanged: 0, error: 0 },
    });
    expect(result.rows.map((row) => [row.row, row.action, row.label, row.stockNumber])).toEqual([
      [2, 'add', '2021 Kia Ceed', rows[0]!.stockNumber],
      [3, 'add', '2021 Volvo XC60', rows[1]!.stockNumber],
    ]);
    expect([await carCount(), await auditCount()]).toEqual([cars, entries]);
  });

  it('names the row, the column and why for every kind of error', async () => {
    const taken = await postCar(t.app, admin, {
      ...newCarBody,
      vin: '2T1BURHE2JC000011',
      stockNumber: 'TAKEN-1',
    });
    expect(taken.statusCode, taken.body).toBe(201);
    await postCar(t.app, admin, { ...newCarBody, stockNumber: 'TAKEN-2' });
    const rows = [
      csvCar({ year: 'nineteen' }),
      csvCar({ brand: '' }),
      csvCar({ category: 'Spaceship' }),
      csvCar({ vin: 'SHORT' }),
      csvCar({ price: -5 }),
      csvCar({ quantity: 1.5 }),
      csvCar({ fuelType: 'Steam' }),
      csvCar({ stockNumber: 'has space' }),
      csvCar({ vin: '2T1BURHE2JC000011', stockNumber: 'TAKEN-2' }),
      csvCar({ images: 'ftp://example.com/car.jpg' }),
      csvCar({ images: 'front.jpg' }),
      csvCar({ stockNumber: 'TWICE' }),
      csvCar({ stockNumber: 'TWICE' }),
      csvCar({ description: '=cmd|"/c calc"!A1' }),
    ];
    const result = await preview(carsCsvOf(rows));
    const errors = Object.fromEntries(result.rows.map((row) => [row.row, row.errors]));
    expect(errors[2]).toEqual([{ column: 'year', message: 'Year must be a number' }]);
    expect(errors[3]).toEqual([{ column: 'brand', message: 'Brand is required' }]);
    expect(errors[4]).toEqual([{ column: 'category', message: 'Invalid category' }]);
    // The contract's VIN check (ADR 062), as the car forms and POST /cars apply it.
    expect(errors[5]).toEqual([
      {
        column: 'vin',
        message: 'VIN must be 17 characters (this one has 5); only cars from before 1981 have shorter ones',
      },
    ]);
    expect(errors[6]).toEqual([
      { column: 'price', message: 'Price must be a positive number' },
      { column: 'price', message: 'Price must be at least 0.01' },
    ]);
    expect(errors[7]).toEqual([{ column: 'quantity', message: 'Quantity must be a whole number' }]);
    expect(errors[8]?.[0]).toMatchObject({ column: 'fuelType' });
    expect(errors[9]?.[0]).toMatchObject({ column: 'stockNumber' });
    expect(errors[10]).toEqual([
      {
        column: 'stockNumber',
        message: "The VIN is the car 2022 Toyota Camry's, the stock number the car 2022 Toyota Camry's",
      },
    ]);
    expect(errors[11]).toEqual([
      {
        column: 'images',
        message: 'ftp://example.com/car.jpg: a picture by web address must be an http:// or https:// address',
      },
    ]);
    expect(errors[12]).toEqual([{ column: 'images', message: 'front.jpg: no pictures zip was sent' }]);
    expect(errors[13]).toEqual([]);
    expect(errors[14]).toEqual([{ column: 'stockNumber', message: 'The same stock number is on row 13' }]);
    // A formula is text like any other: stored as written, exported made safe (below).
    expect(errors[15]).toEqual([]);
    expect(result.summary.error).toBe(12);
  });

  it('refuses a file it cannot read as a whole: 400 with the reason', async () => {
    expectError(await importCars(t.app, admin, 'brand,model\n'), 400, CAR_IMPORT_MESSAGES.empty);
    expectError(
      await importCars(
        t.app,
        admin,
        'brand,model,year,price,category,description,quantity,wheels\nA,B,2020,1,Sedan,d,1,4\n',
      ),
      400,
      'Unknown column "wheels": the columns are stockNumber, vin, brand, model, year, price, category, description, quantity, mileage, fuelType, transmission, condition, color, drivetrain, seats, doors, equipment, images',
    );
    expectError(
      await importCars(t.app, admin, 'brand,model\nA,B\n'),
      400,
      'Missing column "year", "price", "category", "description", "quantity"',
    );
    expectError(
      await importCars(t.app, admin, 'brand,"model\nA,B\n'),
      400,
      `${CAR_IMPORT_MESSAGES.unreadable}: Quote Not Closed: the parsing is finished with an opening quote at line 2`,
    );
    const json = { method: 'POST', url: '/api/cars/import', payload: { file: 'x' } } as const;
    expectError(
      await t.app.inject({ ...json, headers: authHeader(admin) }),
      415,
      CAR_IMPORT_MESSAGES.notMultipart,
    );
  });

  it('takes a file of another order of columns, with a BOM and semicolons, and a row with too many cells is an error', async () => {
    const csv =
      '\ufeffmodel;brand;year;price;category;description;quantity\nCorolla;Toyota;2020;15000;Sedan;Fine;2\nYaris;Toyota;2019;9000;Sedan;Small;1;extra\n';
    const result = await preview(csv);
    expect(result.rows.map((row) => [row.action, row.label])).toEqual([
      ['add', '2020 Toyota Corolla'],
      ['error', '2019 Toyota Yaris'],
    ]);
    expect(result.rows[1]!.errors).toEqual([
      { column: '', message: 'The row has more cells than the header has columns' },
    ]);
  });

  it('is for admins and inventory staff only; a file over 10 MB is 413', async () => {
    const csv = carsCsvOf([csvCar()]);
    expectUnauthorized(await importCars(t.app, undefined, csv));
    expectForbidden(await importCars(t.app, customer, csv));
    expectForbidden(await importCars(t.app, seller, csv));
    expect((await importCars(t.app, keeper, csv)).statusCode).toBe(200);
    const huge = `${carsCsvOf([csvCar()])}${'x'.repeat(10 * 1024 * 1024)}`;
    expectError(await importCars(t.app, admin, huge), 413, CAR_IMPORT_MESSAGES.csvTooLarge);
  });
});

describe('POST /api/cars/import?commit=true', () => {
  it('adds the cars, each with its audit entry and one for the import', async () => {
    const rows = [
      csvCar({ brand: 'Skoda', model: 'Octavia' }),
      csvCar({ brand: 'Skoda', model: 'Kodiaq', category: 'SUV' }),
    ];
    const entries = await auditCount();
    const result = await commit(carsCsvOf(rows), undefined, keeper);
    expect(result).toMatchObject({ committed: true, summary: { add: 2, update: 0, error: 0 } });
    const octavia = await carByStockNumber(String(rows[0]!.stockNumber));
    expect(octavia).toMatchObject({
      brand: 'Skoda',
      model: 'Octavia',
      mileage: 30_000,
      color: 'Grey',
      condition: 'Used',
    });
    expect(result.rows[0]!.carId).toBe(octavia!._id);
    expect(await auditCount()).toBe(entries + 3);
    const log = (await t.app.inject({ url: '/api/audit?limit=3', headers: authHeader(admin) })).json()
      .data as AuditEntry[];
    expect(log.map((entry) => entry.kind).sort()).toEqual(['car.created', 'car.created', 'cars.imported']);
    expect(log.find((entry) => entry.kind === 'cars.imported')).toMatchObject({
      actor: { name: 'Ian Inventory', role: 'inventory' },
      target: { type: 'import', label: 'cars.csv' },
      after: { add: 2, update: 0, unchanged: 0, error: 0, rows: 2 },
    });
  });

  it('updates a car matched by its VIN, and one matched by its stock number; the same file again changes nothing', async () => {
    const byVin = (await postCar(t.app, admin, { ...newCarBody, vin: '3VWFE21C7LM000012' })).json()
      .data as Car;
    const byStock = (await postCar(t.app, admin, { ...newCarBody, stockNumber: 'S-77' })).json().data as Car;
    const rows = [
      csvCar({ stockNumber: '', vin: '3vwfe21c7lm000012', brand: 'Toyota', model: 'Prius', price: 24_000 }),
      csvCar({
        stockNumber: 'S-77',
        brand: 'Toyota',
        model: 'Camry',
        year: 2023,
        price: 26_000,
        quantity: 0,
      }),
    ];
    const planned = await preview(carsCsvOf(rows));
    expect(planned.rows.map((row) => [row.action, row.carId])).toEqual([
      ['update', byVin._id],
      ['update', byStock._id],
    ]);
    expect(planned.rows[1]!.changes).toEqual(
      expect.arrayContaining([
        { column: 'price', from: '27500', to: '26000' },
        { column: 'quantity', from: '3', to: '0' },
        { column: 'year', from: '2022', to: '2023' },
      ]),
    );
    const cars = await carCount();
    const done = await commit(carsCsvOf(rows));
    expect(done.summary).toEqual({ add: 0, update: 2, unchanged: 0, error: 0 });
    expect(await carCount()).toBe(cars);
    const prius = (await t.app.inject({ url: `/api/cars/${byVin._id}` })).json().data as Car;
    expect(prius).toMatchObject({
      model: 'Prius',
      price: 24_000,
      vin: '3VWFE21C7LM000012',
      stockNumber: null,
    });
    const camry = (await t.app.inject({ url: `/api/cars/${byStock._id}` })).json().data as Car;
    expect(camry).toMatchObject({ price: 26_000, quantity: 0, inStock: false });
    const log = (
      await t.app.inject({ url: '/api/audit?kind=car.updated&limit=2', headers: authHeader(admin) })
    ).json().data as AuditEntry[];
    expect(log.find((entry) => entry.target._id === byStock._id)).toMatchObject({
      before: { price: 27_500, quantity: 3, year: 2022 },
      after: { price: 26_000, quantity: 0, year: 2023 },
    });
    const again = await commit(carsCsvOf(rows));
    expect(again.summary).toEqual({ add: 0, update: 0, unchanged: 2, error: 0 });
  });

  it('writes nothing when a row is in error: 400 naming the row and column', async () => {
    const [cars, entries] = [await carCount(), await auditCount()];
    const response = await importCars(
      t.app,
      admin,
      carsCsvOf([csvCar(), csvCar({ year: 'soon' }), csvCar()]),
      {
        commit: true,
      },
    );
    expectError(response, 400, CAR_IMPORT_MESSAGES.hasErrors);
    expect(response.json().errors).toEqual([{ path: 'row 3: year', message: 'Year must be a number' }]);
    expect([await carCount(), await auditCount()]).toEqual([cars, entries]);
  });

  it('writes nothing when the database refuses a row half way through (all or nothing)', async () => {
    const victim = (await postCar(t.app, admin, { ...newCarBody, stockNumber: 'HALF-1' })).json().data as Car;
    // The database, not the import, refuses the 600th car: after a whole INSERT of 500 went through.
    await t.db.execute(sql`create function refuse_boom() returns trigger language plpgsql as $$
      begin if new.brand = 'Boom' then raise exception 'no Boom cars'; end if; return new; end $$`);
    await t.db.execute(
      sql`create trigger refuse_boom before insert on cars for each row execute function refuse_boom()`,
    );
    try {
      const rows = [
        csvCar({ stockNumber: 'HALF-1', price: 1_234 }),
        ...Array.from({ length: 598 }, () => csvCar()),
        csvCar({ brand: 'Boom' }),
      ];
      const [cars, entries] = [await carCount(), await auditCount()];
      const response = await importCars(t.app, admin, carsCsvOf(rows), { commit: true });
      expect(response.statusCode).toBe(500);
      expect([await carCount(), await auditCount()]).toEqual([cars, entries]);
      expect((await t.app.inject({ url: `/api/cars/${victim._id}` })).json().data.price).toBe(
        newCarBody.price,
      );
    } finally {
      await t.db.execute(sql`drop trigger refuse_boom on cars`);
      await t.db.execute(sql`drop function refuse_boom()`);
    }
  });

  it('the same file twice at once adds its cars once', async () => {
    const csv = carsCsvOf([csvCar(), csvCar(), csvCar()]);
    const cars = await carCount();
    const [first, second] = await Promise.all([
      importCars(t.app, admin, csv, { commit: true }),
      importCars(t.app, admin, csv, { commit: true }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const summaries = [first, second].map((answer) => (answer.json() as ImportAnswer).data.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        { add: 3, update: 0, unchanged: 0, error: 0 },
        { add: 0, update: 0, unchanged: 3, error: 0 },
      ]),
    );
    expect(await carCount()).toBe(cars + 3);
  });

  it('imports the example file of the README cleanly', async () => {
    const example = fs.readFileSync(path.join(import.meta.dirname, '../../../../../docs/examples/cars.csv'));
    const result = await preview(example);
    expect(result.summary).toEqual({ add: 6, update: 0, unchanged: 0, error: 0 });
  });
});

describe('5,000 rows', () => {
  // The stated budget (ADR 063, README): a preview and a commit of 5,000 new cars each within 30 s on both
  // databases, on the 2-core CI machine that runs the suite's files side by side. Alone on PGlite a commit took
  // 5.1 s (plan 0.8 s, inserts 2.5 s, audit entries 1.4 s) and a preview 1.2 s; 5.6 s and 0.7 s on PostgreSQL.
  const BUDGET_MS = 30_000;
  it(`previews and commits 5,000 cars, each within ${BUDGET_MS / 1000} s`, { timeout: 120_000 }, async () => {
    const csv = carsCsvOf(Array.from({ length: 5_000 }, (_, i) => csvCar({ model: `Model ${i}` })));
    let started = performance.now();
    const planned = await preview(csv);
    const previewMs = performance.now() - started;
    expect(planned.summary.add).toBe(5_000);
    started = performance.now();
    const cars = await carCount();
    const done = await commit(csv);
    const commitMs = performance.now() - started;
    expect(done.summary.add).toBe(5_000);
    expect(await carCount()).toBe(cars + 5_000);
    console.info(`5,000 rows: preview ${Math.round(previewMs)} ms, commit ${Math.round(commitMs)} ms`);
    expect(previewMs).toBeLessThan(BUDGET_MS);
    expect(commitMs).toBeLessThan(BUDGET_MS);
    // Updating all of them again is one statement.
    const updated = csv.replaceAll('19500', '19400');
    started = performance.now();
    expect((await commit(updated)).summary.update).toBe(5_000);
    const updateMs = performance.now() - started;
    console.info(`5,000 rows updated: ${Math.round(updateMs)} ms`);
    expect(updateMs).toBeLessThan(BUDGET_MS);
  });
});

describe('pictures in a zip', () => {
  it('stores the pictures the rows name, in their order, through the upload pipeline', async () => {
    const zip = await zipOf({
      'front.jpg': await jpegPicture(),
      'photos/back.jpg': await jpegPicture(800, 600),
    });
    const row = csvCar({ images: 'front.jpg|photos/back.jpg' });
    expect((await preview(carsCsvOf([row]), zip)).rows[0]).toMatchObject({ action: 'add', errors: [] });
    await commit(carsCsvOf([row]), zip);
    const car = await carByStockNumber(String(row.stockNumber));
    expect(car?.images).toHaveLength(2);
    expect(car?.image).toMatch(/^\/uploads\/[a-f0-9]{32}-960\.webp$/);
    const served = await t.app.inject({ url: car!.images[1]! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('names the zip files that are missing, not pictures, or larger than 5 MB (never inflated)', async () => {
    const zip = await zipOf({
      'notes.jpg': Buffer.from('not a picture'),
      'huge.jpg': Buffer.alloc(6 * 1024 * 1024),
    });
    const result = await preview(
      carsCsvOf([
        csvCar({ images: 'gone.jpg' }),
        csvCar({ images: 'notes.jpg' }),
        csvCar({ images: 'huge.jpg' }),
      ]),
      zip,
    );
    expect(result.rows.map((row) => row.errors)).toEqual([
      [{ column: 'images', message: 'gone.jpg is not in the pictures zip' }],
      [{ column: 'images', message: 'notes.jpg is not a JPEG, PNG, WebP or AVIF picture' }],
      [{ column: 'images', message: 'huge.jpg is larger than 5 MB' }],
    ]);
  });

  it('refuses a zip whose names step outside its folder (zip slip)', async () => {
    const zip = await zipOf({ 'xx/evil.jpg': await jpegPicture() });
    // The same zip with the name made `../evil.jpg` (same length: the offsets stay right).
    const slipping = Buffer.from(zip.toString('latin1').replaceAll('xx/evil.jpg', '../evil.jpg'), 'latin1');
    expectError(
      await importCars(t.app, admin, carsCsvOf([csvCar({ images: '../evil.jpg' })]), { pictures: slipping }),
      400,
      CAR_IMPORT_MESSAGES.zipUnsafeName,
    );
    expect(fs.existsSync(path.join(uploadDir, '..', 'evil.jpg'))).toBe(false);
  });

  it('refuses a zip that would expand beyond 200 MB before inflating anything (zip bomb), and a forged size', async () => {
    const zip = await zipOf({ 'a.jpg': Buffer.alloc(1024) });
    const bomb = withDeclaredSize(zip, 300 * 1024 * 1024);
    expectError(
      await importCars(t.app, admin, carsCsvOf([csvCar({ images: 'a.jpg' })]), { pictures: bomb }),
      413,
      CAR_IMPORT_MESSAGES.zipExpandsTooMuch,
    );
    // A header that says less than the file inflates to: reading stops at the declared size.
    const forged = withDeclaredSize(await zipOf({ 'a.jpg': Buffer.alloc(64 * 1024) }), 100);
    expectError(
      await importCars(t.app, admin, carsCsvOf([csvCar({ images: 'a.jpg' })]), { pictures: forged }),
      400,
      CAR_IMPORT_MESSAGES.zipUnreadable,
    );
  });
});

/** The zip with its (first) file's uncompressed size in the central directory set to `size`. */
function withDeclaredSize(zip: Buffer, size: number): Buffer {
  const forged = Buffer.from(zip);
  const central = forged.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  forged.writeUInt32LE(size, central + 24);
  const local = forged.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  forged.writeUInt32LE(size, local + 22);
  return forged;
}

describe('GET /api/cars/export', () => {
  it('writes the columns the import reads; cells a spreadsheet would run are made text; importing it changes nothing', async () => {
    // Cells a spreadsheet would run, one of them already starting with a quote.
    const tricky = {
      ...newCarBody,
      brand: '@Home',
      model: '-Minus',
      description: '=HYPERLINK("http://evil.example","click")',
      color: "'+already quoted",
      stockNumber: 'FORMULA-1',
    };
    expect((await postCar(t.app, admin, tricky)).statusCode).toBe(201);
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="cars-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...lines] = response.body.split('\r\n');
    expect(header).toBe(
      'stockNumber,vin,brand,model,year,price,category,description,quantity,mileage,fuelType,transmission,condition,color,drivetrain,seats,doors,equipment,images',
    );
    const line = lines.find((text) => text.startsWith(tricky.stockNumber));
    expect(line).toContain(`,'@Home,'-Minus,`);
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(line).toContain(`,''+already quoted,`);
    expect(await carCount()).toBe(lines.filter(Boolean).length);

    const cars = await carCount();
    const roundTrip = await preview(response.body);
    expect(roundTrip.summary).toEqual({ add: 0, update: 0, unchanged: cars, error: 0 });
    expect((await commit(response.body)).summary.unchanged).toBe(cars);
    const again = (await carByStockNumber(tricky.stockNumber))!;
    expect(again).toMatchObject({
      brand: '@Home',
      model: '-Minus',
      color: "'+already quoted",
      description: tricky.description,
    });
  });

  it("takes the catalogue's filter and is for admins only", async () => {
    await commit(carsCsvOf([csvCar({ category: 'Convertible', brand: 'Mazda', model: 'MX-5' })]));
    const trucks = await exportCsv('?category=Convertible&searchTerm=mazda');
    const lines = trucks.body.split('\r\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes(',Convertible,') && line.includes('Mazda'))).toBe(
      true,
    );
    expectError(await exportCsv('?minPrice=10&maxPrice=5'), 400, 'minPrice cannot be greater than maxPrice');
    expectUnauthorized(await t.app.inject({ url: '/api/cars/export' }));
    for (const session of [customer, seller, keeper]) expectForbidden(await exportCsv('', session));
  });
});
